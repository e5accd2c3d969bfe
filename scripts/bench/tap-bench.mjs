// The taps of scripts/bench/tap-scenarios.cjs on the calibrated phone, each in a fresh visit
// (docs/performance.md#taps). Used by `npm run bench:web`; alone:
//   node scripts/bench/tap-bench.mjs --origin http://127.0.0.1:3000[,http://127.0.0.1:3001] [--slowdown X] [--runs N]
//                              [--only key,key] [--out FILE]
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { measureBenchmarkIndex, slowdownFor, median, PHONE_BENCHMARK_INDEX } = require('./startup-probe.cjs');
const {
  recordInteractions,
  measureInteraction,
  firstPaintAt,
  tapAfterPaint,
  firstInputFigures,
  pageNow,
  watchFor,
  scrollToControl,
  actOf,
} = require('./interaction-probe.cjs');
const { PHONE_CONTEXT, TAPS, NAVIGATIONS, EARLY_TAPS, AFTER_PAGE_CHANGE } = require('./tap-scenarios.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHROME_ARGS = JSON.parse(fs.readFileSync(path.join(root, 'scripts/bench/chromium-flags.json'), 'utf8'));
/** How long a visitor has used the page before the tap: it is interactive and its idle work is done. */
const SETTLE_MS = Number(process.env.TAP_SETTLE_MS ?? 3000);
/** An early tap comes this long after the first paint. */
const EARLY_TAP_MS = 100;

/** A fresh phone context with the CPU slowed and the interaction recorder in place. */
export async function phonePage(browser, slowdown, recording = {}) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await recordInteractions(page, recording);
  return { context, page };
}

async function openSettled(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * One tap in a fresh visit: INP and the time until its result shows; with `content`, also until the panel itself
 * shows. `rightAway`: the tap comes as soon as `prepare` is done (AFTER_PAGE_CHANGE), not a second later.
 */
export async function measureTap(browser, origin, slowdown, scenario, { rightAway = false } = {}) {
  const { context, page } = await phonePage(browser, slowdown);
  try {
    await openSettled(page, origin + scenario.route);
    if (scenario.prepare) {
      await scenario.prepare(page);
      if (!rightAway) await page.waitForTimeout(1000);
    }
    // A control below the fold: the visitor scrolls to it first.
    await scrollToControl(page, scenario);
    const content = scenario.content ? await watchFor(page, scenario.content) : null;
    const figures = await measureInteraction(page, { act: actOf(scenario), shown: scenario.shown });
    const contentAt = content ? await content.shownAt() : null;
    return {
      inpMs: figures.inpMs,
      shownMs: figures.shownMs,
      slowestEvent: figures.slowestEvent,
      contentMs: contentAt === null ? null : contentAt - figures.inputAt,
    };
  } finally {
    await context.close();
  }
}

/** The first paint of a fresh load of `url`, and its main heading. */
export async function freshLoad(browser, url, slowdown) {
  const { context, page } = await phonePage(browser, slowdown);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const { paintedAt: firstPaintMs } = await firstPaintAt(page);
    const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    return { firstPaintMs, heading };
  } finally {
    await context.close();
  }
}

/** The page shows `heading` as its main heading, at `target`. */
export const headingShown = (target, heading) =>
  `() => location.pathname === ${JSON.stringify(target)} && [...document.querySelectorAll('main h1')].some((h) => h.textContent.trim() === ${JSON.stringify(heading)} && window.__isShown(h))`;

/** A navigation inside the app: INP, when the tap showed it was taken, and when the new page's heading painted. */
export async function measureNavigation(browser, origin, slowdown, scenario, heading) {
  const { context, page } = await phonePage(browser, slowdown);
  try {
    await openSettled(page, origin + scenario.route);
    if (scenario.prepare) await scenario.prepare(page);
    await scrollToControl(page, scenario);
    const since = await pageNow(page);
    const taken = scenario.taken ? await watchFor(page, scenario.taken) : null;
    const figures = await measureInteraction(page, {
      act: actOf(scenario),
      shown: headingShown(scenario.target, heading),
    });
    const takenAt = taken ? await taken.shownAt() : null;
    if (figures.inputAt < since) throw new Error('Eingabe vor der Messung');
    return {
      inpMs: figures.inpMs,
      takenMs: takenAt === null ? null : takenAt - figures.inputAt,
      paintedMs: figures.shownMs,
    };
  } finally {
    await context.close();
  }
}

