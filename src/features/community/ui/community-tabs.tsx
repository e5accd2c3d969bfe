import { Button, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import { Component, Suspense, memo, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_COMMUNITY_TAB,
  communityContent,
  communityTabPath,
  communityTabs,
  isCommunityTab,
  type CommunityTabKey,
} from '@/features/community/content/community.content';
import { PageSpinner } from '@/ui/page';
import { isGoneAfterUpdate, loadAnewOnce, mayLoadAnew } from '@/ui/site-update';
import { StaticIsland } from '@/ui/rendering/static-island';
import { TabPanel } from '@/ui/rendering/tab-panel';
import { TabTrigger } from '@/ui/tab-trigger';
import { useTabInAddress } from '@/ui/tab-in-address';
import type { TabPanels } from './tab-panels';

export const TAB_PARAM = 'tab';

/** The open community tab, kept in the address (`/community?tab=team`). */
export function useCommunityTab(): [CommunityTabKey, (key: CommunityTabKey) => void] {
  return useTabInAddress(TAB_PARAM, isCommunityTab, DEFAULT_COMMUNITY_TAB);
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

/** Each tab panel's id (`community-team`): the page lays the hidden ones out ahead by it. */
const communityPanelId = (key: string) => `community-${key}`;
const TAB_IDS = { content: communityPanelId, trigger: (key: string) => `community-tab-${key}` };

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

export function CommunityTabs({ panels }: { panels: TabPanels }) {
  const [tab, select] = useCommunityTab();
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
            <TabTrigger key={key} value={key} flexShrink={0} data-early-href={communityTabPath(key)}>
              {label}
            </TabTrigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {/* Beside the tabs' root, not inside it: a tab change renders no panel's contents (src/ui/rendering/tab-panel.tsx).
         The panels keep the root's colour palette. Each tab has a served page of its own, so the served page holds
         only the open panel's contents; the others come when shown, or once every tab's code has loaded at idle. */}
      <chakra.div colorPalette="brand">
        {communityTabs.map(({ key }) => (
          <TabPanel
            key={key}
            ids={TAB_IDS}
            value={key}
            selected={key === tab}
            contents="when-shown-or-idle"
            served={false}
            ready={panels.preload}
            pt={{ base: '6', md: '8' }}
          >
            <PanelContent tab={key} Panel={panels.byKey[key]} />
          </TabPanel>
        ))}
      </chakra.div>
    </>
  );
}
