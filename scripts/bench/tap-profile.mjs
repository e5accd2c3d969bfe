// Where one tap's time goes (scripts/bench/README.md): runs a scenario of
// scripts/bench/tap-scenarios.cjs on the calibrated phone with a Chrome trace and the CPU profiler on, and prints, for
// the time from the input to the frame that shows the result, the main thread's time by kind (script, style, layout,
// paint, garbage collection) and the script time by package and by function. Against a profiling build (PROFILE=1,
// webpack.config.ts) the functions have their names and the packages are found from the module paths webpack writes
// into the scripts:
//   PROFILE=1 DIST_DIR=dist-profile npm run build
//   node scripts/bench/tap-profile.mjs --dist dist-profile --scenario plan-dialog-opens [--slowdown 4] [--runs 3]
// With --after-load ROUTE instead of a scenario it lists, for a fresh visit of the route, each main-thread task after
// the page became interactive (the work done ahead at idle moments: route modules, hidden panels, dialogs) that ran
// longer than --min-task ms, with its script time by module:
//   node scripts/bench/tap-profile.mjs --dist dist-profile --after-load / [--slowdown 4] [--min-task 30]
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { freePort } from './free-port.mjs';
import { spawnServer, untilHealthy } from './built-server.mjs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { freshLoad, headingShown, phonePage } from './tap-bench.mjs';

const require = createRequire(import.meta.url);
const { measureBenchmarkIndex, slowdownFor } = require('./startup-probe.cjs');
const { measureInteraction, scrollToControl, actOf } = require('./interaction-probe.cjs');
const { TAPS, NAVIGATIONS, AFTER_PAGE_CHANGE } = require('./tap-scenarios.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHROME_ARGS = JSON.parse(fs.readFileSync(path.join(root, 'scripts/bench/chromium-flags.json'), 'utf8'));
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];

/** The kind of main-thread work a trace event stands for (its self time). */
const KINDS = {
  script: [
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'v8.execute',
    'V8.Execute',
    'RunMicrotasks',
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'V8.CompileCode',
    'v8.parseOnBackground',
    'FireIdleCallback',
    'XHRReadyStateChange',
    'HandlePostMessage',
    'v8.callFunction',
  ],
  style: [
    'UpdateLayoutTree',
    'RecalculateStyles',
    'ScheduleStyleRecalculation',
    'InvalidateLayout',
    'ParseAuthorStyleSheet',
  ],
  layout: ['Layout', 'UpdateLayerTree', 'IntersectionObserverController::computeIntersections'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'Commit', 'PaintImage', 'RasterTask', 'CompositeLayers', 'UpdateLayer'],
  gc: [
    'MinorGC',
    'MajorGC',
    'BlinkGC.AtomicPhase',
    'V8.GC_SCAVENGER',
    'ThreadState::performIdleLazySweep',
    'CppGC.AtomicMark',
  ],
  html: ['ParseHTML'],
};
const kindOf = Object.fromEntries(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])));

async function startServer(dist) {
  const port = await freePort();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tap-profile-'));
  const child = spawnServer(dist, {
    PORT: String(port),
    PUBLIC_DIR: path.join(dist, 'public'),
    OUTBOX_PATH: path.join(work, 'outbox.sqlite'),
  });
  const origin = `http://127.0.0.1:${port}`;
  await untilHealthy(origin, child, { everyMs: 100 }).catch((error) => {
    child.kill();
    throw error;
  });
  return { origin, stop: () => child.kill() };
}

/** For each script of the build: the line on which each module begins (webpack's `pathinfo` comments). */
function moduleIndex(publicDir) {
  const index = new Map();
  const assets = path.join(publicDir, 'assets');
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const starts = [];
    fs.readFileSync(path.join(assets, file), 'utf8')
      .split('\n')
      .forEach((line, number) => {
        const match = /^\s*!\*\*\* (\S+) \*\*\*!/.exec(line);
        if (match) starts.push({ line: number, module: match[1] });
      });
    index.set(`/assets/${file}`, starts);
  }
  return index;
}

/** The package (node_modules/<name>) or source folder a module belongs to. */
function packageOf(module) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (inModules) return inModules[1];
  const source = /^\.\/src\/((?:features\/[^/]+)|[^/]+)/.exec(module);
  return source ? `src/${source[1]}` : module;
}

