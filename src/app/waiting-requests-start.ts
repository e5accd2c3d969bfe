import { WAITING_RESULTS_MESSAGE } from '@/features/cloudium/domain/waiting-request';
import { whenInteractiveAndIdle } from '@/ui/rendering/moments';

/**
 * Requests that wait for the connection, on every page of the site (docs/product.md, "Offline"): once the page is
 * interactive and idle, what became of requests that went out meanwhile shows (the same toasts as a request sent at
 * once), and what still waits goes out from the page now, when the connection returns, and when the worker reports.
 * The code comes in a chunk of its own then.
 */
export function startWaitingRequests(): void {
  whenInteractiveAndIdle(() => {
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
      () => undefined,
    );
  });
}
