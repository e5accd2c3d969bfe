import { Button, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import {
  Component,
  Suspense,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_COMMUNITY_TAB,
  communityContent,
  communityTabPath,
  communityTabs,
  isCommunityTab,
  type CommunityTabKey,
} from '@/features/community/content/community.content';
import { afterNextPaint, whenInteractiveAndIdle } from '@/ui/rendering/moments';
import { focusAfterPaint } from '@/ui/rendering/focus-after-paint';
import { PageSpinner } from '@/ui/page';
import { isGoneAfterUpdate, loadAnewOnce, mayLoadAnew } from '@/ui/site-update';
import { StaticIsland } from '@/ui/rendering/static-island';
import { TabPanel, type TabIds } from '@/ui/tab-panel';
import type { TabPanels } from './tab-panels';

export const TAB_PARAM = 'tab';

/**
 * The open tab lives in the address (`/community?tab=team`), so links, reloads and the back button keep it.
 * Without (or with an unknown) `tab` the default Übersicht is open; choosing it drops the parameter again.
 *
 * A tapped tab shows in the tap's own frame: React Router changes the address in a transition that renders the whole
 * layout again, so until that address arrives the tab chosen here is the one shown (docs/performance.md#taps).
 * The router starts that change only after the tab has painted: its start (matching the routes, the request for its
 * loaders, the history entry) took a third of the tap's task on a phone.
 * Any change of the address (the chosen tab arriving, the back button) makes the address decide again.
 */
export function useCommunityTab(): [CommunityTabKey, (key: CommunityTabKey) => void] {
  const [params, setParams] = useSearchParams();
  const { key: visit } = useLocation();
  const requested = params.get(TAB_PARAM);
  const inAddress = isCommunityTab(requested) ? requested : DEFAULT_COMMUNITY_TAB;
  const [chosen, setChosen] = useState<{ tab: CommunityTabKey; visit: string } | null>(null);
  // Forgotten as soon as the address changed: the back button to the entry it was chosen on must not bring it back.
  if (chosen && chosen.visit !== visit) setChosen(null);
  // The address follows in the task after the frame that shows the chosen tab; a later tab or a back or forward
  // before then takes its place.
  const addressToFollow = useRef<() => void>(undefined);
  // Back or forward before the router's transition arrived returns to the same entry, which this render never left.
  useEffect(() => {
    const forget = () => {
      setChosen(null);
      addressToFollow.current?.();
    };
    window.addEventListener('popstate', forget);
    return () => {
      window.removeEventListener('popstate', forget);
      addressToFollow.current?.();
    };
  }, []);
  const tab = chosen?.visit === visit ? chosen.tab : inAddress;
  const select = useCallback(
    (key: CommunityTabKey) => {
      setChosen({ tab: key, visit });
      addressToFollow.current?.();
      addressToFollow.current = afterNextPaint(() => {
        addressToFollow.current = undefined;
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (key === DEFAULT_COMMUNITY_TAB) next.delete(TAB_PARAM);
            else next.set(TAB_PARAM, key);
            return next;
          },
          { preventScrollReset: true },
        );
      });
    },
    [setParams, visit],
  );
  return [tab, select];
}

/** A tab whose chunk cannot be fetched (offline) says so instead of breaking the page. */
function TabLoadFailure() {
  return (
    <Stack role="alert" align="center" gap="4" py="12" textAlign="center">
      <Text color="fg.muted">{communityContent.loadError}</Text>
      <Button variant="outline" onClick={() => window.location.reload()}>
        {communityContent.reload}
      </Button>
    </Stack>
  );
}

/**
 * A tab whose chunk is gone from the server after an update: once the address names the tab (the visitor chose it,
 * not a panel rendered ahead), the page is loaded anew there (src/ui/site-update.ts). Until then its spinner.
 */
function LoadAnewWhenChosen({ tab }: { tab: CommunityTabKey }) {
  const [params] = useSearchParams();
  const chosen = (isCommunityTab(params.get(TAB_PARAM)) ? params.get(TAB_PARAM) : DEFAULT_COMMUNITY_TAB) === tab;
  // Loaded anew a moment ago and gone again: the page is broken, not out of date; it says so instead of looping.
  const [mayLoad] = useState(() => mayLoadAnew());
  useEffect(() => {
    if (chosen && mayLoad) loadAnewOnce();
  }, [chosen, mayLoad]);
  return mayLoad ? <PageSpinner label={communityContent.loading} /> : <TabLoadFailure />;
}

