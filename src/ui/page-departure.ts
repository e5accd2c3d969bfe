/**
 * Whether the visitor is leaving this document (docs/architecture.md, "Other engines"). Firefox stops a page's pending
 * scripts and requests as soon as a navigation away begins (after `beforeunload`, before `pagehide`) and reports each
 * as failed. A page that answered such a failure by loading itself anew cancelled the visitor's navigation: they
 * tapped a link while the page was starting and stayed where they were. A failure seen while the page is being left
 * is therefore judged only once the page stays; where the navigation goes through, that moment never comes.
 */

/**
 * How long a page that began to leave waits before it takes a failure as its own: a navigation that has not replaced
 * the page by then did not happen (a download, a link answered 204) or is slower than any this site serves.
 */
export const DEPARTURE_GRACE_MS = 10_000;

export interface DepartureTarget {
  addEventListener(type: 'beforeunload', listener: () => void): void;
}

let leaving = false;

/** Notes when a navigation away from this document begins. Called once, as the app's code starts. */
export function watchDeparture(target: DepartureTarget = window): void {
  target.addEventListener('beforeunload', () => {
    leaving = true;
  });
}

/**
 * Resolves at once where the page is not being left; otherwise after the grace time, if the page is still there (a
 * document that was replaced runs no more timers, so it never resolves).
 */
export function pageStays(wait: (ms: number) => Promise<void> = sleep): Promise<void> {
  if (!leaving) return Promise.resolve();
  return wait(DEPARTURE_GRACE_MS).then(() => {
    leaving = false;
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