/** Where a scenario's control is on the phone, from a visit of its settled page. */
async function controlPoint(browser, origin, slowdown, scenario) {
  const { context, page } = await phonePage(browser, slowdown);
  try {
    await page.goto(origin + scenario.route, { waitUntil: 'load', timeout: 60_000 });
    const box = await scenario.tap(page).boundingBox();
    if (!box) throw new Error(`${scenario.key}: nicht sichtbar`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** A tap 100 ms after the first paint, through the input pipeline, as a finger does it; `point` from controlPoint. */
export async function measureEarlyTap(browser, origin, slowdown, scenario, point) {
  const { context, page } = await phonePage(browser, slowdown, { firstInputShown: scenario.shown });
  try {
    await page.goto(origin + scenario.route, { waitUntil: 'commit', timeout: 60_000 });
    const paintedAt = await tapAfterPaint(page, point, EARLY_TAP_MS);
    const { inputAt, carried, shownAt } = await firstInputFigures(page);
    if (inputAt === null) throw new Error(`${scenario.key}: keine Eingabe aufgezeichnet`);
    // An input carried over to the next page is timed against that page's clock.
    return { shownMs: shownAt - inputAt, tapAfterPaintMs: carried ? null : inputAt - paintedAt };
  } finally {
    await context.close();
  }
}

function medianOf(runs, key) {
  const values = runs.map((run) => run[key]).filter((value) => typeof value === 'number');
  return values.length ? median(values) : null;
}

/**
 * A visit's times as the mid-tier phone (benchmarkIndex 500) would have taken them: the host's speed is measured right
 * before the visit, and every time scaled by (index / slowdown) / 500, as the start-up test does
 * (docs/performance.md#the-calibrated-phone). A host that other work slows meanwhile then does not count as a slow
 * site. The visit's own figures stay in `measured`.
 */
export async function onMidTierPhone(browser, slowdown, visit) {
  const hostIndex = await measureBenchmarkIndex(browser, 1);
  const measured = await visit();
  const factor = hostIndex / slowdown / PHONE_BENCHMARK_INDEX;
  const scaled = Object.fromEntries(
    Object.entries(measured).map(([key, value]) => [
      key,
      key.endsWith('Ms') && typeof value === 'number' ? value * factor : value,
    ]),
  );
  return { ...scaled, hostIndex, measured };
}

/** The medians of one scenario's runs, for each figure the runs have. */
function summarize(label, runs, figures) {
  return { label, ...Object.fromEntries(figures.map((key) => [key, medianOf(runs, key)])), runs };
}

/**
 * Every scenario `runs` times on each of `origins` (one build or several side by side), each in a fresh visit; the
 * builds take turns within each run, so a machine that slows down meanwhile slows all of them alike. Returns the
 * medians and the runs, per origin in the order given.
 */
export async function measureAllTaps(browser, origins, slowdown, { runs = 3, only, log = () => undefined } = {}) {
  const wanted = (scenario) => !only || only.includes(scenario.key);
  const results = origins.map(() => ({ taps: {}, navigations: {}, early: {}, afterPageChange: {} }));
  const each = async (measureOnce) => {
    const all = origins.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, origin] of origins.entries()) {
        // A visit that fails (a result that never showed) is reported and left out; the others still count.
        try {
          all[index].push(await onMidTierPhone(browser, slowdown, () => measureOnce(origin, index)));
        } catch (error) {
          log(`  Besuch ${run + 1} auf ${origin} fehlgeschlagen: ${error instanceof Error ? error.message : error}`);
        }
      }
    }
    return all;
  };
  const report = (label, line) => log(`${label}: ${line.join(' | ')}`);

  for (const scenario of TAPS.filter(wanted)) {
    const all = await each((origin) => measureTap(browser, origin, slowdown, scenario));
    all.forEach((runsOf, index) => {
      results[index].taps[scenario.key] = summarize(scenario.label, runsOf, ['inpMs', 'shownMs']);
    });
    report(
      scenario.label,
      results.map(({ taps }) => `INP ${fmt(taps[scenario.key].inpMs)}, gezeigt ${fmt(taps[scenario.key].shownMs)}`),
    );
  }
  for (const scenario of NAVIGATIONS.filter(wanted)) {
    const headings = [];
    const all = await each(async (origin, index) => {
      const fresh = await freshLoad(browser, origin + scenario.target, slowdown);
      headings[index] ??= fresh.heading;
      const visit = await measureNavigation(browser, origin, slowdown, scenario, headings[index]);
      return { ...visit, freshFirstPaintMs: fresh.firstPaintMs };
    });
    all.forEach((runsOf, index) => {
      const entry = summarize(scenario.label, runsOf, ['inpMs', 'takenMs', 'paintedMs', 'freshFirstPaintMs']);
      entry.ratio =
        entry.paintedMs !== null && entry.freshFirstPaintMs ? entry.paintedMs / entry.freshFirstPaintMs : null;
      results[index].navigations[scenario.key] = entry;
    });
    report(
      scenario.label,
      results.map(({ navigations }) => {
        const entry = navigations[scenario.key];
        return `INP ${fmt(entry.inpMs)}, angenommen ${fmt(entry.takenMs)}, Seite nach ${fmt(entry.paintedMs)}, frisch ${fmt(entry.freshFirstPaintMs)} (${entry.ratio?.toFixed(2)})`;
      }),
    );
  }
  for (const scenario of EARLY_TAPS.filter(wanted)) {
    const points = await Promise.all(origins.map((origin) => controlPoint(browser, origin, slowdown, scenario)));
    const all = await each((origin, index) => measureEarlyTap(browser, origin, slowdown, scenario, points[index]));
    all.forEach((runsOf, index) => {
      results[index].early[scenario.key] = summarize(scenario.label, runsOf, ['shownMs', 'tapAfterPaintMs']);
    });
    report(
      `${scenario.label} (früh)`,
      results.map(
        ({ early }) =>
          `gezeigt nach ${fmt(early[scenario.key].shownMs)} (Tipp ${fmt(early[scenario.key].tapAfterPaintMs)} nach dem ersten Bild)`,
      ),
    );
  }
  for (const scenario of AFTER_PAGE_CHANGE.filter(wanted)) {
    const all = await each((origin) => measureTap(browser, origin, slowdown, scenario, { rightAway: true }));
    all.forEach((runsOf, index) => {
      results[index].afterPageChange[scenario.key] = summarize(scenario.label, runsOf, [
        'inpMs',
        'shownMs',
        'contentMs',
      ]);
    });
    report(
      scenario.label,
      results.map(({ afterPageChange }) => {
        const entry = afterPageChange[scenario.key];
        const content = entry.contentMs === null ? '' : `, Inhalt ${fmt(entry.contentMs)}`;
        return `INP ${fmt(entry.inpMs)}, gezeigt ${fmt(entry.shownMs)}${content}`;
      }),
    );
  }
  return results;
}

const fmt = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);

async function main() {
  const { values } = parseArgs({
    options: {
      origin: { type: 'string' },
      slowdown: { type: 'string' },
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (!values.origin) throw new Error('--origin fehlt');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_ARGS,
  });
  try {
    let slowdown = values.slowdown === undefined ? undefined : Number(values.slowdown);
    if (slowdown === undefined) {
      const index = await measureBenchmarkIndex(browser);
      slowdown = slowdownFor(index);
      console.log(`benchmarkIndex ${Math.round(index)}, Verlangsamung ${slowdown}x`);
    }
    const results = await measureAllTaps(browser, values.origin.split(','), slowdown, {
      runs: Number(values.runs),
      only: values.only?.split(','),
      log: console.log,
    });
    if (values.out) fs.writeFileSync(values.out, `${JSON.stringify({ slowdown, results }, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
