import type { Page, Response } from 'playwright-core';

/** React's minified hydration errors (text mismatch, server-rendered fallback, …) and any hydration warning. */
export const HYDRATION_WARNING = /Minified React error #(418|419|421|423|425)\b|hydrat/i;

/** Waits until the app has hydrated the prerendered page (src/app/hydration.ts markHydrated). */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout });
}

/** One layout shift as the browser reported it, with the elements that moved. */
export interface RecordedShift {
  readonly value: number;
  readonly startTime: number;
  readonly sources: string[];
}

interface ShiftRecorder {
  __layoutShifts: RecordedShift[];
  __layoutShiftObserver: PerformanceObserver;
}

/**
 * Records every layout shift of the page from its very start (a buffered observer registered before any script
 * of the page), leaving out shifts right after input, as CLS does. Call before page.goto.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface ShiftEntry extends PerformanceEntry {
      readonly value: number;
      readonly hadRecentInput: boolean;
      readonly sources?: readonly { readonly node?: Node | null }[];
    }
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      return `${node.tagName.toLowerCase()}${id}${classes} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const recorder = window as unknown as ShiftRecorder;
    recorder.__layoutShifts = [];
    recorder.__layoutShiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        recorder.__layoutShifts.push({
          value: entry.value,
          startTime: entry.startTime,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    });
    recorder.__layoutShiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far, including those the observer has not delivered yet. */
export async function layoutShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => {
    const recorder = window as unknown as ShiftRecorder;
    const pending = recorder.__layoutShiftObserver.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    for (const entry of pending) {
      if (!entry.hadRecentInput)
        recorder.__layoutShifts.push({ value: entry.value, startTime: entry.startTime, sources: [] });
    }
    return recorder.__layoutShifts;
  });
}

/** Sum of the recorded shifts (the page's CLS while it is this short-lived). */
export const cumulativeShift = (shifts: readonly RecordedShift[]) =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/**
 * Holds back every request matching `pattern` until the returned function is called: a slow connection, made
 * deterministic. Holding the scripts until the first paint makes the prerendered markup paint before hydration,
 * so any difference between the two shows as a layout shift.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const HELD = { scripts: /\.js(\?|$)/, fonts: /\.woff2(\?|$)/ } as const;

/**
 * Opens `url` in two stages, layout shifts recorded from the start: the page's scripts or its web fonts (`heldLonger`)
 * wait until the returned function is called, the other of the two until the page has painted (and `whilePainted`
 * has looked at that paint). The scripts held for the paint show what hydration changes on screen; the web font held
 * (or let through at the paint) shows what its swap does.
 */
export async function openInStages(
  page: Page,
  url: string,
  { heldLonger, whilePainted }: { heldLonger: keyof typeof HELD; whilePainted?: () => Promise<void> },
): Promise<{ response: Response | null; release: () => void }> {
  await recordLayoutShifts(page);
  const release = await holdRequests(page, HELD[heldLonger]);
  const releaseFirst = await holdRequests(page, HELD[heldLonger === 'fonts' ? 'scripts' : 'fonts']);
  const response = await page.goto(url, { waitUntil: 'commit' });
  try {
    await page.waitForFunction(
      () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
      undefined,
      { timeout: 20_000 },
    );
    await whilePainted?.();
  } finally {
    releaseFirst();
  }
  return { response, release };
}

/**
 * Waits until the app has started its work after the first paint: the storage rule wrote its three keys
 * (docs/product.md#storage-rule; what they hold: test/features/community/community-storage.test.ts).
 */
export async function waitForSettledApp(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () => ['communityEvents', 'communityTeam', 'communityRules'].every((key) => localStorage.getItem(key) !== null),
    undefined,
    { timeout },
  );
}

/** Waits until the service worker controls the page (activated, not only activating: that also keeps open pages). */
export async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 20_000,
  });
}

/**
 * Opens a page as a visitor meets it ready to use: loaded, hydrated, and its web fonts in place. (Tests of what a
 * visitor does before that use the page as soon as it shows: test/e2e/early-input.e2e.ts.) The network is not
 * waited for to fall quiet: that alone took half a second of every visit.
 */
export async function openHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  await fontsInPlace(page);
  return response;
}

/** Resolves once the page's web fonts have loaded and the text has been laid out with them (two frames later). */
export async function fontsInPlace(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
