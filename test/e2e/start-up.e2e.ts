/**
 * A visitor on the calibrated phone, one visit per route (docs/performance.md#goals-and-budgets):
 * - the start-up levers stay in place: no prerendered style tag is moved or added again while the app starts, and no
 *   task after the first paint comes near what it was before the start-up was split (400 to 560 ms);
 * - every tap answers at once: each tap of scripts/bench/tap-scenarios.cjs on the route, a moment after the page became
 *   interactive, is measured as Core Web Vitals counts INP (the Event Timing duration of the interaction's slowest
 *   event) and until the frame that shows its result; on the start page also a page change's first tap, as soon as
 *   its control shows (the Cloudium plans tab).
 * The host's speed is measured right before each visit and every time scaled to the mid-tier phone, so a machine
 * that other work slows does not fail the test; a regression shows anyway.
 */
import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import {
  measureBenchmarkIndex,
  onMidTierPhone,
  PHONE_BENCHMARK_INDEX,
  probeStartup,
} from '../../scripts/bench/startup-probe.cjs';
import {
  actOf,
  firstPaintAt,
  measureInteraction,
  recordInteractions,
  scrollToControl,
  watchFor,
} from '../../scripts/bench/interaction-probe.cjs';
import {
  AFTER_PAGE_CHANGE,
  NAVIGATIONS,
  PHONE_CONTEXT,
  TAPS,
  type NavigationScenario,
  type Scenario,
} from '../../scripts/bench/tap-scenarios.cjs';
import { runSiteInBrowser } from './support/harness';
import { layoutWorkDuring } from './support/layout-work';
import { watchChunks } from './support/page-visit';
import { slowCpu, testSlowdown } from './support/slow-phone';

jest.setTimeout(240_000);

const e2e = runSiteInBrowser();

/** Twice the goal of 100 ms: a budget that noise on a shared test machine does not reach, a regression does. */
const LONGEST_TASK_BUDGET_MS = 200;
const BLOCKING_BUDGET_MS = 400;
/**
 * Each tap, with a finger, within the goals: INP and its result shown within 200 ms on the mid-tier phone, in its best
 * visit (a busy test machine only ever adds time). With touch, the slowest taps measured 78–107 ms here; the build
 * before the site's own dialog, menu list and field kit measured up to 159/178 ms (the menu) in its best visit.
 */
const INP_BUDGET_MS = 200;
const SHOWN_BUDGET_MS = 200;
/**
 * A page change shows it was taken (the menu closes, the progress bar shows) within this: the goal. At a fixed 4x the
 * menu link was taken after 80–100 ms while Ark's Collapsible closed the list in the tap's task; the menu's own list is
 * hidden in the tap's render, taken after about 40 ms (test/unit/ui/top-bar.test.tsx keeps that lever; this keeps the
 * goal).
 */
const TAKEN_BUDGET_MS = 100;
/**
 * A page change paints no later than a fresh load of the page paints (the goal). It was 1.5 while the menu's page
 * change measured 0.64–1.04; with the partnership form after the first paint it measures about 0.4, so the goal
 * itself is the budget (best of the visits, which already allows for a busy machine).
 */
const NAVIGATION_RATIO_BUDGET = 1.0;
/**
 * The modules of the links in view load ahead, at idle moments, in tasks short enough that a tap is not kept
 * waiting: twice the 50 ms of a long task. Before framer-motion left the join page and the toaster waited for its
 * first toast, loading them took tasks of 110–170 ms on the mid-tier phone.
 */
const PRELOAD_TASK_BUDGET_MS = 100;
/**
 * The hidden tab panels are laid out ahead at idle moments (src/ui/rendering/laid-out-ahead.ts), so a tab lays out only
 * the tab list and the panel's own box: 9–16 layout objects, against 647 before for the Cloudium plans panel and 165
 * for the community's Team panel.
 */
const TAB_LAYOUT_OBJECTS_BUDGET = 100;

interface HeadChange {
  readonly change: 'added' | 'removed';
  readonly style: string;
  /** performance.now() of the change. */
  readonly at: number;
}

