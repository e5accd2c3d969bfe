import { WAITING_KEPT_EVENT, WAITING_RESULTS_MESSAGE } from '@/features/cloudium/domain/waiting-names';
import { waitingDatabaseExists } from '@/features/cloudium/store/waiting/waiting-database';
import { WAITING_RETRY_MAX_MS, WAITING_RETRY_MS } from '@/config/timing';
import { whenInteractiveAndIdle } from '@/ui/rendering/moments';
import { whenSettled } from '../settled';
import type * as PageSideModule from './waiting-requests-page';

/**
 * Requests that wait for the connection, on every page of the site (docs/product.md, "Requests that wait"): what
 * became of requests that went out meanwhile shows (the same toasts as a request sent at once), and what still waits
 * goes out from the page: at its start, when the connection returns, and after a pause where the browser reports a
 * connection that did not reach the relay. It starts once the page is interactive and idle where this browser ever
 * kept a request (its database exists only then: most visitors' pages load nothing more for it), or when this page
 * keeps one; its code comes in a chunk of its own.
 */
export function startWaitingRequests(): void {
  whenInteractiveAndIdle(() => void waitingDatabaseExists().then((waits) => waits && void watch().then(sendNow)));
  window.addEventListener(WAITING_KEPT_EVENT, () => void watch().then(sendAfterPause));
  whenSettled(keepReadyForNoConnection);
}

/**
 * Once the page has settled while online, the code that keeps a request without a connection is loaded: a phone
 * loses the connection first (a tunnel, a lift) and the visitor types afterwards, when it could load no more. It is
 * the forms' chunk of their own (webhook.api.ts loads it when a form is filled in; then it is there already).
 */
function keepReadyForNoConnection(): void {
  if (!navigator.onLine) return;
  import(/* webpackChunkName: "waiting-requests" */ '@/features/cloudium/store/waiting/waiting-in-page').catch(
    () => undefined,
  );
}

type PageSide = typeof PageSideModule;

let watching: Promise<PageSide> | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;
let pause = WAITING_RETRY_MS;

/** Loads the page's side once and listens for the connection and the worker's reports. */
function watch(): Promise<PageSide> {
  watching ??= import(/* webpackChunkName: "waiting-requests" */ './waiting-requests-page').then(
    (pageSide) => {
      window.addEventListener('online', () => sendNow(pageSide));
      navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (event.data === WAITING_RESULTS_MESSAGE) void pageSide.showWhatWentOut();
      });
      return pageSide;
    },
    (error: unknown) => {
      watching = undefined;
      throw error;
    },
  );
  return watching;
}

/** Sends what waits now where there is a connection, and shows what became of it. */
function sendNow(pageSide: PageSide): void {
  clearTimeout(retry);
  retry = undefined;
  if (!navigator.onLine) {
    // Offline too, 48 hours mean 48 hours: what waited longer goes, and the visitor learns it.
    void pageSide.dropExpiredFromPage().then(() => pageSide.showWhatWentOut());
    return;
  }
  void pageSide.sendFromPage().then(async (left) => {
    await pageSide.showWhatWentOut();
    if (left > 0) sendAfterPause(pageSide);
    else pause = WAITING_RETRY_MS;
  });
}

/**
 * Tries again after a pause, longer each time: a request that just failed would most likely fail the same way at
 * once, and the visitor's own next tap goes first (under the same reference). Offline, the `online` event sends it.
 */
function sendAfterPause(pageSide: PageSide): void {
  if (retry !== undefined) return;
  retry = setTimeout(() => sendNow(pageSide), pause);
  pause = Math.min(pause * 2, WAITING_RETRY_MAX_MS);
}
