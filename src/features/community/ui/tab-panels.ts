import { lazy, type ComponentType } from 'react';
import { communityTabs, type CommunityTabKey } from '@/features/community/content/community.content';

/** What a tab shows; each is loaded on demand (docs/product.md#states, community tabs). */
export type TabLoader = () => Promise<ComponentType>;
export type TabLoaders = Record<CommunityTabKey, TabLoader>;
export type TabPanels = Record<CommunityTabKey, ComponentType>;

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

/** React.lazy components for the loaders; nothing is fetched until a panel first renders. */
export function lazyPanels(loaders: TabLoaders): TabPanels {
  const entries = communityTabs.map(({ key }) => [
    key,
    lazy(() => loaders[key]().then((Panel) => ({ default: Panel }))),
  ]);
  return Object.fromEntries(entries) as TabPanels;
}

export const communityTabPanels = lazyPanels(communityTabLoaders);
