// Side-by-side benchmark of the built site against its static limit, on a calibrated phone (npm run bench:web):
//   node scripts/bench/bench-web.mjs [--dist DIR] [--static-from DIR] [--runs N] [--routes /,/cloudium] [--out DIR]
//                              [--slowdown X] [--before DIR] [--tap-runs N] [--no-taps]
// The site is DIR/public served by DIR/server/main.js; the static limit is the prerendered HTML of each route with
// every script removed (scripts/bench/bench-web-static.mjs) from the --static-from build (default: the same one),
// served by a second instance of that build's server. The CPU slowdown is calibrated
// (docs/performance.md#the-calibrated-phone): the host's Lighthouse benchmarkIndex / 500, unless --slowdown says
// otherwise. Two measurements per route and target, each in a fresh Chromium: Lighthouse (mobile, simulated throttling
// with that CPU slowdown, performance only), and a real Chromium visit with the CPU slowed by it
// (scripts/bench/startup-probe.cjs: paint → interactive, the longest task and the blocking time after the first paint).
// Then the taps of scripts/bench/tap-scenarios.cjs (scripts/bench/tap-bench.mjs: INP, the time until the result shows,
// page changes beside a fresh load, early taps). With --before DIR an earlier build is measured beside the site, route
// by route and tap by tap. Medians go to stdout and to bench-results/web.json and web.md. Only 127.0.0.1 is contacted.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { freePort } from './free-port.mjs';
import { spawnServer, untilHealthy } from './built-server.mjs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { prepareStaticLimit } from './bench-web-static.mjs';
import { measureAllTaps } from './tap-bench.mjs';

