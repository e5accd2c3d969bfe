import { Box, Container, Tabs, Text, chakra } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '@/config/site';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { supportedGames } from '@/features/cloudium/content/cloudium-games.content';
import { hostingPlans, type HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import {
  CLOUDIUM_TABS,
  isCloudiumTab,
  TAB_FRAGMENTS,
  tabFromFragment,
  type CloudiumTab,
} from '@/features/cloudium/domain/cloudium-tabs';
import { activeTab, cloudiumTabsMachine } from '@/features/cloudium/machines/cloudium-tabs.machine';
import { BrowserOnly } from '@/ui/rendering/browser-only';
import { ExternalLink } from '@/ui/external-link';
import { useActorState, useMachineActor } from '@/ui/machine-actor';
import { PageHero, PageSpinner } from '@/ui/page';
import { TabPanel } from '@/ui/rendering/tab-panel';
import { TabTrigger } from '@/ui/tab-trigger';
import { OverviewTab } from '../ui/overview-tab';
import { PlansTab } from '../ui/plans-tab';
import { SupportTab } from '../ui/support-tab';
import { createRequestDesk, RequestDeskContext } from '../ui/request-desk';
import { REQUEST_DIALOGS } from '../ui/request-dialogs';
import { TAB_TRIGGER_ATTRIBUTE, TabSwitchContext } from '../ui/tab-switch';

const copy = cloudiumContent;

/** Each tab panel's id is its address fragment (#pakete), so the fragment can be a CSS :target. */
const TAB_IDS = {
  content: (value: string) => (isCloudiumTab(value) ? TAB_FRAGMENTS[value] : value),
  trigger: (value: string) => `cloudium-tab-${value}`,
};

/**
 * Until the page is interactive (and without JavaScript at all) the panel an address fragment names is shown:
 * /cloudium#pakete paints the plans at once instead of the overview, and the in-page links ('Pakete ansehen')
 * switch tabs without a script. Once hydrated, the tabs machine decides alone (src/app/hydration.ts). Each panel,
 * once alive, is laid out ahead while hidden (src/ui/rendering/laid-out-ahead.ts).
 */
const tabPanelsCss = {
  // Opened at a fragment, the browser scrolls the panel to the top: keep the tab list above it in view.
  '& > [role=tabpanel]': { scrollMarginTop: '20' },
  // In Chakra's first cascade layer: an !important rule there outranks the reset's `[hidden]` rule.
  '@layer reset': {
    'html:not([data-hydrated]) &:has(> [role=tabpanel]:target)': {
      '& > [role=tabpanel]:not(:target)': { display: 'none !important' },
      '& > [role=tabpanel]:target': { display: 'block !important' },
    },
  },
} as const;

/** A switch from inside a tab asks to reveal the tab list; `count` makes a repeated switch a new request. */
interface RevealRequest {
  readonly tab: CloudiumTab;
  readonly count: number;
}

/** The tab list, scrolled into view on each reveal request (after its triggers have taken focus). */
function RevealingTabList({ reveal, children }: { reveal: RevealRequest | null; children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) list.current?.scrollIntoView({ block: 'start' });
  }, [reveal]);
  return (
    <Tabs.List ref={list} aria-label={copy.tabs.label} mb="8" scrollMarginTop="24">
      {children}
    </Tabs.List>
  );
}

/** A tab's trigger; it takes focus when a switch from inside a tab reveals its tab, or after the paint when pressed. */
function RevealingTabTrigger({ tab, reveal }: { tab: CloudiumTab; reveal: RevealRequest | null }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (reveal?.tab === tab) trigger.current?.focus({ preventScroll: true });
  }, [reveal, tab]);
  return (
    <TabTrigger ref={trigger} value={tab} {...{ [TAB_TRIGGER_ATTRIBUTE]: tab }}>
      {copy.tabs[tab]}
    </TabTrigger>
  );
}

/**
 * What the support panel tapped right after a page change shows while it renders
 * (src/ui/rendering/tab-panel.tsx): a spinner that holds a screen's height, as the panel is taller than that,
 * so the footer does not show only to jump away. The plans panel needs none: its first part, what fills the screen,
 * renders in the tap (src/features/cloudium/ui/plans-tab.tsx).
 */
function PanelPending({ label }: { label: string }) {
  return (
    <Box minHeight="100vh">
      <PageSpinner label={label} />
    </Box>
  );
}

/**
 * The parts of the page, each rendered again only when its own props change (docs/performance.md#taps): a tab
 * change re-renders the tab list and the panels' frames, not the plan cards, the finder or the support form; a
 * dialog that opens re-renders only the dialogs.
 */
