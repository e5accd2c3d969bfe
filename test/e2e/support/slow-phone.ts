import type { Browser, Page } from 'playwright-core';
// The same calibration as `npm run bench:web` (docs/performance.md#the-calibrated-phone).
import { measureBenchmarkIndex, slowdownFor } from '../../../scripts/bench/startup-probe.cjs';

/** Browser tests act on a phone at least this much slower than the test machine's CPU. */
export const MIN_TEST_SLOWDOWN = 4;

let calibrated: number | undefined;

/**
 * The CPU slowdown for browser tests: the calibrated phone (the host's Lighthouse benchmarkIndex / 500), never less
 * than 4x. Measured once per test file.
 */
export async function testSlowdown(browser: Browser): Promise<number> {
  calibrated ??= slowdownFor(await measureBenchmarkIndex(browser, 1));
  return Math.max(MIN_TEST_SLOWDOWN, calibrated);
}

/** Slows the page's CPU by `rate` (Chromium's DevTools throttling), from the next navigation on. */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Whether the app has marked itself interactive (src/app/hydration.ts). */
export function isInteractive(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
}