function moduleAt(index, url, line) {
  const starts = index.get(new URL(url).pathname);
  if (!starts) return url ? new URL(url).pathname : '(native)';
  let found = '(runtime)';
  for (const start of starts) {
    if (start.line > line) break;
    found = start.module;
  }
  return found;
}

/** Self time per trace event on the renderer's main thread, summed by kind, within [from, to] (µs). */
function mainThreadKinds(events, from, to) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const own = events
    .filter((event) => event.ph === 'X' && main && event.pid === main.pid && event.tid === main.tid)
    .filter((event) => event.ts + (event.dur ?? 0) > from && event.ts < to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = {};
  const stack = [];
  const close = (until) => {
    while (stack.length && stack[stack.length - 1].end <= until) stack.pop();
  };
  for (const event of own) {
    close(event.ts);
    const start = Math.max(event.ts, from);
    const end = Math.min(event.ts + (event.dur ?? 0), to);
    const clipped = Math.max(0, end - start);
    const parent = stack[stack.length - 1];
    const kind = kindOf[event.name] ?? (parent ? parent.kind : 'other');
    totals[kind] = (totals[kind] ?? 0) + clipped;
    if (parent) totals[parent.kind] -= clipped;
    stack.push({ end: event.ts + (event.dur ?? 0), kind });
  }
  return totals;
}

/** The CPU profile in the trace: samples (time, node) and nodes by id. */
function cpuProfile(events) {
  const nodes = new Map();
  const samples = [];
  let time = null;
  for (const event of events) {
    if (event.name === 'Profile') time = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < ids.length; index++) {
      time += deltas[index] ?? 0;
      samples.push({ time, id: ids[index] });
    }
  }
  return { nodes, samples };
}

/** Script self time by package and by function within [from, to] (µs), from the sampling profiler. */
function scriptBreakdown(events, from, to, index) {
  const { nodes, samples } = cpuProfile(events);
  const byPackage = {};
  const byFunction = {};
  for (let position = 0; position < samples.length - 1; position++) {
    const { time, id } = samples[position];
    if (time < from || time > to) continue;
    const duration = samples[position + 1].time - time;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || ['(idle)', '(program)', '(garbage collector)'].includes(frame.functionName)) continue;
    const module = frame.url ? moduleAt(index, frame.url, frame.lineNumber) : '(native)';
    const pkg = packageOf(module);
    byPackage[pkg] = (byPackage[pkg] ?? 0) + duration;
    const name = `${frame.functionName || '(anonymous)'} ${module.replace(/^\.\/node_modules\//, '')}`;
    byFunction[name] = (byFunction[name] ?? 0) + duration;
  }
  return { byPackage, byFunction };
}

/**
 * Keeps the trace of the tap, from 50 ms before the input to 50 ms after the shown result, with the metadata the
 * DevTools' Performance panel needs to open it (thread and process names) and the CPU profile, gzipped: small enough
 * for docs/traces.
 */
function keepTrace(events, from, to, base) {
  const kept = events.filter(
    (event) =>
      event.ph === 'M' ||
      event.name === 'TracingStartedInBrowser' ||
      // The CPU profile's chunks name each function once, in the chunk where it first ran: all of them are kept.
      event.name === 'Profile' ||
      event.name === 'ProfileChunk' ||
      (event.ts !== undefined && event.ts + (event.dur ?? 0) >= from - 50_000 && event.ts <= to + 50_000),
  );
  const file = `${base}.trace.json.gz`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, zlib.gzipSync(JSON.stringify({ traceEvents: kept })));
  return path.relative(process.cwd(), file);
}

/** The main thread's tasks from the input to the shown result: when each began, how long it ran, what it did. */
function taskTimeline(events, from, to) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onMain = (event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X';
  const tasks = events.filter(
    (event) =>
      onMain(event) && event.name === 'RunTask' && event.ts + event.dur > from && event.ts < to && event.dur > 3000,
  );
  const inside = events.filter(
    (event) => onMain(event) && event.ts >= from && event.ts < to && event.name !== 'RunTask',
  );
  return tasks
    .map((task) => {
      const parts = {};
      for (const event of inside) {
        if (event.ts < task.ts || event.ts >= task.ts + task.dur) continue;
        const name = event.name === 'EventDispatch' ? `event:${event.args?.data?.type}` : event.name;
        if (
          ![
            'FunctionCall',
            'UpdateLayoutTree',
            'Layout',
            'Paint',
            'FireAnimationFrame',
            'TimerFire',
            'RunMicrotasks',
            'Commit',
            'PrePaint',
            'Layerize',
          ].includes(name) &&
          !name.startsWith('event:')
        )
          continue;
        parts[name] = (parts[name] ?? 0) + (event.dur ?? 0);
      }
      const described = Object.entries(parts)
        .filter(([, us]) => us >= 1000)
        .sort((a, b) => b[1] - a[1])
        .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
        .join(', ');
      return `    +${((task.ts - from) / 1000).toFixed(0).padStart(4)} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${described}`;
    })
    .join('\n');
}