interface BoundaryState {
  /** 'checking': whether the site was updated meanwhile is being asked; 'gone': it was, the chunk is gone. */
  failed: false | 'checking' | 'gone' | true;
}

/** Catches a tab's chunk that fails to load: offline it says so, after an update it loads the page anew. */
class TabLoadBoundary extends Component<{ tab: CommunityTabKey; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: 'checking' };
  }

  override componentDidCatch(error: unknown): void {
    void isGoneAfterUpdate(error).then((gone) => this.setState({ failed: gone ? 'gone' : true }));
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    if (failed === 'checking') return <PageSpinner label={communityContent.loading} />;
    if (failed === 'gone') return <LoadAnewWhenChosen tab={this.props.tab} />;
    return <TabLoadFailure />;
  }
}

/**
 * The other tabs' chunks load once the page is interactive and the browser idle; then their panels render, hidden, in
 * a transition (short tasks), so a tap on a tab only shows what is there already (docs/performance.md#taps). A tab
 * tapped before that loads and renders on the tap, with its spinner while its chunk loads (docs/product.md#states).
 */
function usePanelsRenderedAhead(panels: TabPanels): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    const cancel = whenInteractiveAndIdle(
      () => void panels.preload().then(() => mounted && startTransition(() => setReady(true))),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, [panels]);
  return ready;
}

/** Each tab panel's id (`community-team`): the page lays the hidden ones out ahead by it. */
const communityPanelId = (key: string) => `community-${key}`;
const TAB_IDS: TabIds = { content: communityPanelId, trigger: (key: string) => `community-tab-${key}` };

interface PanelContentProps {
  tab: CommunityTabKey;
  Panel: ComponentType;
}

/**
 * What a tab panel shows, rendered again only when its component changes: a tab change re-renders the tabs, not the
 * content of every panel (docs/performance.md#taps).
 */
const PanelContent = memo(function PanelContent({ tab, Panel }: PanelContentProps) {
  return (
    <TabLoadBoundary tab={tab}>
      <Suspense fallback={<PageSpinner label={communityContent.loading} />}>
        {/* A tab only shows (text, links): the prerendered page keeps it as it is. */}
        <StaticIsland>
          <Panel />
        </StaticIsland>
      </Suspense>
    </TabLoadBoundary>
  );
});

/**
 * The tabs opened so far, the open one included: until the panels are rendered ahead only their panels are there (the
 * prerendered page has the open tab's panel alone), and a panel once opened stays.
 */
function useOpenedTabs(tab: CommunityTabKey): ReadonlySet<CommunityTabKey> {
  const [opened, setOpened] = useState<ReadonlySet<CommunityTabKey>>(() => new Set([tab]));
  if (opened.has(tab)) return opened;
  const withTab = new Set(opened).add(tab);
  setOpened(withTab);
  return withTab;
}

export function CommunityTabs({ panels }: { panels: TabPanels }) {
  const [tab, select] = useCommunityTab();
  const renderedAhead = usePanelsRenderedAhead(panels);
  const opened = useOpenedTabs(tab);
  return (
    <>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          if (isCommunityTab(details.value)) select(details.value);
        }}
        colorPalette="brand"
        variant="line"
        size={{ base: 'sm', md: 'md' }}
        ids={TAB_IDS}
      >
        {/* The five tabs wrap onto a second line on the narrowest phones instead of hiding one off screen. */}
        <Tabs.List aria-label={communityContent.tabsLabel} flexWrap="wrap">
          {communityTabs.map(({ key, label }) => (
            // Before the page is interactive, a tap on a tab loads that tab's page, whose markup holds the panel
            // (src/app/early-input.js): the panels of the other tabs are not in this page.
            <Tabs.Trigger
              key={key}
              value={key}
              flexShrink={0}
              data-early-href={communityTabPath(key)}
              onMouseDown={focusAfterPaint}
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {/* Beside the tabs' root, not inside it: a tab change renders no panel's contents (src/ui/tab-panel.tsx). The
         panels keep the root's colour palette. */}
      <chakra.div colorPalette="brand">
        {communityTabs.map(({ key }) =>
          renderedAhead || opened.has(key) ? (
            // Once every panel is rendered, the hidden ones are laid out ahead (docs/rendering.md).
            <TabPanel
              key={key}
              ids={TAB_IDS}
              value={key}
              selected={key === tab}
              laidOutAhead={renderedAhead}
              pt={{ base: '6', md: '8' }}
            >
              <PanelContent tab={key} Panel={panels.byKey[key]} />
            </TabPanel>
          ) : null,
        )}
      </chakra.div>
    </>
  );
}