/** Records every style element added to or removed from <head> once the document is parsed. */
async function recordHeadStyleChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: { change: 'added' | 'removed'; style: string; at: number }[] = [];
    Object.defineProperty(window, '__headStyleChanges', { value: changes });
    const describe = (node: Node) =>
      node instanceof Element
        ? (node.getAttribute('data-prerendered-css') ?? node.getAttribute('data-emotion') ?? '')
        : '';
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        const at = performance.now();
        for (const record of records) {
          for (const node of record.removedNodes)
            if (node.nodeName === 'STYLE') changes.push({ change: 'removed', style: describe(node), at });
          for (const node of record.addedNodes)
            if (node.nodeName === 'STYLE') changes.push({ change: 'added', style: describe(node), at });
        }
      }).observe(document.head, { childList: true });
    });
  });
}

/** The settled page of a visit, its times scaled to the mid-tier phone. */
interface Visit {
  readonly page: Page;
  /** A time measured on this host, as the mid-tier phone would have taken it. */
  readonly onPhone: (ms: number) => number;
}

interface TapResult {
  readonly key: string;
  readonly inpMs: number;
  readonly shownMs: number | null;
}

interface PageChange {
  readonly takenMs: number;
  readonly paintedMs: number;
  readonly freshPaintMs: number;
  readonly preloadedOnce: boolean;
}

/** A tab's tap: whether its panel was laid out ahead before it, and what the tap laid out anew. */
interface TabLayout {
  readonly tab: string;
  readonly laidOutAhead: boolean;
  readonly dirtyObjects: number;
}

interface TapsOfVisit {
  readonly taps: readonly TapResult[];
  readonly tabLayout?: TabLayout;
  readonly pageChange?: PageChange;
  /** The longest task from the moment the page was interactive until the modules of the links in view loaded. */
  readonly preloadLongestTaskMs?: number;
}

