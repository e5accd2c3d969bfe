// Measures what a visitor on the calibrated phone feels when they tap (docs/performance.md#taps): for one
// interaction, its INP as Core Web Vitals counts it (the Event Timing duration of the interaction's slowest event:
// input delay + processing + the next paint) and the time from the input to the frame that shows the result.
// Shared by `npm run bench:web` and the browser tests (CommonJS, so both Node's ESM scripts and Jest load it;
// types in interaction-probe.d.cts).
'use strict';

/** The longest an early tap's result may take to show before the visit counts as failed (it took up to 1.2 s). */
const EARLY_RESULT_LIMIT_MS = 20_000;

/** Event Timing reports no event shorter than this; an interaction without an entry answered within it. */
const EVENT_TIMING_FLOOR_MS = 16;

/**
 * Installed before any script of the page: the time stamp of every input (pointer down, key down) and every Event
 * Timing entry of an interaction, from the start. Registered before src/app/early-input.js, so an input it keeps
 * from the app still counts.
 */
function interactionRecorder(floor) {
  const record = { inputs: [], events: [] };
  Object.defineProperty(window, '__interactionProbe', { value: record });
  for (const type of ['pointerdown', 'keydown']) {
    window.addEventListener(type, (event) => record.inputs.push({ type, at: event.timeStamp }), { capture: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const target = entry.target;
      record.events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        start: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: target ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}` : '',
      });
    }
  }).observe({ type: 'event', durationThreshold: floor, buffered: true });
  /**
   * Resolves with the time the page first paints a frame in which `check()` holds: checked before each frame
   * (requestAnimationFrame), timed by a message posted from there, which runs once that frame is painted.
   */
  record.watch = (check) =>
    new Promise((resolve) => {
      const beforeFrame = () => {
        if (!check()) {
          requestAnimationFrame(beforeFrame);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(beforeFrame);
    });
}

/**
 * Whether an element is on screen: not hidden, not transparent, laid out. In the page. `checkVisibility` comes first:
 * it answers for an element inside a skipped subtree (a hidden tab panel kept laid out with `content-visibility:
 * hidden`, src/ui/rendering/laid-out-ahead.ts) without laying it out, where `getClientRects` forces the browser to
 * style and lay out the element in the skipped subtree, which made the tap that then showed the panel restyle all of it
 * (the plans: 866 elements, 40–70 ms at 4x) only because the probe had looked.
 */
function shownCheck() {
  window.__isShown = (element) =>
    element !== null &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getClientRects().length > 0;
}

/**
 * For a tap before the page is interactive: starts watching for its result at the first input, in the page itself
 * (an evaluation from outside would wait for the busy main thread).
 */
function watchFromFirstInput(shown) {
  // An input that led to another page (a link, a tab that loads its page) is timed on the page it led to.
  const CARRIED = '__interactionProbeInput';
  const record = window.__interactionProbe;
  const check = new Function(`return (${shown})();`);
  const carried = sessionStorage.getItem(CARRIED);
  if (carried !== null) {
    record.carriedInputAt = Number(carried) - performance.timeOrigin;
    record.firstInputShown = record.watch(check);
    return;
  }
  const start = (event) => {
    window.removeEventListener('pointerdown', start, { capture: true });
    sessionStorage.setItem(CARRIED, String(performance.timeOrigin + event.timeStamp));
    record.firstInputShown = record.watch(check);
  };
  window.addEventListener('pointerdown', start, { capture: true });
}

/**
 * Prepares a page for interaction probes; call before the first page.goto. `firstInputShown`: a function source that
 * says when the first input's result is on screen (an early tap).
 */
async function recordInteractions(page, { firstInputShown } = {}) {
  await page.addInitScript(interactionRecorder, EVENT_TIMING_FLOOR_MS);
  await page.addInitScript(shownCheck);
  if (firstInputShown) await page.addInitScript(watchFromFirstInput, firstInputShown);
}

/**
 * Starts watching for `shown` (a function source taking no arguments, run in the page) before the input is sent,
 * so the first frame that shows the result is caught. Returns a handle to await after the input.
 */
async function watchFor(page, shown) {
  // An expression, not a function made in the page: the site's Content-Security-Policy forbids eval there.
  // Wrapped in an object: a promise handed back directly would be awaited, before the input is sent.
  const handle = await page.evaluateHandle(`({ shown: window.__interactionProbe.watch(${shown}) })`);
  return {
    shownAt: () => handle.evaluate((watching) => watching.shown),
  };
}

/**
 * The figures of the interaction that began with the first input after `since` (a page time): its INP (the
 * longest Event Timing entry with its interaction id; the floor where none was long enough to be reported), and
 * the names of its events.
 */
function interactionFigures(page, since) {
  return page.evaluate(
    ({ since, floor }) => {
      const record = window.__interactionProbe;
      const input = record.inputs.find((candidate) => candidate.at >= since);
      if (!input) return null;
      const entries = record.events.filter((entry) => entry.start >= input.at - 1);
      const first = entries[0];
      const own = first ? entries.filter((entry) => entry.interactionId === first.interactionId) : [];
      const slowest = own.reduce((longest, entry) => (entry.duration > longest.duration ? entry : longest), {
        duration: floor,
        name: '',
        processingStart: input.at,
        processingEnd: input.at,
        start: input.at,
      });
      return {
        inputAt: input.at,
        inpMs: slowest.duration,
        inputDelayMs: slowest.processingStart - slowest.start,
        processingMs: slowest.processingEnd - slowest.processingStart,
        slowestEvent: slowest.name,
      };
    },
    { since, floor: EVENT_TIMING_FLOOR_MS },
  );
}

/** The page's clock now. */
const pageNow = (page) => page.evaluate(() => performance.now());

/**
 * Sends one interaction through the browser's input pipeline and measures it: `act(page)` taps or presses, `shown`
 * (optional, a function source run in the page) says when its result is on screen. Event Timing delivers an
 * interaction's entries after its next paint; the probe waits for the result and a little beyond.
 */
async function measureInteraction(page, { act, shown }) {
  await page.waitForTimeout(50);
  const since = await pageNow(page);
  const watcher = shown ? await watchFor(page, shown) : null;
  await act(page);
  const shownAt = watcher ? await watcher.shownAt() : null;
  // Event Timing reports an interaction once its next frame is painted; two more frames are plenty.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
  const figures = await interactionFigures(page, since);
  if (!figures) throw new Error('Keine Eingabe aufgezeichnet: erreichte der Tipp die Seite?');
  return { ...figures, shownMs: shownAt === null ? null : shownAt - figures.inputAt };
}

/** Whether the whole element is inside the viewport. */
async function inViewport(page, locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
}

/**
 * Taps the centre of the element the locator finds with a finger, through the browser's input pipeline: a touch start
 * and end (Playwright sends both at once, so the tap never waits for a busy page), from which Chromium makes the
 * pointer, touch and compatibility mouse events and the click, before one paint. The page's context needs `hasTouch`.
 */
async function tap(page, locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`Nicht sichtbar: ${locator}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Brings a scenario's control into view, as a visitor scrolls to it before tapping: the scroll's own frames are not
 * the tap's.
 */
async function scrollToControl(page, scenario) {
  if (!scenario.tap) return;
  const control = scenario.tap(page);
  if (await inViewport(page, control)) return;
  await control.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
}

/** The scenario's input: its tap, or its key pressed where focus is. */
function actOf(scenario) {
  return (page) => (scenario.tap ? tap(page, scenario.tap(page)) : page.keyboard.press(scenario.press));
}

/** The first-contentful-paint time of the page (waits for it), and the page's clock when it was seen. */
async function firstPaintAt(page) {
  const handle = await page.waitForFunction(
    () => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return paint ? { paintedAt: paint.startTime, seenAt: performance.now() } : false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

/**
 * A tap `afterPaintMs` after the first paint at the point (x, y), timed from outside the page: right after the
 * first paint the page's main thread is busy, and anything that waited for it would tap later.
 */
async function tapAfterPaint(page, point, afterPaintMs) {
  const { paintedAt, seenAt } = await firstPaintAt(page);
  const wait = paintedAt + afterPaintMs - seenAt;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  await page.touchscreen.tap(point.x, point.y);
  return paintedAt;
}

/** The result of the first input, as watchFromFirstInput saw it: its input time and when its result showed. */
async function firstInputFigures(page) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(async (limitMs) => {
        const record = window.__interactionProbe;
        // A tap that never shows its result fails the visit instead of holding the run forever.
        const shownAt = await Promise.race([
          record.firstInputShown,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`Ergebnis des frühen Tipps nach ${limitMs} ms nicht gezeigt`)), limitMs),
          ),
        ]);
        return {
          inputAt: record.carriedInputAt ?? record.inputs[0]?.at ?? null,
          carried: record.carriedInputAt !== undefined,
          shownAt,
        };
      }, EARLY_RESULT_LIMIT_MS);
    } catch (error) {
      // The input led to another page: ask that one, once it is there.
      if (attempt === 3 || !/context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
}

module.exports = {
  EVENT_TIMING_FLOOR_MS,
  watchFor,
  recordInteractions,
  measureInteraction,
  tap,
  scrollToControl,
  actOf,
  firstPaintAt,
  tapAfterPaint,
  firstInputFigures,
  pageNow,
};
