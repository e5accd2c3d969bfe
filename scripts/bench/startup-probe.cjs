// Measures what a visitor on a calibrated phone feels between the first paint and an interactive page, in a real
// Chromium (docs/performance.md#the-calibrated-phone). Shared by `npm run bench:web` and the browser tests
// (CommonJS, so both Node's ESM scripts and Jest load it; types in startup-probe.d.cts).
//
// The CPU slowdown is calibrated as Lighthouse's throttling guide advises: the host's benchmarkIndex (Lighthouse's
// own computeBenchmarkIndex, run in this Chromium) divided by 500, a mid-tier phone in Lighthouse's table.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/** A mid-tier phone in Lighthouse's benchmarkIndex table; the slowdown makes the host as fast as that. */
const PHONE_BENCHMARK_INDEX = 500;
/** Never slower than 1x: a host slower than the phone is measured as it is. */
const MIN_SLOWDOWN = 1;
/** A task of more than this blocks input (Lighthouse's and the Long Tasks API's threshold). */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The source of Lighthouse's computeBenchmarkIndex, read from the installed Lighthouse (an ES module, which Jest
 * cannot load): the function declaration, up to its matching brace.
 */
function benchmarkSource() {
  const file = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'core/lib/page-functions.js');
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf('function computeBenchmarkIndex()');
  if (start < 0) throw new Error(`computeBenchmarkIndex fehlt in ${file}`);
  let depth = 0;
  for (let index = text.indexOf('{', start); index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return text.slice(start, index + 1);
  }
  throw new Error(`computeBenchmarkIndex in ${file} ist unvollständig`);
}

/** Median of Lighthouse's benchmark run `runs` times in a blank page of this browser. */
async function measureBenchmarkIndex(browser, runs = 3) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const source = `(${benchmarkSource()})()`;
    const indexes = [];
    for (let run = 0; run < runs; run++) indexes.push(await page.evaluate(source));
    return median(indexes);
  } finally {
    await context.close();
  }
}

function slowdownFor(benchmarkIndex) {
  return Math.max(MIN_SLOWDOWN, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10);
}

function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Installed before any script of the page: records long tasks (buffered from the start) and the moment the app
 * marks itself interactive (`data-hydrated` on <html>, src/app/hydration.ts).
 */
function recorder() {
  const probe = { tasks: [], interactiveAt: null };
  Object.defineProperty(window, '__startupProbe', { value: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The init script runs before <html> exists: watch the document for the attribute wherever it appears.
  new MutationObserver((_records, observer) => {
    if (document.documentElement?.hasAttribute('data-hydrated')) {
      probe.interactiveAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

/** The part of each long task after `from` that exceeds the threshold, as Lighthouse sums it for TBT. */
function blockingAfter(tasks, from) {
  let blocking = 0;
  let longest = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= from) continue;
    const duration = end - Math.max(task.start, from);
    longest = Math.max(longest, duration);
    blocking += Math.max(0, duration - BLOCKING_THRESHOLD_MS);
  }
  return { longestTaskMs: longest, blockingMs: blocking };
}

/** The long tasks after `from`, each cut at `from`. */
function tasksAfter(tasks, from) {
  return tasks
    .filter((task) => task.start + task.duration > from)
    .map((task) => {
      const start = Math.max(task.start, from);
      return { start, duration: task.start + task.duration - start };
    });
}

/**
 * The figures as the mid-tier phone (benchmarkIndex 500) would have felt them, from a visit on a phone that was
 * `phoneIndex` fast: every task scaled by phoneIndex / 500. A host that a parallel job slows (or that is slower than
 * the calibration needs) emulates a slower phone; its tasks are longer by the same factor.
 */
function onMidTierPhone(tasks, phoneIndex) {
  const factor = phoneIndex / PHONE_BENCHMARK_INDEX;
  return blockingAfter(
    tasks.map((task) => ({ start: task.start * factor, duration: task.duration * factor })),
    -Infinity,
  );
}

/**
 * One visit of `url` in a fresh context with the CPU slowed `slowdown` times. `interactive` false: the page has no
 * app (the static limit); its figures then stop at the load event plus `settleMs`.
 */
async function probeStartup(
  browser,
  url,
  { slowdown, viewport, interactive = true, settleMs = 1500, before, afterwards },
) {
  // A phone, tapped with a finger (the browser tests tap in this visit).
  const context = await browser.newContext({
    viewport: viewport ?? { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(recorder);
    // The browser tests fold their own checks into this visit (one visit per route): `before` the page loads (init
    // scripts), `afterwards` on the settled page, its result returned as `after`.
    if (before) await before(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (interactive) {
      await page.waitForFunction(() => window.__startupProbe.interactiveAt !== null, undefined, { timeout: 60_000 });
    }
    // Tasks that follow the ready signal (effects, persistence) count too.
    await page.waitForTimeout(settleMs);
    const raw = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { ...window.__startupProbe, firstPaint: paint ? paint.startTime : null };
    });
    if (raw.firstPaint === null) throw new Error(`${url}: kein first-contentful-paint`);
    const blocking = blockingAfter(raw.tasks, raw.firstPaint);
    return {
      firstPaintMs: raw.firstPaint,
      interactiveMs: raw.interactiveAt,
      paintToInteractiveMs: raw.interactiveAt === null ? null : Math.max(0, raw.interactiveAt - raw.firstPaint),
      ...blocking,
      tasksAfterPaint: tasksAfter(raw.tasks, raw.firstPaint),
      after: afterwards ? await afterwards(page) : undefined,
    };
  } finally {
    await context.close();
  }
}

module.exports = {
  PHONE_BENCHMARK_INDEX,
  BLOCKING_THRESHOLD_MS,
  measureBenchmarkIndex,
  slowdownFor,
  median,
  blockingAfter,
  onMidTierPhone,
  probeStartup,
};
