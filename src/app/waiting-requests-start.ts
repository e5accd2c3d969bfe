import {
  WAITING_DATABASE,
  WAITING_KEPT_EVENT,
  WAITING_RESULTS_MESSAGE,
} from '@/features/cloudium/domain/waiting-request';
import { whenInteractiveAndIdle } from '@/ui/rendering/moments';

/**
 * Requests that wait for the connection, on every page of the site (docs/product.md, "Offline"): what became of
 * requests that went out meanwhile shows (the same toasts as a request sent at once), and what still waits goes out
 * from the page now, when the connection returns, and when the worker reports. It starts once the page is interactive
 * and idle where this browser ever kept a request, or when this page keeps one; its code comes in a chunk of its own.
 */
export function startWaitingRequests(): void {
  whenInteractiveAndIdle(() => void somethingWaits().then((waits) => waits && watch()));
  window.addEventListener(WAITING_KEPT_EVENT, watch, { once: true });
}

/**
 * Whether the site ever kept a request in this browser: its database exists only then. Most visitors never send one
 * without a connection, and their pages load nothing more for it. A browser that cannot list its databases is asked
 * the long way.
 */
async function somethingWaits(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === WAITING_DATABASE);
  } catch {
    return true;
  }
}

let watching = false;

function watch(): void {
  if (watching) return;
  watching = true;
  void import(/* webpackChunkName: "waiting-requests" */ './waiting-requests-page').then(
    ({ showWhatWentOut, sendFromPage }) => {
      const sendAndShow = () => void sendFromPage().then(showWhatWentOut);
      if (navigator.onLine) sendAndShow();
      else void showWhatWentOut();
      window.addEventListener('online', sendAndShow);
      navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (event.data === WAITING_RESULTS_MESSAGE) void showWhatWentOut();
      });
    },
    () => {
      watching = false;
    },
  );
}
