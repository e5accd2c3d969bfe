/**
 * The page's side of the requests that wait (waiting-requests.ts, docs/product.md "Offline"): what the forms show
 * while a request waits, keeping one when it found no connection, and sending what waits from the page where no
 * service worker does (no Background Sync: Safari, Firefox), on start and when the connection returns.
 */
import type { RequestKind } from '@/features/cloudium/contract/webhook-contract';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { type WaitingRequest, type WaitingResult } from '@/features/cloudium/domain/waiting-request';
import { WAITING_KEPT_EVENT, WAITING_SYNC_TAG } from '@/features/cloudium/domain/waiting-names';
import { dropExpired, indexedDbStore, keepWaiting, sendWaiting, type WaitingStore } from './waiting-requests';
import { publishWaiting } from './waiting-snapshot';

let store: WaitingStore | undefined | null = null;
const theStore = () => (store === null ? (store = indexedDbStore()) : store);

/** Tests keep their requests elsewhere (jsdom has no IndexedDB). */
export function replaceWaitingStore(replacement: WaitingStore | undefined): void {
  store = replacement;
  publishWaiting([]);
}

/** Reads what waits now, and shows it in the forms' lines. */
export async function refreshWaiting(): Promise<readonly WaitingRequest[]> {
  const current = theStore();
  const requests = current ? await current.all() : [];
  publishWaiting(requests);
  return requests;
}

interface SyncRegistration {
  readonly sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the worker once there is a connection (where it has Background Sync). */
async function askForSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(WAITING_SYNC_TAG);
  } catch {
    // Refused (no permission, no worker): the page sends it when it comes online or at the next visit.
  }
}

/**
 * Keeps a request that found no connection (with what the form's hidden field held) and has it sent later; its
 * reference, or none where nothing is kept.
 */
export async function keepForLater(
  kind: RequestKind,
  payload: WebhookPayload,
  trap?: string,
): Promise<string | undefined> {
  const reference = await keepWaiting(theStore(), kind, payload, new Date(), trap);
  if (reference) {
    await refreshWaiting();
    void askForSync();
    // The page now watches for the connection too (src/app/offline/waiting-requests-start.ts).
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(WAITING_KEPT_EVENT));
  }
  return reference;
}

/** A request that waited went out with the visitor's new try: it waits no more. */
export async function sentNow(reference: string): Promise<void> {
  await theStore()?.remove(reference);
  await refreshWaiting();
}

/**
 * Sends what waits from this page; what became of each is kept until shown (takeWaitingResults). Returns how many
 * still wait.
 */
export async function sendFromPage(): Promise<number> {
  const current = theStore();
  if (!current || (await refreshWaiting()).length === 0) return 0;
  await sendWaiting(current);
  return (await refreshWaiting()).length;
}

/** Drops what waited longer than 48 hours (with a connection or without); the forms' lines follow. */
export async function dropExpiredFromPage(): Promise<void> {
  const current = theStore();
  if (!current) return;
  await dropExpired(current);
  await refreshWaiting();
}

/** What became of requests that waited, not shown yet; each is handed out once. */
export async function takeWaitingResults(): Promise<WaitingResult[]> {
  return (await theStore()?.takeResults()) ?? [];
}
