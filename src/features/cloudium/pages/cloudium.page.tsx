import { Box, Container, Tabs, Text, chakra } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '@/config/site';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { supportedGames } from '@/features/cloudium/content/cloudium-games.content';
import { hostingPlans, type HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import type { ServerSize } from '@/features/cloudium/domain/cloudium-pricing';
import {
  CLOUDIUM_TABS,
  isCloudiumTab,
  TAB_FRAGMENTS,
  tabFromFragment,
  type CloudiumTab,
} from '@/features/cloudium/domain/cloudium-tabs';
import { activeTab, cloudiumTabsMachine } from '@/features/cloudium/machines/cloudium-tabs.machine';
import { AfterFirstPaint } from '@/ui/rendering/after-first-paint';
import { WhenShownOrIdle } from '@/ui/rendering/when-shown-or-idle';
import { ExternalLink } from '@/ui/external-link';
import { focusAfterPaint } from '@/ui/rendering/focus-after-paint';
import { useActorState, useMachineActor } from '@/ui/machine-actor';
import { PageHero, PageSpinner } from '@/ui/page';
import { TabPanel, type TabIds } from '@/ui/tab-panel';
import { CustomRequestDialog, useCustomRequestActor } from '../ui/custom-request-dialog';
import { ManagedRequestDialog, useManagedRequestActor } from '../ui/managed-request-dialog';
import { OverviewTab } from '../ui/overview-tab';
import { PlanRequestDialog, usePlanRequestActor } from '../ui/plan-request-dialog';
import { PlansTab } from '../ui/plans-tab';
import { SupportTab } from '../ui/support-tab';
import { useDialogsMounted } from '../ui/request-form-actor';
import { TAB_TRIGGER_ATTRIBUTE, TabSwitchContext } from '../ui/tab-switch';

const copy = cloudiumContent;

/** Each tab panel's id is its address fragment (#pakete), so the fragment can be a CSS :target. */
const TAB_IDS: TabIds = {
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
    <Tabs.Trigger ref={trigger} value={tab} {...{ [TAB_TRIGGER_ATTRIBUTE]: tab }} onMouseDown={focusAfterPaint}>
      {copy.tabs[tab]}
    </Tabs.Trigger>
  );
}

/**
 * What the support panel tapped right after a page change shows while it renders
 * (src/ui/rendering/when-shown-or-idle.tsx): a spinner that holds a screen's height, as the panel is taller than that,
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

interface ReferenceSnapshot {
  readonly context: { readonly lastReference: string | null };
}

/** What the three dialog actors have in common for this purpose. */
interface ReferenceSource {
  getSnapshot(): ReferenceSnapshot;
  subscribe(observer: (snapshot: ReferenceSnapshot) => void): { unsubscribe(): void };
}

/**
 * Reports the reference of the most recent accepted request of any dialog. The toast shows it for 5 s only; the
 * plans tab keeps it on screen so the visitor can note it.
 */
