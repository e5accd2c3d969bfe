/**
 * The start-up levers stay in place (docs/performance.md, "Start-up in steps"): no prerendered style tag is moved or
 * added again while the app starts, and on the calibrated phone no task after the first paint comes near what it
 * was before the start-up was split (400 to 560 ms).
 */
import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { measureBenchmarkIndex, onMidTierPhone, probeStartup } from '../../scripts/startup-probe.cjs';
import { PHONE, openPage } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated } from './support/hydration';
import { testSlowdown } from './support/slow-phone';

jest.setTimeout(180_000);

const e2e = runSiteInBrowser();

interface HeadChange {
  readonly change: 'added' | 'removed';
  readonly style: string;
}

/** Records every style element added to or removed from <head> once the document is parsed. */
async function recordHeadStyleChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: { change: 'added' | 'removed'; style: string }[] = [];
    Object.defineProperty(window, '__headStyleChanges', { value: changes });
    const describe = (node: Node) =>
      node instanceof Element
        ? (node.getAttribute('data-prerendered-css') ?? node.getAttribute('data-emotion') ?? '')
        : '';
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes)
            if (node.nodeName === 'STYLE') changes.push({ change: 'removed', style: describe(node) });
          for (const node of record.addedNodes)
            if (node.nodeName === 'STYLE') changes.push({ change: 'added', style: describe(node) });
        }
      }).observe(document.head, { childList: true });
    });
  });
}

describe('prerendered styles during start-up', () => {
  it.each([routes.home, routes.cloudium, routes.application])(
    '%s: no prerendered style tag is moved or added again',
    async (route) => {
      const { page, context } = await openPage(e2e.browser, PHONE);
      await recordHeadStyleChanges(page);
      await openHydrated(page, `${e2e.url}${route}`);
      const changes = await page.evaluate(
        () => (window as unknown as { __headStyleChanges: HeadChange[] }).__headStyleChanges,
      );
      const prerendered = await page.locator('head style[data-prerendered-css]').count();
      expect(prerendered).toBeGreaterThan(1);
      expect(changes.filter(({ change }) => change === 'removed')).toEqual([]);
      // Chakra's <Global> adds its one-line cascade-layer order again (src/app/emotion-cache.ts); no element styles.
      expect(changes.filter(({ style }) => style.startsWith('css ') || style === '')).toEqual([]);
      await context.close();
    },
  );
});

/** Twice the goal of 100 ms: a budget that noise on a shared test machine does not reach, a regression does. */
const LONGEST_TASK_BUDGET_MS = 200;
const BLOCKING_BUDGET_MS = 400;

/**
 * One visit on the slowed CPU, its tasks as the mid-tier phone would have run them. The host's speed is measured right
 * before the visit: when the other test worker loads the CPU, or the host is slower than 4 x 500, the emulated phone
 * is slower than the mid-tier one and its tasks longer by the same factor (docs/performance.md, "The calibrated phone").
 */
async function visitOnMidTierPhone(url: string, slowdown: number) {
  const hostIndex = await measureBenchmarkIndex(e2e.browser, 1);
  const figures = await probeStartup(e2e.browser, url, { slowdown, settleMs: 1000 });
  return {
    interactive: figures.interactiveMs !== null,
    measured: figures.longestTaskMs,
    ...onMidTierPhone(figures.tasksAfterPaint, hostIndex / slowdown),
  };
}

const withinBudget = (figures: { longestTaskMs: number; blockingMs: number }) =>
  figures.longestTaskMs <= LONGEST_TASK_BUDGET_MS && figures.blockingMs <= BLOCKING_BUDGET_MS;

describe('the calibrated phone', () => {
  it.each([routes.home, routes.cloudium, routes.community, routes.application])(
    '%s: no task after the first paint longer than 200 ms on the mid-tier phone (best of up to 3 visits)',
    async (route) => {
      const slowdown = await testSlowdown(e2e.browser);
      // The best visit: a parallel test worker only ever adds time, a regression shows in every visit. A visit within
      // both budgets already decides that the best of 3 is within them, so the visits stop there.
      const visits: Awaited<ReturnType<typeof visitOnMidTierPhone>>[] = [];
      for (let visit = 0; visit < 3 && !visits.some(withinBudget); visit++) {
        visits.push(await visitOnMidTierPhone(`${e2e.url}${route}`, slowdown));
      }
      const longest = Math.min(...visits.map((figures) => figures.longestTaskMs));
      const blocking = Math.min(...visits.map((figures) => figures.blockingMs));
      const measured = Math.min(...visits.map((figures) => figures.measured));
      console.log(
        `${route} at ${slowdown}x: longest task ${Math.round(measured)} ms measured, on the mid-tier phone ` +
          `${Math.round(longest)} ms, blocking ${Math.round(blocking)} ms`,
      );
      expect(visits.every((figures) => figures.interactive)).toBe(true);
      expect(longest).toBeLessThanOrEqual(LONGEST_TASK_BUDGET_MS);
      expect(blocking).toBeLessThanOrEqual(BLOCKING_BUDGET_MS);
    },
  );
});