const scenario = (key: string): Scenario => {
  const found = [...TAPS, ...NAVIGATIONS, ...AFTER_PAGE_CHANGE].find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Kein Szenario ${key}`);
  return found;
};

/** One tap of a scenario in the visit: its INP and the time until its result showed, on the mid-tier phone. */
async function tapOnPhone(visit: Visit, key: string, { prepared = false } = {}): Promise<TapResult> {
  const tap = scenario(key);
  if (!prepared) await tap.prepare?.(visit.page);
  await scrollToControl(visit.page, tap);
  const figures = await measureInteraction(visit.page, { act: actOf(tap), shown: tap.shown });
  return {
    key,
    inpMs: Math.round(visit.onPhone(figures.inpMs)),
    shownMs: figures.shownMs === null ? null : Math.round(visit.onPhone(figures.shownMs)),
  };
}

/** A fresh load of /partnerschaft on the slowed phone: when it first painted, and its heading. */
async function freshPartnershipLoad(slowdown: number) {
  const context = await e2e.browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await slowCpu(page, slowdown);
  await page.goto(`${e2e.url}${routes.partnership}`, { waitUntil: 'commit' });
  const { paintedAt } = await firstPaintAt(page);
  const heading = ((await page.locator('main h1').first().textContent()) ?? '').trim();
  await context.close();
  return { freshPaintMs: paintedAt, heading };
}

/**
 * The longest task on the mid-tier phone from the moment the start page was interactive until the modules of the
 * links in view (the largest: /cloudium's) have loaded ahead (src/app/route-preload.ts).
 */
async function longestTaskWhileLoadingAhead(visit: Visit): Promise<number> {
  await visit.page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/page-cloudium\./.test(entry.name)),
  );
  // Its steps (src/app/router.tsx) are evaluated one per task after it arrived.
  await visit.page.waitForTimeout(1000);
  const durations = await visit.page.evaluate(() => {
    const probe = (
      window as unknown as {
        __startupProbe: { tasks: { start: number; duration: number }[]; interactiveAt: number };
      }
    ).__startupProbe;
    return probe.tasks
      .filter((task) => task.start + task.duration > probe.interactiveAt)
      .map((task) => task.start + task.duration - Math.max(task.start, probe.interactiveAt));
  });
  return Math.round(visit.onPhone(Math.max(0, ...durations)));
}

/**
 * The menu, then its link to /partnerschaft: when the menu showed it was taken, and when the new page's heading
 * painted, beside a fresh load of that page a moment before on the same host (both as measured).
 */
async function menuToPartnership(visit: Visit, slowdown: number): Promise<TapsOfVisit> {
  const chunks = watchChunks(visit.page, 'page-');
  const preloadLongestTaskMs = await longestTaskWhileLoadingAhead(visit);
  const menu = await tapOnPhone(visit, 'menu-opens');
  // The menu's links are in view: their pages' modules load while the browser is idle, before any tap.
  await visit.page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/page-partnership\./.test(entry.name)),
  );
  // The visitor looks at the list for a moment before choosing.
  await visit.page.waitForTimeout(1000);
  const { freshPaintMs, heading } = await freshPartnershipLoad(slowdown);
  const navigation = scenario('menu-to-partnership') as NavigationScenario;
  const taken = await watchFor(visit.page, navigation.taken ?? '() => true');
  const shown = `() => location.pathname === '${routes.partnership}' && [...document.querySelectorAll('main h1')].some((h) => h.textContent.trim() === ${JSON.stringify(heading)} && window.__isShown(h))`;
  const figures = await measureInteraction(visit.page, { act: actOf(navigation), shown });
  const takenMs = Math.round(visit.onPhone((await taken.shownAt()) - figures.inputAt));
  const paintedMs = Math.round(figures.shownMs ?? Infinity);
  const preloadedOnce = chunks.filter((chunk) => chunk === 'partnership').length === 1;
  return {
    taps: [menu],
    pageChange: { takenMs, paintedMs, freshPaintMs: Math.round(freshPaintMs), preloadedOnce },
    preloadLongestTaskMs,
  };
}

/**
 * A tab's tap, once its hidden panel is laid out ahead (or the wait for that timed out), traced: what the browser laid
 * out anew for it.
 */
async function tapTabLaidOutAhead(visit: Visit, key: string, panelId: string) {
  const laidOutAhead = await visit.page
    .waitForFunction((id) => {
      const panel = document.getElementById(id);
      return panel?.getAttribute('data-laid-out-ahead') === 'kept' && !panel.querySelector('[data-laid-out-later]');
    }, panelId)
    .then(
      () => true,
      () => false,
    );
  const { result, dirtyObjects } = await layoutWorkDuring(e2e.browser, visit.page, () => tapOnPhone(visit, key));
  return { result, tabLayout: { tab: key, laidOutAhead, dirtyObjects } };
}

/**
 * Back to the start page, then its link to /cloudium and the plans tab as soon as it shows, before the new page's idle
 * moments: the plans are not rendered yet, and the tap answers with their spinner in its own frame
 * (docs/rendering.md).
 */
async function plansRightAfterPageChange(visit: Visit): Promise<TapResult> {
  await visit.page.goBack();
  await visit.page.locator('main a[href="/cloudium"]').first().waitFor({ state: 'visible' });
  // The visitor looks at the start page for a moment before choosing.
  await visit.page.waitForTimeout(1000);
  return tapOnPhone(visit, 'plans-after-page-change');
}

/** The taps of each route, in the order a visitor makes them. */
const TAPS_OF_ROUTE: Record<string, (visit: Visit, slowdown: number) => Promise<TapsOfVisit>> = {
  [routes.home]: async (visit, slowdown) => {
    const figures = await menuToPartnership(visit, slowdown);
    return { ...figures, taps: [...figures.taps, await plansRightAfterPageChange(visit)] };
  },
  [routes.cloudium]: async (visit) => {
    const { result: plans, tabLayout } = await tapTabLaidOutAhead(visit, 'cloudium-plans', 'pakete');
    const opens = await tapOnPhone(visit, 'plan-dialog-opens');
    // The dialog the last tap opened is the one Escape closes.
    await visit.page.waitForTimeout(600);
    const closes = await tapOnPhone(visit, 'plan-dialog-closes', { prepared: true });
    return {
      taps: [plans, opens, closes, await tapOnPhone(visit, 'cloudium-support')],
      tabLayout,
    };
  },
  [routes.community]: async (visit) => {
    const { result: team, tabLayout } = await tapTabLaidOutAhead(visit, 'community-team', 'community-team');
    return { taps: [team], tabLayout };
  },
  [routes.application]: async (visit) => ({
    taps: [await tapOnPhone(visit, 'key-in-application'), await tapOnPhone(visit, 'application-empty')],
  }),
};

/** One visit on the slowed CPU: its start-up as the mid-tier phone would have run it, then its taps. */
async function visitOnMidTierPhone(route: string, slowdown: number) {
  const hostIndex = await measureBenchmarkIndex(e2e.browser, 1);
  const factor = hostIndex / slowdown / PHONE_BENCHMARK_INDEX;
  const pageErrors: string[] = [];
  const figures = await probeStartup(e2e.browser, `${e2e.url}${route}`, {
    slowdown,
    settleMs: 1000,
    before: async (page) => {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') pageErrors.push(message.text());
      });
      await recordHeadStyleChanges(page);
      await recordInteractions(page);
    },
    afterwards: async (page) => {
      const headChanges = await page.evaluate(
        () => (window as unknown as { __headStyleChanges: HeadChange[] }).__headStyleChanges,
      );
      const prerenderedStyles = await page.locator('head style[data-prerendered-css]').count();
      // A visitor who has used the page for a moment (the old separate visit settled 1.5 s after hydration).
      await page.waitForTimeout(500);
      const taps = await TAPS_OF_ROUTE[route]?.({ page, onPhone: (ms) => ms * factor }, slowdown);
      return { headChanges, prerenderedStyles, ...taps };
    },
  });
  const interactiveMs = figures.interactiveMs ?? Infinity;
  return {
    interactive: figures.interactiveMs !== null,
    measured: figures.longestTaskMs,
    ...onMidTierPhone(figures.tasksAfterPaint, hostIndex / slowdown),
    // What happened to the head's styles until the app was interactive (idle work afterwards adds its own).
    headChanges: (figures.after?.headChanges ?? []).filter(({ at }) => at <= interactiveMs),
    prerenderedStyles: figures.after?.prerenderedStyles ?? 0,
    taps: figures.after?.taps ?? [],
    pageChange: figures.after?.pageChange,
    tabLayout: figures.after?.tabLayout,
    preloadLongestTaskMs: figures.after?.preloadLongestTaskMs,
    pageErrors,
  };
}

type VisitFigures = Awaited<ReturnType<typeof visitOnMidTierPhone>>;

const startupWithinBudget = (visit: VisitFigures) =>
  visit.longestTaskMs <= LONGEST_TASK_BUDGET_MS && visit.blockingMs <= BLOCKING_BUDGET_MS;
/**
 * A tap that shows something must show it (a key shows nothing to time); a page change's first tap as soon as its
 * control shows (the plans tab) answers in its own frame with the plans' intro: rendering the plans in the tap itself
 * took 285–650 ms.
 */
const tapWithinBudget = ({ key, inpMs, shownMs }: TapResult) =>
  inpMs <= INP_BUDGET_MS && (shownMs === null ? !scenario(key).shown : shownMs <= SHOWN_BUDGET_MS);
const pageChangeWithinBudget = (change: PageChange | undefined) =>
  !change || (change.takenMs <= TAKEN_BUDGET_MS && change.paintedMs <= change.freshPaintMs * NAVIGATION_RATIO_BUDGET);
const preloadWithinBudget = (visit: VisitFigures) =>
  visit.preloadLongestTaskMs === undefined || visit.preloadLongestTaskMs <= PRELOAD_TASK_BUDGET_MS;
const withinBudget = (visit: VisitFigures) =>
  startupWithinBudget(visit) &&
  visit.taps.every(tapWithinBudget) &&
  pageChangeWithinBudget(visit.pageChange) &&
  preloadWithinBudget(visit);

describe.each([routes.home, routes.cloudium, routes.community, routes.application])(
  '%s on the mid-tier phone',
  (route) => {
    // The best visit: a parallel test worker only ever adds time, a regression shows in every visit. A visit within
    // every budget already decides that the best of 3 is within them, so the visits stop there.
    const visits: VisitFigures[] = [];
    beforeAll(async () => {
      const slowdown = await testSlowdown(e2e.browser);
      for (let visit = 0; visit < 3 && !visits.some(withinBudget); visit++) {
        visits.push(await visitOnMidTierPhone(route, slowdown));
      }
      const best = (pick: (visit: VisitFigures) => number) => Math.round(Math.min(...visits.map(pick)));
      console.log(
        `${route} at ${slowdown}x, ${visits.length} visit(s): longest task ${best((visit) => visit.measured)} ms measured, ` +
          `on the mid-tier phone ${best((visit) => visit.longestTaskMs)} ms, blocking ${best((visit) => visit.blockingMs)} ms; ` +
          visits
            .map((visit) =>
              [
                ...visit.taps.map((tap) => `${tap.key} INP ${tap.inpMs} ms, shown ${tap.shownMs ?? '–'} ms`),
                ...(visit.preloadLongestTaskMs === undefined
                  ? []
                  : [`longest task while loading ahead ${visit.preloadLongestTaskMs} ms`]),
                ...(visit.tabLayout
                  ? [
                      `${visit.tabLayout.tab} laid out ${visit.tabLayout.dirtyObjects} objects anew (its panel laid out ahead: ${visit.tabLayout.laidOutAhead})`,
                    ]
                  : []),
                ...(visit.pageChange
                  ? [
                      `menu link taken ${visit.pageChange.takenMs} ms, page after ${visit.pageChange.paintedMs} ms, a fresh load painted after ${visit.pageChange.freshPaintMs} ms (as measured)`,
                    ]
                  : []),
              ].join('; '),
            )
            .join(' | '),
      );
    });

    it('starts without moving or adding a prerendered style tag again, and without an error', () => {
      for (const visit of visits) {
        expect(visit.interactive).toBe(true);
        expect(visit.prerenderedStyles).toBeGreaterThan(1);
        expect(visit.headChanges.filter(({ change }) => change === 'removed')).toEqual([]);
        // Chakra's <Global> adds its one-line cascade-layer order again (src/app/emotion-cache.ts); no element styles.
        expect(visit.headChanges.filter(({ style }) => style.startsWith('css ') || style === '')).toEqual([]);
        expect(visit.pageErrors).toEqual([]);
      }
    });

    it('runs no task after the first paint longer than 200 ms (best of up to 3 visits)', () => {
      expect(Math.min(...visits.map((visit) => visit.longestTaskMs))).toBeLessThanOrEqual(LONGEST_TASK_BUDGET_MS);
      expect(Math.min(...visits.map((visit) => visit.blockingMs))).toBeLessThanOrEqual(BLOCKING_BUDGET_MS);
    });

    it('answers every tap within budget (each tap in its best visit)', () => {
      const keys = visits[0]?.taps.map((tap) => tap.key) ?? [];
      expect(keys.length).toBeGreaterThan(0);
      const overBudget = keys.filter((key) => {
        const ofKey = visits.flatMap((visit) => visit.taps.filter((tap) => tap.key === key));
        return !ofKey.some(tapWithinBudget);
      });
      expect(overBudget).toEqual([]);
    });

    if (route === routes.cloudium || route === routes.community) {
      it('lays out the hidden tab panels ahead, so that a tab lays out only the tab list and the panel anew', () => {
        const tabs = visits.flatMap((visit) => (visit.tabLayout ? [visit.tabLayout] : []));
        expect(tabs).toHaveLength(visits.length);
        expect(tabs.every((tab) => tab.laidOutAhead)).toBe(true);
        expect(Math.max(...tabs.map((tab) => tab.dirtyObjects))).toBeLessThanOrEqual(TAB_LAYOUT_OBJECTS_BUDGET);
      });
    }

    if (route === routes.home) {
      it(`loads the modules of the links in view ahead without a task over ${PRELOAD_TASK_BUDGET_MS} ms on the mid-tier phone`, () => {
        const longest = visits.flatMap((visit) =>
          visit.preloadLongestTaskMs === undefined ? [] : [visit.preloadLongestTaskMs],
        );
        expect(longest).toHaveLength(visits.length);
        expect(Math.min(...longest)).toBeLessThanOrEqual(PRELOAD_TASK_BUDGET_MS);
      });

      it('closes the menu at once on its link to /partnerschaft, loaded ahead, and shows the page no later than a fresh load paints', () => {
        const changes = visits.flatMap((visit) => (visit.pageChange ? [visit.pageChange] : []));
        expect(changes).toHaveLength(visits.length);
        expect(changes.every((change) => change.preloadedOnce)).toBe(true);
        expect(Math.min(...changes.map((change) => change.takenMs))).toBeLessThanOrEqual(TAKEN_BUDGET_MS);
        expect(Math.min(...changes.map((change) => change.paintedMs / change.freshPaintMs))).toBeLessThanOrEqual(
          NAVIGATION_RATIO_BUDGET,
        );
      });
    }
  },
);
