import { useSyncExternalStore } from 'react';

/**
 * Whether the page is interactive yet (docs/prerendering.md, "Hydration"). While the app hydrates a prerendered page
 * and catches up with what the visitor did meanwhile, work that can wait is held: the toasts' region, the hidden
 * parts of a page (src/ui/rendering/tab-panel.tsx). The app holds it before hydrating and releases it once the
 * page is interactive (src/app/start-app.tsx). A page the app renders from scratch is interactive at once.
 */
let held = false;
const waiting = new Set<() => void>();

export function isInteractive(): boolean {
  return !held;
}

/** Holds what waits for the page to be interactive, until the returned function is called. */
export function holdUntilInteractive(): () => void {
  held = true;
  return () => {
    held = false;
    const due = [...waiting];
    waiting.clear();
    due.forEach((run) => run());
  };
}

/** Runs `run` once the page is interactive (at once if it is); returns a function that cancels it. */
function whenInteractive(run: () => void): () => void {
  if (!held) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/**
 * Runs `work` in the task after the browser has painted the next frame (not before, so it never delays that paint);
 * returns a function that cancels it. "After paint" means this moment everywhere (docs/rendering.md).
 */
export function afterPaint(work: () => void): () => void {
  let timeout: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timeout = window.setTimeout(work, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timeout);
  };
}

/** Runs `then` once the browser is idle (soon, where it cannot say); returns a function that cancels it. */
export function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => then(), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(then, 0);
  return () => window.clearTimeout(id);
}

/** Runs `then` at the browser's first idle moment once the page is interactive; returns a function that cancels it. */
export function whenInteractiveAndIdle(then: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const cancelInteractive = whenInteractive(() => {
    cancelIdle = whenIdle(then);
  });
  return () => {
    cancelInteractive();
    cancelIdle();
  };
}

const neverChanges = () => () => undefined;

function subscribeInteractive(listener: () => void): () => void {
  return whenInteractive(listener);
}

/** False while the page is held (hydrating and catching up with early input), then true; true on a page change. */
export function useInteractive(): boolean {
  return useSyncExternalStore(subscribeInteractive, isInteractive, () => false);
}

/**
 * False while the server prerenders and while the browser hydrates (so the markup matches the prerendered page),
 * true from the render after. For what only the browser knows, such as the address's query.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
