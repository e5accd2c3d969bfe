/**
 * Every tap answers at once on a phone (docs/performance.md, "Taps"). Each route is visited once on the slowed CPU, as
 * a visitor who has used the page for a moment; each tap of scripts/tap-scenarios.cjs on it is measured as Core Web
 * Vitals counts INP (the Event Timing duration of the interaction's slowest event) and until the frame that shows its
 * result. The host's speed is measured right before each visit and every time scaled to the mid-tier phone, as the
 * start-up test does, so a machine that other work slows does not fail the test; a regression shows anyway.
 */
import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { measureBenchmarkIndex, PHONE_BENCHMARK_INDEX } from '../../scripts/startup-probe.cjs';
import {
  actOf,
  firstPaintAt,
  measureInteraction,
  recordInteractions,
  scrollToControl,
  watchFor,
} from '../../scripts/interaction-probe.cjs';
import { NAVIGATIONS, TAPS, type Scenario } from '../../scripts/tap-scenarios.cjs';
import { PHONE, openPage } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated } from './support/hydration';
import { slowCpu, testSlowdown } from './support/slow-phone';

const e2e = runSiteInBrowser();
let slowdown: number;
beforeAll(async () => {
  slowdown = await testSlowdown(e2e.browser);
});

/**
 * The goals are 200 ms for INP and for a result to show; the budgets leave room for a shared test machine's noise,
 * which the goal does not, and are still far below what each tap took before (docs/performance.md, "Taps").
 */
const INP_BUDGET_MS = 300;
const SHOWN_BUDGET_MS = 400;
/** A page change shows it was taken (the menu closes, the progress bar shows) within this. */
const TAKEN_BUDGET_MS = 200;

interface Visit {
  readonly page: Page;
  readonly pageErrors: string[];
  /** A time measured on this host, as the mid-tier phone would have taken it. */
  readonly onPhone: (ms: number) => number;
  close(): Promise<void>;
}

/** A route on the slowed phone, interactive and past its idle work, as a visitor meets it a moment later. */
async function settledVisit(route: string): Promise<Visit> {
  const hostIndex = await measureBenchmarkIndex(e2e.browser, 1);
  const { page, context, pageErrors } = await openPage(e2e.browser, PHONE, { reducedMotion: 'no-preference' });
  await slowCpu(page, slowdown);
  await recordInteractions(page);
  await openHydrated(page, `${e2e.url}${route}`);
  await page.waitForTimeout(1500);
  const factor = hostIndex / slowdown / PHONE_BENCHMARK_INDEX;
  return { page, pageErrors, onPhone: (ms) => ms * factor, close: () => context.close() };
}

const scenario = (key: string): Scenario => {
  const found = [...TAPS, ...NAVIGATIONS].find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Kein Szenario ${key}`);
  return found;
};

/** One tap of a scenario in the visit: its INP and the time until its result showed, on the mid-tier phone. */
async function tapOnPhone(visit: Visit, key: string) {
  const tap = scenario(key);
  await tap.prepare?.(visit.page);
  await scrollToControl(visit.page, tap);
  const figures = await measureInteraction(visit.page, { act: actOf(tap), shown: tap.shown });
  return {
    key,
    inpMs: Math.round(visit.onPhone(figures.inpMs)),
    shownMs: figures.shownMs === null ? null : Math.round(visit.onPhone(figures.shownMs)),
  };
}

function expectWithinBudget(result: { key: string; inpMs: number; shownMs: number | null }) {
  console.log(`${result.key}: INP ${result.inpMs} ms, shown ${result.shownMs ?? '–'} ms (mid-tier phone)`);
  expect({ key: result.key, inpWithinBudget: result.inpMs <= INP_BUDGET_MS }).toEqual({
    key: result.key,
    inpWithinBudget: true,
  });
  if (result.shownMs !== null) {
    expect({ key: result.key, shownWithinBudget: result.shownMs <= SHOWN_BUDGET_MS }).toEqual({
      key: result.key,
      shownWithinBudget: true,
    });
  }
}

/** Which page-* chunks the page has requested so far. */
function watchPageChunks(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(page-[a-z-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) fetched.push(match[1]);
  });
  return fetched;
}

describe('taps on the mid-tier phone', () => {
  it('/cloudium: the plans tab, "Paket wählen", Escape and the support tab answer within budget', async () => {
    const visit = await settledVisit(routes.cloudium);
    for (const key of ['cloudium-plans', 'plan-dialog-opens', 'plan-dialog-closes', 'cloudium-support']) {
      expectWithinBudget(await tapOnPhone(visit, key));
    }
    expect(visit.pageErrors).toEqual([]);
    await visit.close();
  });

  it('/community: the Team tab shows its members within budget (its chunk loaded while the browser was idle)', async () => {
    const visit = await settledVisit(routes.community);
    expectWithinBudget(await tapOnPhone(visit, 'community-team'));
    expect(visit.pageErrors).toEqual([]);
    await visit.close();
  });

  it('/bewerbung: a key in a field and the empty form sent answer within budget', async () => {
    const visit = await settledVisit(routes.application);
    expectWithinBudget(await tapOnPhone(visit, 'key-in-application'));
    expectWithinBudget(await tapOnPhone(visit, 'application-empty'));
    expect(visit.pageErrors).toEqual([]);
    await visit.close();
  });

  it('/: the menu opens within budget; its link to /partnerschaft closes it at once, the module was loaded ahead, and the page shows no later than a fresh load paints', async () => {
    const fresh = await openPage(e2e.browser, PHONE);
    await slowCpu(fresh.page, slowdown);
    const freshIndex = await measureBenchmarkIndex(e2e.browser, 1);
    await fresh.page.goto(`${e2e.url}${routes.partnership}`, { waitUntil: 'commit' });
    const { paintedAt } = await firstPaintAt(fresh.page);
    const heading = ((await fresh.page.locator('main h1').first().textContent()) ?? '').trim();
    const freshPaintOnPhone = (paintedAt * freshIndex) / slowdown / PHONE_BENCHMARK_INDEX;
    await fresh.context.close();

    const visit = await settledVisit(routes.home);
    const chunks = watchPageChunks(visit.page);
    expectWithinBudget(await tapOnPhone(visit, 'menu-opens'));
    // The menu's links are in view: their pages' modules load while the browser is idle, before any tap.
    await visit.page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/page-partnership\./.test(entry.name)),
    );
    const navigation = scenario('menu-to-partnership') as (typeof NAVIGATIONS)[number];
    const taken = await watchFor(visit.page, navigation.taken ?? '() => true');
    const shown = `() => location.pathname === '${routes.partnership}' && [...document.querySelectorAll('main h1')].some((h) => h.textContent.trim() === ${JSON.stringify(heading)} && window.__isShown(h))`;
    const figures = await measureInteraction(visit.page, { act: actOf(navigation), shown });
    const takenMs = visit.onPhone((await taken.shownAt()) - figures.inputAt);
    const paintedMs = visit.onPhone(figures.shownMs ?? Infinity);
    console.log(
      `menu link: taken ${Math.round(takenMs)} ms, page ${Math.round(paintedMs)} ms, fresh load ${Math.round(freshPaintOnPhone)} ms`,
    );
    expect(chunks.filter((chunk) => chunk === 'page-partnership')).toHaveLength(1);
    expect(takenMs).toBeLessThanOrEqual(TAKEN_BUDGET_MS);
    expect(paintedMs).toBeLessThanOrEqual(freshPaintOnPhone * 1.25);
    expect(visit.pageErrors).toEqual([]);
    await visit.close();
  });
});
