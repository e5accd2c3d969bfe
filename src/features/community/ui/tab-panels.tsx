import { lazy, type ComponentType } from 'react';
import { communityTabs, type CommunityTabKey } from '@/features/community/content/community.content';

/** What a tab shows; each is its own chunk, loaded on demand (docs/product.md#states, community tabs). */
export type TabLoader = () => Promise<ComponentType>;
export type TabLoaders = Record<CommunityTabKey, TabLoader>;

export interface TabPanels {
  /** The component each tab's panel renders; it suspends (the tab shows its spinner) until its chunk is there. */
  readonly byKey: Record<CommunityTabKey, ComponentType>;
  /**
   * Loads every tab's chunk ahead of its tap, one after another (docs/performance.md#taps): a tab whose chunk is
   * there renders in the tap's own frame, without suspending.
   */
  readonly preload: () => Promise<void>;
}

/**
 * One chunk per tab, named community-tab-<key> so the build output and the browser tests can tell them
 * apart. webpack needs the literal import() calls to split, hence the list instead of a template.
 */
export const communityTabLoaders: TabLoaders = {
  uebersicht: () =>
    import(/* webpackChunkName: "community-tab-uebersicht" */ './tabs/overview.tab').then((m) => m.OverviewTab),
  news: () => import(/* webpackChunkName: "community-tab-news" */ './tabs/news.tab').then((m) => m.NewsTab),
  events: () => import(/* webpackChunkName: "community-tab-events" */ './tabs/events.tab').then((m) => m.EventsTab),
  team: () => import(/* webpackChunkName: "community-tab-team" */ './tabs/team.tab').then((m) => m.TeamTab),
  regeln: () => import(/* webpackChunkName: "community-tab-regeln" */ './tabs/rules.tab').then((m) => m.RulesTab),
};

/**
 * The tabs' panels: each loads its chunk when it first renders (React.lazy) or when preloaded, once; a panel whose
 * chunk has arrived renders its component directly. A load that failed is tried again next time.
 */
export function lazyPanels(loaders: TabLoaders): TabPanels {
  const loaded: Partial<Record<CommunityTabKey, ComponentType>> = {};
  const loading: Partial<Record<CommunityTabKey, Promise<ComponentType>>> = {};
  const load = (key: CommunityTabKey) =>
    (loading[key] ??= loaders[key]().then(
      (Panel) => (loaded[key] = Panel),
      (error: unknown) => {
        loading[key] = undefined;
        throw error;
      },
    ));
  const panelOf = (key: CommunityTabKey): ComponentType => {
    const Lazy = lazy(() => load(key).then((Panel) => ({ default: Panel })));
    return function LazyTabContents() {
      const Loaded = loaded[key];
      return Loaded ? <Loaded /> : <Lazy />;
    };
  };
  // Asked by every panel at once (TabPanel's `ready`): the chunks still load one after another, once.
  let preloaded: Promise<void> | undefined;
  const preloadAll = async () => {
    for (const { key } of communityTabs) await load(key).catch(() => undefined);
  };
  return {
    byKey: Object.fromEntries(communityTabs.map(({ key }) => [key, panelOf(key)])) as TabPanels['byKey'],
    preload: () => (preloaded ??= preloadAll()),
  };
}

export const communityTabPanels = lazyPanels(communityTabLoaders);
