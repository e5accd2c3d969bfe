import {
  dropExpiredFromPage,
  refreshWaiting,
  sendFromPage,
  takeWaitingResults,
} from '@/features/cloudium/store/waiting/waiting-in-page';
import { waitingResultNotice } from '@/features/cloudium/domain/request-notices';
import { TOAST_DEFAULT_MS } from '@/config/timing';

/**
 * What a page shows of requests that waited (waiting-requests-start.ts): each result once, one toast after another
 * (one shows at a time), and the forms' lines follow what still waits.
 */
export async function showWhatWentOut(): Promise<void> {
  const results = await takeWaitingResults();
  await refreshWaiting();
  if (results.length === 0) return;
  const { notify } = await import('@/ui/overlay/toaster');
  results.forEach((result, index) => {
    setTimeout(() => notify(waitingResultNotice(result)), index * TOAST_DEFAULT_MS);
  });
}

export { dropExpiredFromPage, sendFromPage };