const require = createRequire(import.meta.url);
const { measureBenchmarkIndex, slowdownFor, probeStartup } = require('./startup-probe.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_ROUTES = ['/', '/cloudium', '/community', '/bewerbung'];
const HEALTH_TIMEOUT_MS = 20_000;
// A normal run takes ~15 s; a page that never paints costs Lighthouse's own 30 s FCP wait.
const LIGHTHOUSE_TIMEOUT_MS = 90_000;
// The same Chromium as the browser tests (scripts/bench/chromium-flags.json), headless for Lighthouse.
const CHROME_FLAGS = [
  '--headless=new',
  ...JSON.parse(fs.readFileSync(path.join(root, 'scripts/bench/chromium-flags.json'), 'utf8')),
];
/** What each route is measured on: the site, its static limit, and with --before an earlier build beside it. */
let TARGETS = ['site', 'static'];
const METRICS = [
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'score',
  'jsBytes',
  'totalBytes',
  'benchmarkIndex',
  'cpuSlowdownMultiplier',
  'paintToInteractiveMs',
  'visitFirstPaintMs',
  'visitInteractiveMs',
  'longestTaskMs',
  'blockingMs',
];

function readOptions() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      'static-from': { type: 'string' },
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      out: { type: 'string' },
      slowdown: { type: 'string' },
      before: { type: 'string' },
      'tap-runs': { type: 'string' },
      'no-taps': { type: 'boolean', default: false },
    },
  });
  const slowdown = values.slowdown === undefined ? undefined : Number(values.slowdown);
  if (slowdown !== undefined && !(slowdown >= 1)) {
    throw new Error(`--slowdown muss eine Zahl ab 1 sein (ist "${values.slowdown}").`);
  }
  const dist = path.resolve(values.dist ?? process.env.DIST_DIR ?? path.join(root, 'dist'));
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs muss eine ganze Zahl ab 1 sein (ist "${values.runs}").`);
  const routes = values.routes ? values.routes.split(',').map((route) => route.trim()) : DEFAULT_ROUTES;
  const badRoute = routes.find((route) => !route.startsWith('/'));
  if (badRoute !== undefined) throw new Error(`Routen beginnen mit "/" (ist "${badRoute}").`);
  return {
    dist,
    staticFrom: path.resolve(values['static-from'] ?? dist),
    runs,
    routes,
    out: path.resolve(values.out ?? path.join(root, 'bench-results')),
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    slowdown,
    before: values.before === undefined ? undefined : path.resolve(values.before),
    tapRuns: Number(values['tap-runs'] ?? values.runs),
    taps: !values['no-taps'],
  };
}

function requireFile(file, hint) {
  if (!fs.existsSync(file)) throw new Error(`${file} fehlt – ${hint}`);
}

// Cleanup steps run in reverse order, once, whether the run ends normally, by error or by Ctrl-C.
const cleanups = [];
const interruption = new AbortController();
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('Aufräumen fehlgeschlagen:', error);
    }
  }
}
/** Registers a cleanup step; the returned function drops it again once the resource is released normally. */
function onCleanup(step) {
  cleanups.push(step);
  return () => {
    const index = cleanups.indexOf(step);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts BUILD/server/main.js for one public folder; its log is kept quiet unless the start fails. */
async function startServer(build, publicDir, workDir, name) {
  const port = await freePort();
  const child = spawnServer(
    build,
    { PORT: String(port), PUBLIC_DIR: publicDir, OUTBOX_PATH: path.join(workDir, `${name}-outbox.sqlite`) },
    ['ignore', 'pipe', 'pipe'],
  );
  onCleanup(() => stopServer(child));
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString('utf8')).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  await untilHealthy(origin, child, {
    timeoutMs: HEALTH_TIMEOUT_MS,
    everyMs: 100,
    signal: interruption.signal,
    failure: () => `${origin}/healthz antwortet nicht (Server beendet: ${child.exitCode ?? 'nein'}):\n${log}`,
  });
  return origin;
}

/** Settles like the promise, but rejects after ms or on Ctrl-C, whichever comes first. */
function bounded(promise, ms, message) {
  let timer;
  let onAbort;
  const stop = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    onAbort = () => reject(interruption.signal.reason);
    interruption.signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, stop]).finally(() => {
    clearTimeout(timer);
    interruption.signal.removeEventListener('abort', onAbort);
  });
}

function sumTransfer(requests, resourceType) {
  return requests
    .filter((request) => resourceType === undefined || request.resourceType === resourceType)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

function metricsOf(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  return {
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    score: lhr.categories.performance.score * 100,
    jsBytes: sumTransfer(requests, 'Script'),
    totalBytes: sumTransfer(requests),
    // Lighthouse's CPU benchmark during this run: low or scattered values mean the machine was busy.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // The slowdown Lighthouse simulated with (the calibrated one).
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/** One Lighthouse run in a fresh Chromium; chrome-launcher gives it a new temporary profile and deletes it after. */
async function lighthouseOnce(url, chromePath, slowdown) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  const forget = onCleanup(() => chrome.kill());
  try {
    interruption.signal.throwIfAborted();
    const running = lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      // Lighthouse's mobile throttling, with the calibrated CPU slowdown instead of its fixed 4x.
      throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    });
    // After a timeout the abandoned run fails once Chromium is gone; that rejection is expected.
    running.catch(() => {});
    const result = await bounded(
      running,
      LIGHTHOUSE_TIMEOUT_MS,
      `Zeitüberschreitung nach ${LIGHTHOUSE_TIMEOUT_MS / 1000} s`,
    );
    if (!result) throw new Error('Lighthouse lieferte kein Ergebnis');
    // Errors about the page (e.g. NO_FCP: nothing painted) come back as a report without metrics.
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.code);
    return metricsOf(result.lhr);
  } finally {
    forget();
    chrome.kill();
  }
}

/** One visit in a real Chromium with the CPU slowed: what a visitor feels between paint and interactive. */
async function probeOnce(url, chromePath, slowdown, interactive) {
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROME_FLAGS.slice(1) });
  const forget = onCleanup(() => browser.close());
  try {
    return await bounded(
      probeStartup(browser, url, { slowdown, interactive }),
      LIGHTHOUSE_TIMEOUT_MS,
      `Zeitüberschreitung nach ${LIGHTHOUSE_TIMEOUT_MS / 1000} s`,
    );
  } finally {
    forget();
    await browser.close();
  }
}

/** Lighthouse, then the real Chromium visit; a run that fails is tried once more, a second failure is recorded. */
async function measure(url, chromePath, slowdown, interactive) {
  for (let attempt = 1; ; attempt++) {
    try {
      const lighthouseFigures = await lighthouseOnce(url, chromePath, slowdown);
      const { firstPaintMs, interactiveMs, paintToInteractiveMs, longestTaskMs, blockingMs } = await probeOnce(
        url,
        chromePath,
        slowdown,
        interactive,
      );
      // The real visit's first paint and interactive moment too: paint → interactive alone cannot tell a page that
      // became interactive later from one that painted sooner.
      return {
        ...lighthouseFigures,
        paintToInteractiveMs,
        visitFirstPaintMs: firstPaintMs,
        visitInteractiveMs: interactiveMs,
        longestTaskMs,
        blockingMs,
      };
    } catch (error) {
      interruption.signal.throwIfAborted();
      if (attempt === 2) return { error: error.message };
      console.log(`    fehlgeschlagen (${error.message}), zweiter Versuch`);
    }
  }
}

function formatRun(run) {
  if (run.error) return `FEHLER ${run.error}`;
  const interactive =
    run.paintToInteractiveMs === null
      ? ''
      : `, Paint→interaktiv ${Math.round(run.paintToInteractiveMs)} ms (${Math.round(run.visitFirstPaintMs)} → ${Math.round(run.visitInteractiveMs)})`;
  return `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, Score ${Math.round(run.score)}${interactive}, längste Aufgabe ${Math.round(run.longestTaskMs)} ms`;
}

/**
 * The order of the targets for one route in one run: the site and the build before it (when there is one) take turns
 * at going first, so neither always meets the machine right after the other route's visits; the static limit last.
 */
function targetOrder(targets, turn) {
  const apps = targets.filter((target) => target !== 'static');
  const ordered = turn % 2 === 0 ? apps : [...apps].reverse();
  return [...ordered, ...targets.filter((target) => target === 'static')];
}

/** For each run, for each route: the site, the build before it (in turns) and the static limit, under the same load. */
async function measureAll(options, origins) {
  const raw = Object.fromEntries(
    options.routes.map((route) => [route, Object.fromEntries(TARGETS.map((target) => [target, []]))]),
  );
  const total = options.runs * options.routes.length * TARGETS.length;
  let done = 0;
  for (let run = 1; run <= options.runs; run++) {
    for (const [index, route] of options.routes.entries()) {
      for (const target of targetOrder(TARGETS, run + index)) {
        const started = Date.now();
        const result = await measure(
          origins[target] + route,
          options.chromePath,
          options.slowdown,
          target !== 'static',
        );
        raw[route][target].push(result);
        done++;
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        console.log(`  [${done}/${total}] Lauf ${run} ${route} ${target}: ${formatRun(result)} (${seconds} s)`);
      }
    }
  }
  return raw;
}

function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function summarizeTarget(runs) {
  const completed = runs.filter((run) => !run.error);
  const medians = Object.fromEntries(
    METRICS.map((metric) => [metric, median(completed.map((run) => run[metric]).filter((value) => value !== null))]),
  );
  return { median: medians, runs };
}

function summarize(raw) {
  return Object.fromEntries(
    Object.entries(raw).map(([route, targets]) => {
      const site = summarizeTarget(targets.site);
      const limit = summarizeTarget(targets.static);
      const ratioOf = (target) =>
        target.median.lcpMs !== null && limit.median.lcpMs ? target.median.lcpMs / limit.median.lcpMs : null;
      const result = { site, static: limit, lcpRatio: ratioOf(site) };
      if (targets.before) {
        result.before = summarizeTarget(targets.before);
        result.beforeLcpRatio = ratioOf(result.before);
      }
      return [route, result];
    }),
  );
}

const DASH = '–';
const ms = (value) => (value === null ? DASH : `${Math.round(value)} ms`);
// KiB, as Lighthouse reports sizes.
const kb = (bytes) => (bytes === null ? DASH : (bytes / 1024).toFixed(1));
const cls = (value) => (value === null ? DASH : value.toFixed(3));
const score = (value) => (value === null ? DASH : String(Math.round(value)));
const ratio = (value) => (value === null ? DASH : `${value.toFixed(2)}×`);

function printTable(summary) {
  const header = [
    'Route',
    'Ziel',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'Score',
    'JS KB',
    'Gesamt KB',
    'LCP site/static',
    'Paint→interaktiv',
    'längste Aufgabe',
    'blockiert',
  ];
  const rows = Object.entries(summary).flatMap(([route, result]) =>
    TARGETS.map((target) => {
      const m = result[target].median;
      const lcpRatio =
        target === 'site' ? ratio(result.lcpRatio) : target === 'before' ? ratio(result.beforeLcpRatio) : '';
      return [
        route,
        target,
        ms(m.fcpMs),
        ms(m.lcpMs),
        ms(m.tbtMs),
        cls(m.cls),
        score(m.score),
        kb(m.jsBytes),
        kb(m.totalBytes),
        lcpRatio,
        ms(m.paintToInteractiveMs),
        ms(m.longestTaskMs),
        ms(m.blockingMs),
      ];
    }),
  );
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  for (const row of [header, ...rows]) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  }
}

/** Lowest–highest CPU index over all completed runs; a wide spread means the medians came from a busy machine. */
function benchmarkRange(summary) {
  const indexes = Object.values(summary).flatMap((result) =>
    TARGETS.flatMap((target) => result[target].runs.filter((run) => !run.error).map((run) => run.benchmarkIndex)),
  );
  return indexes.length === 0 ? DASH : `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`;
}

/** Route/target pairs with runs that gave no result, with Lighthouse's reasons (e.g. NO_FCP). */
function failures(summary) {
  return Object.entries(summary).flatMap(([route, result]) =>
    TARGETS.flatMap((target) => {
      const { runs } = result[target];
      const errors = runs.filter((run) => run.error).map((run) => run.error);
      if (errors.length === 0) return [];
      return [{ route, target, failed: errors.length, of: runs.length, reasons: [...new Set(errors)].join(', ') }];
    }),
  );
}

function markdown(report) {
  const lines = [
    `Lighthouse ${report.lighthouse}, mobile with simulated throttling, ${report.chromium}; median of ${report.runs} run(s), ${report.date.slice(0, 10)}.`,
    `Calibrated phone: benchmarkIndex ${report.benchmarkIndex === null ? '–' : Math.round(report.benchmarkIndex)}, CPU slowdown ${report.slowdown}x (Lighthouse and the real Chromium visit).`,
    "Static = the route's prerendered HTML with every script removed, served with the same precompression. KB = 1024 bytes.",
    '',
    '| route | LCP static | LCP site | ratio | TBT site / static | CLS site | score site / static | paint → interactive | longest task after paint site / static | blocking after paint site / static | JS KB site |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [route, result] of Object.entries(report.results)) {
    const limit = result.static.median;
    const rows = [[route, result.site.median, result.lcpRatio]];
    if (result.before) rows.push([`${route} (before)`, result.before.median, result.beforeLcpRatio]);
    for (const [name, site, lcpRatio] of rows) {
      const cells = [name, ms(limit.lcpMs), ms(site.lcpMs), ratio(lcpRatio)];
      cells.push(
        `${ms(site.tbtMs)} / ${ms(limit.tbtMs)}`,
        cls(site.cls),
        `${score(site.score)} / ${score(limit.score)}`,
      );
      cells.push(ms(site.paintToInteractiveMs), `${ms(site.longestTaskMs)} / ${ms(limit.longestTaskMs)}`);
      cells.push(`${ms(site.blockingMs)} / ${ms(limit.blockingMs)}`, kb(site.jsBytes));
      lines.push(`| ${cells.join(' | ')} |`);
    }
  }
  if (report.taps) lines.push('', ...tapLines({ taps: report.taps, before: report.before }));
  const missing = failures(report.results);
  if (missing.length > 0) lines.push('');
  for (const { route, target, failed, of, reasons } of missing) {
    lines.push(`${DASH} ${route} ${target}: ${failed} of ${of} runs without a result (${reasons})`);
  }
  return `${lines.join('\n')}\n`;
}

const DASH_IF = (value, format) => (value === null || value === undefined ? DASH : format(value));

/** The taps, on the mid-tier phone (each visit scaled by the host's speed just before it); with --before beside it. */
function tapLines({ taps, before }) {
  const builds = before
    ? [
        ['after', taps],
        ['before', before],
      ]
    : [['', taps]];
  const header = builds.map(([name]) => (name ? ` (${name})` : ''));
  const lines = [
    `Taps, median of ${taps.runs} fresh visit(s), on the mid-tier phone. INP = the slowest Event Timing entry of the interaction; shown = from the input to the frame that shows the result.`,
    '',
    `| interaction | ${header.map((name) => `INP${name} | shown${name}`).join(' | ')} |`,
    `| --- | ${header.map(() => '---: | ---:').join(' | ')} |`,
  ];
  for (const [key, entry] of Object.entries(taps.taps)) {
    const cells = builds.map(
      ([, result]) => `${ms(result.taps[key].inpMs)} | ${DASH_IF(result.taps[key].shownMs, ms)}`,
    );
    lines.push(`| ${entry.label} | ${cells.join(' | ')} |`);
  }
  lines.push(
    '',
    `| navigation | ${header.map((name) => `INP${name} | taken${name} | page painted${name} | fresh load's first paint${name} | ratio${name}`).join(' | ')} |`,
    `| --- | ${header.map(() => '---: | ---: | ---: | ---: | ---:').join(' | ')} |`,
  );
  for (const [key, entry] of Object.entries(taps.navigations)) {
    const cells = builds.map(([, result]) => {
      const nav = result.navigations[key];
      return [
        ms(nav.inpMs),
        DASH_IF(nav.takenMs, ms),
        ms(nav.paintedMs),
        ms(nav.freshFirstPaintMs),
        DASH_IF(nav.ratio, (value) => value.toFixed(2)),
      ].join(' | ');
    });
    lines.push(`| ${entry.label} | ${cells.join(' | ')} |`);
  }
  lines.push(
    '',
    `| tap 100 ms after the first paint | ${header.map((name) => `shown${name}`).join(' | ')} |`,
    `| --- | ${header.map(() => '---:').join(' | ')} |`,
  );
  for (const [key, entry] of Object.entries(taps.early)) {
    lines.push(`| ${entry.label} | ${builds.map(([, result]) => ms(result.early[key].shownMs)).join(' | ')} |`);
  }
  lines.push(
    '',
    `| tap as soon as it shows after a page change | ${header.map((name) => `INP${name} | shown${name} | whole panel${name}`).join(' | ')} |`,
    `| --- | ${header.map(() => '---: | ---: | ---:').join(' | ')} |`,
  );
  for (const [key, entry] of Object.entries(taps.afterPageChange ?? {})) {
    const cells = builds.map(([, result]) => {
      const tap = result.afterPageChange?.[key];
      return tap
        ? `${ms(tap.inpMs)} | ${DASH_IF(tap.shownMs, ms)} | ${DASH_IF(tap.contentMs, ms)}`
        : `${DASH} | ${DASH} | ${DASH}`;
    });
    lines.push(`| ${entry.label} | ${cells.join(' | ')} |`);
  }
  return lines;
}

/** The taps of scripts/bench/tap-scenarios.cjs on the site (and, with --before, on the earlier build, visit by visit). */
async function measureTapsOf(options, origins) {
  const browser = await chromium.launch({
    executablePath: options.chromePath,
    headless: true,
    args: CHROME_FLAGS.slice(1),
  });
  const forget = onCleanup(() => browser.close());
  try {
    console.log(`\nTipps, ${options.tapRuns} frische Besuche je Szenario:`);
    const builds = options.before ? [origins.site, origins.before] : [origins.site];
    const [after, before] = await measureAllTaps(browser, builds, options.slowdown, {
      runs: options.tapRuns,
      log: (line) => console.log(`  ${line}`),
    });
    return {
      taps: { runs: options.tapRuns, ...after },
      ...(before ? { before: { runs: options.tapRuns, ...before } } : {}),
    };
  } finally {
    forget();
    await browser.close();
  }
}

function chromiumVersion(chromePath) {
  return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

async function main() {
  const options = readOptions();
  requireFile(path.join(options.dist, 'server', 'main.js'), 'zuerst "npm run build"?');
  requireFile(path.join(options.staticFrom, 'server', 'main.js'), '--static-from braucht einen fertigen Build.');
  requireFile(options.chromePath, 'CHROMIUM_PATH auf eine Chromium-Installation setzen.');

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  onCleanup(() => fs.rmSync(workDir, { recursive: true, force: true }));
  const staticPublic = path.join(workDir, 'static-public');
  const stripped = prepareStaticLimit(path.join(options.staticFrom, 'public'), staticPublic);
  console.log(
    `Statische Grenze aus ${options.staticFrom}: Skripte entfernt in ${stripped.join(', ') || 'keiner Datei'}`,
  );

  if (options.slowdown === undefined) {
    const browser = await chromium.launch({
      executablePath: options.chromePath,
      headless: true,
      args: CHROME_FLAGS.slice(1),
    });
    try {
      options.benchmarkIndex = await measureBenchmarkIndex(browser);
    } finally {
      await browser.close();
    }
    options.slowdown = slowdownFor(options.benchmarkIndex);
  }
  console.log(
    `Kalibriertes Handy: benchmarkIndex ${options.benchmarkIndex === undefined ? '–' : Math.round(options.benchmarkIndex)}, CPU-Verlangsamung ${options.slowdown}x`,
  );

  const origins = {
    site: await startServer(options.dist, path.join(options.dist, 'public'), workDir, 'site'),
    // The static limit is served by its own build's server: only that one knows how to serve its page files
    // (an unprerendered build's server answers every route with the root index.html).
    static: await startServer(options.staticFrom, staticPublic, workDir, 'static'),
  };
  if (options.before) {
    requireFile(path.join(options.before, 'server', 'main.js'), '--before braucht einen fertigen Build.');
    origins.before = await startServer(options.before, path.join(options.before, 'public'), workDir, 'before');
    TARGETS = ['site', 'before', 'static'];
  }
  console.log(`Site ${origins.site}, statische Grenze ${origins.static}; Läufe je Route und Ziel: ${options.runs}`);

  const startedAt = Date.now();
  const results = summarize(await measureAll(options, origins));
  const taps = options.taps ? await measureTapsOf(options, origins) : null;
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    chromium: chromiumVersion(options.chromePath),
    lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
    runs: options.runs,
    benchmarkIndex: options.benchmarkIndex ?? null,
    slowdown: options.slowdown,
    dist: options.dist,
    staticFrom: options.staticFrom,
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    results,
    ...(taps ?? {}),
  };

  console.log('');
  printTable(results);
  const missing = failures(results);
  for (const { route, target, failed, of, reasons } of missing) {
    console.log(`${route} ${target}: ${failed} von ${of} Läufen ohne Ergebnis (${reasons})`);
  }
  console.log(`Lighthouse-CPU-Index (benchmarkIndex) der Läufe: ${benchmarkRange(results)}`);
  fs.mkdirSync(options.out, { recursive: true });
  fs.writeFileSync(path.join(options.out, 'web.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(options.out, 'web.md'), markdown(report));
  console.log(`\n${report.durationSeconds} s; geschrieben: ${path.join(options.out, 'web.json')}, web.md`);
  // Exit 1 only when some runs gave no result; slow pages are measurements, not failures.
  return missing.length === 0 ? 0 : 1;
}

// Ctrl-C: release Chromium and the servers at once; the run then unwinds without retrying and cleans up the rest.
process.once('SIGINT', () => {
  interruption.abort();
  console.error('\nAbgebrochen.');
  void cleanUp();
});

try {
  process.exitCode = await main();
} catch (error) {
  if (!interruption.signal.aborted) console.error(error instanceof Error ? error.message : error);
  process.exitCode = interruption.signal.aborted ? 130 : 1;
} finally {
  await cleanUp();
}
// An abandoned (timed-out or interrupted) Lighthouse run may leave timers behind; nothing is left to wait for.
process.exit();