function useLatestReference(
  plan: ReferenceSource,
  managed: ReferenceSource,
  custom: ReferenceSource,
  onReference: (reference: string | null) => void,
): void {
  useEffect(() => {
    const subscriptions = [plan, managed, custom].map((actor) => {
      let previous = actor.getSnapshot().context.lastReference;
      return actor.subscribe((snapshot) => {
        if (snapshot.context.lastReference === previous) return;
        previous = snapshot.context.lastReference;
        onReference(previous);
      });
    });
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [plan, managed, custom, onReference]);
}

/** What the page's buttons ask of the request dialogs. */
interface RequestDesk {
  choosePlan(plan: HostingPlan, intent?: string): void;
  openManaged(): void;
  openCustom(preset?: ServerSize): void;
}

/**
 * The page's side of the request dialogs, whose actors start after the page's first paint (docs/performance.md,
 * "Page changes"): functions that stay the same for the page's life, so the plans render once, and that pass a
 * request on once the dialogs are there (a tap cannot come sooner, but nothing asked is dropped if it did).
 */
function useRequestDesk() {
  const desk = useRef<RequestDesk | null>(null);
  const waiting = useRef<((ready: RequestDesk) => void)[]>([]);
  return useMemo(() => {
    const withDesk = (request: (ready: RequestDesk) => void) => {
      if (desk.current) request(desk.current);
      else waiting.current.push(request);
    };
    return {
      deskReady: (ready: RequestDesk) => {
        desk.current = ready;
        waiting.current.splice(0).forEach((request) => request(ready));
      },
      choosePlan: (plan: HostingPlan, intent?: string) => withDesk((ready) => ready.choosePlan(plan, intent)),
      openManaged: () => withDesk((ready) => ready.openManaged()),
      openCustom: (preset?: ServerSize) => withDesk((ready) => ready.openCustom(preset)),
    };
  }, []);
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
// Each dialog reads its own actor: opening or closing one does not render the other two.
const PlanDialog = memo(PlanRequestDialog);
const ManagedDialog = memo(ManagedRequestDialog);
const CustomDialog = memo(CustomRequestDialog);
const PlansPanel = memo(PlansTab);
const SupportPanel = memo(SupportTab);

interface CloudiumRequestsProps {
  plans: readonly HostingPlan[];
  onReady: (desk: RequestDesk) => void;
  onReference: (reference: string | null) => void;
}

/**
 * The three request dialogs and their actors. Starting the actors (their machines, the request api in the store)
 * was a third of the page's first render on a page change, so they start after the page's first paint. Each dialog
 * reads its own actor, so opening one renders only the dialogs.
 */
const CloudiumRequests = memo(function CloudiumRequests({ plans, onReady, onReference }: CloudiumRequestsProps) {
  const planActor = usePlanRequestActor();
  const managedActor = useManagedRequestActor();
  const customActor = useCustomRequestActor();
  useLatestReference(planActor, managedActor, customActor, onReference);
  const desk = useMemo<RequestDesk>(
    () => ({
      choosePlan: (plan, intent) =>
        planActor.send({ type: 'dialog.open', preset: { plan, recommendedFor: intent ?? null } }),
      openManaged: () => managedActor.send({ type: 'dialog.open' }),
      openCustom: (preset) => customActor.send({ type: 'dialog.open', preset }),
    }),
    [planActor, managedActor, customActor],
  );
  useEffect(() => onReady(desk), [desk, onReady]);
  const chooseFittingPlan = useCallback(
    (plan: HostingPlan) => {
      customActor.send({ type: 'dialog.close' });
      desk.choosePlan(plan);
    },
    [customActor, desk],
  );
  const mounted = useDialogsMounted(planActor, managedActor, customActor);
  return (
    <>
      {mounted.plan ? <PlanDialog actor={planActor} /> : null}
      {mounted.managed ? <ManagedDialog actor={managedActor} /> : null}
      {mounted.custom ? <CustomDialog actor={customActor} plans={plans} onChoosePlan={chooseFittingPlan} /> : null}
    </>
  );
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
  const requests = useRequestDesk();
  const [lastReference, setLastReference] = useState<string | null>(null);

  return (
    <>
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
          {/* Beside the tabs' root, not inside it: a tab change renders no panel's contents (src/ui/tab-panel.tsx). The
             panels keep the root's colour palette. */}
          <chakra.div colorPalette="brand" css={tabPanelsCss}>
            {/* The overview is alive from the start; the other panels are laid out ahead once their part is alive. */}
            <TabPanel ids={TAB_IDS} value="overview" selected={current === 'overview'} laidOutAhead>
              <OverviewPanel games={supportedGames} />
            </TabPanel>
            <TabPanel ids={TAB_IDS} value="plans" selected={current === 'plans'}>
              <WhenShownOrIdle active={current === 'plans'} anchorId={TAB_FRAGMENTS.plans}>
                <PlansPanel
                  plans={plans}
                  lastReference={lastReference}
                  onChoosePlan={requests.choosePlan}
                  onOpenManaged={requests.openManaged}
                  onOpenCustom={requests.openCustom}
                />
              </WhenShownOrIdle>
            </TabPanel>
            <TabPanel ids={TAB_IDS} value="support" selected={current === 'support'}>
              <WhenShownOrIdle
                active={current === 'support'}
                anchorId={TAB_FRAGMENTS.support}
                pending={<PanelPending label={copy.tabs.loading.support} />}
              >
                <SupportPanel />
              </WhenShownOrIdle>
            </TabPanel>
          </chakra.div>
        </TabSwitchContext.Provider>
      </Container>
      {/* After the page's first paint: the dialogs show nothing until one opens (docs/rendering.md). */}
      <AfterFirstPaint holdsPlace={false}>
        <CloudiumRequests plans={plans} onReady={requests.deskReady} onReference={setLastReference} />
      </AfterFirstPaint>
    </>
  );
}
