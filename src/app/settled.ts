import { whenInteractiveAndIdle } from '@/ui/rendering/moments';

/**
 * The moment a page has settled: interactive, idle, and a few seconds on (SETTLED_AFTER_MS). What the first load does
 * not need but the page may later (the service worker, the manifest, what keeps a request without a connection) comes
 * then, so the start-up does not change.
 *
 * The worker's install and the manifest bring requests of their own. Right when the page became interactive they
 * fell among the idle work of the first load (the modules of the links on screen, the community tabs rendered ahead):
 * Lighthouse, which counts that work as blocking until the network is quiet for five seconds, measured 164 → 436 ms
 * of blocking time on `/` on the calibrated phone. Five seconds later the first load's own work is done.
 */
export const SETTLED_AFTER_MS = 5_000;

export function whenSettled(run: () => void): void {
  whenInteractiveAndIdle(() => window.setTimeout(() => whenInteractiveAndIdle(run), SETTLED_AFTER_MS));
}