const top = (totals, count) =>
  Object.entries(totals)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');

/** The page's renderer main thread: the busiest one (a visit's trace also holds the blank page it started from). */
function rendererMainThread(events) {
  const counts = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return mains.sort((a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0))[0];
}

/**
 * A fresh visit of `route`, traced from the start: each main-thread task after the page became interactive (the end
 * of the app's `start:catch-up` measure) longer than `minTaskMs`, with its script self time by module.
 */
async function afterLoadOnce(browser, origin, slowdown, route, index, minTaskMs) {
  const { context, page } = await phonePage(browser, slowdown);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(origin + route, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Long enough for the idle work of the page (the modules of the links in view, the hidden parts).
    await page.waitForTimeout(6000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = trace.traceEvents ?? trace;
    const main = rendererMainThread(events);
    const onMain = (event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X';
    const navigationStart = events.find((event) => event.name === 'TracingStartedInBrowser')?.ts ?? 0;
    const interactive =
      events.find((event) => event.name === 'start:catch-up' && event.ph === 'e')?.ts ??
      events.find((event) => event.name === 'start:catch-up' && event.ph === 'b')?.ts ??
      navigationStart;
    const tasks = events.filter(
      (event) => onMain(event) && event.name === 'RunTask' && event.ts >= interactive && event.dur > minTaskMs * 1000,
    );
    console.log(`  interaktiv nach ${((interactive - navigationStart) / 1000).toFixed(0)} ms`);
    for (const task of tasks) {
      const { byFunction } = scriptBreakdown(events, task.ts, task.ts + task.dur, index);
      const byModule = {};
      for (const [name, us] of Object.entries(byFunction)) {
        const module = name.slice(name.indexOf(' ') + 1);
        byModule[module] = (byModule[module] ?? 0) + us;
      }
      const modules = Object.entries(byModule)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([module, us]) => `${(us / 1000).toFixed(1)} ${module}`)
        .join(' | ');
      console.log(
        `  +${((task.ts - navigationStart) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${modules}`,
      );
    }
  } finally {
    await context.close();
  }
}

async function profileOnce(browser, origin, slowdown, scenario, index, heading, { traceDir, showTasks }) {
  const { context, page } = await phonePage(browser, slowdown);
  try {
    await page.goto(origin + scenario.route, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // A tap after a page change comes as soon as its control shows (AFTER_PAGE_CHANGE), without waiting in between.
    const rightAway = AFTER_PAGE_CHANGE.includes(scenario);
    if (!rightAway) await page.waitForTimeout(3000);
    if (scenario.prepare) await scenario.prepare(page);
    if (!rightAway) await page.waitForTimeout(1000);
    await scrollToControl(page, scenario);
    await browser.startTracing(page, { categories: CATEGORIES });
    const shown = scenario.shown ?? (scenario.target ? headingShown(scenario.target, heading) : undefined);
    const figures = await measureInteraction(page, { act: actOf(scenario), shown });
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = trace.traceEvents ?? trace;
    // Page times (ms since the page's time origin) to trace times (µs): the input's trace event gives the offset.
    const origins = await page.evaluate(() => performance.timeOrigin);
    const navigationStart = events.find((event) => event.name === 'TracingStartedInBrowser')?.ts;
    // The last touch is the tap's (after a page change the trace also holds the taps that prepared it).
    const markEvent =
      events.findLast((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointerdown') ??
      events.findLast((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown');
    const from = markEvent ? markEvent.ts : navigationStart;
    const to = from + (figures.shownMs ?? figures.inpMs) * 1000;
    void origins;
    if (traceDir) console.log(`  Trace: ${keepTrace(events, from, to, path.join(traceDir, scenario.key))}`);
    if (showTasks) console.log(taskTimeline(events, from, to));
    if (process.env.TAP_PROFILE_EVENTS) {
      for (const event of events.filter(
        (e) => ['UpdateLayoutTree', 'Layout'].includes(e.name) && e.ts >= from && e.ts <= to && e.dur > 2000,
      )) {
        const stack = event.args?.beginData?.stackTrace?.[0];
        console.log(
          `    ${event.name} +${((event.ts - from) / 1000).toFixed(0)} ms ${(event.dur / 1000).toFixed(1)} ms, ${event.args?.elementCount ?? event.args?.beginData?.dirtyObjects ?? ''} elements ${stack ? `from ${stack.functionName} ${moduleAt(index, stack.url, stack.lineNumber)}` : ''}`,
        );
      }
    }
    return {
      figures,
      kinds: mainThreadKinds(events, from, to),
      ...scriptBreakdown(events, from, to, index),
    };
  } finally {
    await context.close();
  }
}

const add = (into, from) => {
  for (const [key, value] of Object.entries(from)) into[key] = (into[key] ?? 0) + value;
};

/**
 * Serves the build in `values.dist`, starts Chromium and calls `work` with them, the CPU slowdown (--slowdown, or the
 * calibrated one) and the build's module index; stops both after.
 */
async function withProfiledSite(values, work) {
  const dist = path.resolve(values.dist);
  const server = await startServer(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROME_ARGS,
  });
  try {
    const slowdown = values.slowdown ? Number(values.slowdown) : slowdownFor(await measureBenchmarkIndex(browser));
    await work({ browser, origin: server.origin, slowdown, index: moduleIndex(path.join(dist, 'public')) });
  } finally {
    await browser.close();
    server.stop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist-profile' },
      scenario: { type: 'string' },
      slowdown: { type: 'string' },
      runs: { type: 'string', default: '3' },
      functions: { type: 'string', default: '25' },
      // Where to keep the last run's Chrome trace of the tap (open it in the DevTools' Performance panel), and whether
      // to list the main thread's tasks from the tap to the shown result.
      trace: { type: 'string' },
      tasks: { type: 'boolean', default: false },
      'after-load': { type: 'string' },
      'min-task': { type: 'string', default: '30' },
    },
  });
  if (values['after-load'] !== undefined) {
    await profileAfterLoad(values);
    return;
  }
  const scenarios = [...TAPS, ...NAVIGATIONS, ...AFTER_PAGE_CHANGE];
  const scenario = scenarios.find((candidate) => candidate.key === values.scenario);
  if (!scenario) throw new Error(`--scenario: eines von ${scenarios.map((s) => s.key).join(', ')}`);
  await withProfiledSite(values, async ({ browser, origin, slowdown, index }) => {
    const runs = Number(values.runs);
    const sums = { kinds: {}, byPackage: {}, byFunction: {} };
    const heading = scenario.target ? (await freshLoad(browser, origin + scenario.target, slowdown)).heading : '';
    for (let run = 0; run < runs; run++) {
      const result = await profileOnce(browser, origin, slowdown, scenario, index, heading, {
        traceDir: values.trace,
        showTasks: values.tasks,
      });
      console.log(
        `Lauf ${run + 1}: INP ${Math.round(result.figures.inpMs)} ms, gezeigt ${Math.round(result.figures.shownMs ?? NaN)} ms`,
      );
      add(sums.kinds, result.kinds);
      add(sums.byPackage, result.byPackage);
      add(sums.byFunction, result.byFunction);
    }
    const mean = (totals) => Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, value / runs]));
    console.log(
      `\n${scenario.label} bei ${slowdown}x, Mittel aus ${runs} Läufen, vom Tipp bis zum gezeigten Ergebnis:`,
    );
    console.log(`Hauptthread nach Art:\n${top(mean(sums.kinds), 10)}`);
    console.log(`Skript nach Paket (Stichproben):\n${top(mean(sums.byPackage), 15)}`);
    console.log(`Skript nach Funktion (Eigenzeit):\n${top(mean(sums.byFunction), Number(values.functions))}`);
  });
}

/** --after-load: the tasks after a fresh visit's page became interactive, for each of --runs visits. */
async function profileAfterLoad(values) {
  const route = values['after-load'];
  const minTaskMs = Number(values['min-task']);
  await withProfiledSite(values, async ({ browser, origin, slowdown, index }) => {
    for (let run = 0; run < Number(values.runs); run++) {
      console.log(`Lauf ${run + 1}, ${route} bei ${slowdown}x, Aufgaben über ${minTaskMs} ms:`);
      await afterLoadOnce(browser, origin, slowdown, route, index, minTaskMs);
    }
  });
}

await main();
