import { Button, Stack, Tabs, Text } from '@chakra-ui/react';
import { Component, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_COMMUNITY_TAB,
  communityContent,
  communityTabPath,
  communityTabs,
  isCommunityTab,
  type CommunityTabKey,
} from '@/features/community/content/community.content';
import { whenInteractiveAndIdle } from '@/ui/interactive';
import { PageSpinner } from '@/ui/page';
import { StaticIsland } from '@/ui/static-island';
import type { TabPanels } from './tab-panels';

export const TAB_PARAM = 'tab';

/**
 * The open tab lives in the address (`/community?tab=team`), so links, reloads and the back button keep it.
 * Without (or with an unknown) `tab` the default Übersicht is open; choosing it drops the parameter again.
 */
export function useCommunityTab(): [CommunityTabKey, (key: CommunityTabKey) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab = isCommunityTab(requested) ? requested : DEFAULT_COMMUNITY_TAB;
  const select = useCallback(
    (key: CommunityTabKey) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (key === DEFAULT_COMMUNITY_TAB) next.delete(TAB_PARAM);
          else next.set(TAB_PARAM, key);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [tab, select];
}

interface BoundaryState {
  failed: boolean;
}

/** A tab whose chunk cannot be fetched (offline, new deployment) says so instead of breaking the page. */
class TabLoadBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack role="alert" align="center" gap="4" py="12" textAlign="center">
        <Text color="fg.muted">{communityContent.loadError}</Text>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {communityContent.reload}
        </Button>
      </Stack>
    );
  }
}

/**
 * The other tabs' chunks load once the page is interactive and the browser idle, so a tap on a tab shows its panel
 * at once; a tab tapped before that loads on the tap, with its spinner (docs/product.md#states).
 */
function usePanelsPreloaded(panels: TabPanels): void {
  useEffect(() => whenInteractiveAndIdle(() => void panels.preload()), [panels]);
}

export function CommunityTabs({ panels }: { panels: TabPanels }) {
  const [tab, select] = useCommunityTab();
  usePanelsPreloaded(panels);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => {
        if (isCommunityTab(details.value)) select(details.value);
      }}
      lazyMount
      colorPalette="brand"
      variant="line"
      size={{ base: 'sm', md: 'md' }}
    >
      {/* The five tabs wrap onto a second line on the narrowest phones instead of hiding one off screen. */}
      <Tabs.List aria-label={communityContent.tabsLabel} flexWrap="wrap">
        {communityTabs.map(({ key, label }) => (
          // Before the page is interactive, a tap on a tab loads that tab's page, whose markup holds the panel
          // (src/app/early-input.js): the panels of the other tabs are not in this page.
          <Tabs.Trigger key={key} value={key} flexShrink={0} data-early-href={communityTabPath(key)}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {communityTabs.map(({ key }) => {
        const Panel = panels.byKey[key];
        return (
          <Tabs.Content key={key} value={key} pt={{ base: '6', md: '8' }}>
            <TabLoadBoundary>
              <Suspense fallback={<PageSpinner label={communityContent.loading} />}>
                {/* A tab only shows (text, links): the prerendered page keeps it as it is. */}
                <StaticIsland>
                  <Panel />
                </StaticIsland>
              </Suspense>
            </TabLoadBoundary>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
