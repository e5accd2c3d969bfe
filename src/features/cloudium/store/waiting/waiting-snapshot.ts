import type { WaitingRequest } from '@/features/cloudium/domain/waiting-request';

/**
 * What waits for the connection right now, for the forms' lines (ui/waiting-notice.tsx). Kept apart from the storage
 * (waiting-in-page.ts), which comes in a chunk of its own when the page is idle or a request fails: the forms' code
 * carries only this.
 */
let snapshot: readonly WaitingRequest[] = [];
const listeners = new Set<() => void>();

export function subscribeToWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function waitingSnapshot(): readonly WaitingRequest[] {
  return snapshot;
}

export function publishWaiting(requests: readonly WaitingRequest[]): void {
  snapshot = requests;
  listeners.forEach((listener) => listener());
}

/** Where the browser sends a waiting request with every page of the site closed (Background Sync, a worker). */
export function sentWithPageClosed(): boolean {
  return typeof window !== 'undefined' && 'SyncManager' in window && !!navigator.serviceWorker?.controller;
}