const CloudiumHero = memo(function CloudiumHero() {
  return (
    <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
      <Text fontSize="sm" color="fg.muted">
        {copy.hero.poweredBy}{' '}
        <ExternalLink href={site.links.hostingProvider} color="brand.fg" textDecoration="underline">
          {copy.hero.providerName}
        </ExternalLink>
      </Text>
    </PageHero>
  );
});
const OverviewPanel = memo(OverviewTab);
const PlansPanel = memo(PlansTab);
const SupportPanel = memo(SupportTab);

interface CloudiumRequestsProps {
  plans: readonly HostingPlan[];
  onReference: (reference: string | null) => void;
}

/**
 * The request dialogs of the list (ui/request-dialogs.ts) and their actors. Starting the actors (their machines, the
 * request api in the store) was a third of the page's first render on a page change, so they start after the page's
 * first paint. Each dialog's slot reads its own actor, so opening one renders only that dialog.
 */
const CloudiumRequests = memo(function CloudiumRequests({ plans, onReference }: CloudiumRequestsProps) {
  return REQUEST_DIALOGS.map(({ name, Slot }) => <Slot key={name} plans={plans} onReference={onReference} />);
});

export function CloudiumPage({ plans = hostingPlans }: { plans?: readonly HostingPlan[] }) {
  const { hash, key: visit } = useLocation();
  const [reveal, setReveal] = useState<RevealRequest | null>(null);
  const tabsActor = useMachineActor(
    () =>
      cloudiumTabsMachine.provide({
        actions: {
          revealTabs: ({ event }) => setReveal((previous) => ({ tab: event.tab, count: (previous?.count ?? 0) + 1 })),
        },
      }),
    { initialTab: tabFromFragment(hash) },
  );
  const current = useActorState(tabsActor, activeTab);
  const sendTabs = tabsActor.send;
  // A link to a fragment while the page is open (/cloudium#support, a game of the overview) switches the tab too,
  // even when the address already had that fragment: each navigation has its own key.
  useEffect(() => {
    if (hash) sendTabs({ type: 'tab.select', tab: tabFromFragment(hash) });
  }, [hash, visit, sendTabs]);
  // One function for the page's life, so the context's consumers in the tabs render only when their own props change.
  const switchTab = useCallback((tab: CloudiumTab) => sendTabs({ type: 'tab.switch', tab }), [sendTabs]);
  // Where the plans tab opens the request dialogs, one for the page's life (ui/request-desk.tsx).
  const [desk] = useState(createRequestDesk);
  const [lastReference, setLastReference] = useState<string | null>(null);

  return (
    <RequestDeskContext.Provider value={desk}>
      <CloudiumHero />
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <TabSwitchContext.Provider value={switchTab}>
          <Tabs.Root
            value={current}
            onValueChange={(details) => {
              if (isCloudiumTab(details.value)) sendTabs({ type: 'tab.select', tab: details.value });
            }}
            variant="enclosed"
            colorPalette="brand"
            fitted
            ids={TAB_IDS}
          >
            <RevealingTabList reveal={reveal}>
              {CLOUDIUM_TABS.map((tab) => (
                <RevealingTabTrigger key={tab} tab={tab} reveal={reveal} />
              ))}
            </RevealingTabList>
          </Tabs.Root>
          {/* Beside the tabs' root, not inside it: a tab change renders no panel's contents
             (src/ui/rendering/tab-panel.tsx). The panels keep the root's colour palette. */}
          <chakra.div colorPalette="brand" css={tabPanelsCss}>
            {/* The overview comes with the page; the other panels when shown or idle (docs/rendering.md). */}
            <TabPanel ids={TAB_IDS} value="overview" selected={current === 'overview'}>
              <OverviewPanel games={supportedGames} />
            </TabPanel>
            <TabPanel ids={TAB_IDS} value="plans" selected={current === 'plans'} contents="when-shown-or-idle">
              <PlansPanel plans={plans} lastReference={lastReference} />
            </TabPanel>
            <TabPanel
              ids={TAB_IDS}
              value="support"
              selected={current === 'support'}
              contents="when-shown-or-idle"
              pending={<PanelPending label={copy.tabs.loading.support} />}
            >
              <SupportPanel />
            </TabPanel>
          </chakra.div>
        </TabSwitchContext.Provider>
      </Container>
      {/* After the page's first paint: the dialogs show nothing until one opens (docs/rendering.md). */}
      <BrowserOnly>
        <CloudiumRequests plans={plans} onReference={setLastReference} />
      </BrowserOnly>
    </RequestDeskContext.Provider>
  );
}
