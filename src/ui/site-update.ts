import { useEffect, useState, useSyncExternalStore } from 'react';
import { pageStays } from './page-departure';

/**
 * A page that was open when the site was updated asks for code of its own release as the visitor goes on: a page
 * change, a tab. The server keeps the files of recent releases for a week (docs/operations.md, "Releases"); where
 * one is gone anyway (a host that keeps only the newest release, or an older page), the address the visitor went to
 * is loaded anew, from the new release, instead of showing an error.
 */

/** The error webpack rejects a chunk's import() with; `request` is the script's address. */
interface ChunkLoadError extends Error {
  readonly request?: string;
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * Whether the script a failed import asked for is gone from the server: asked again, it is answered 404. A failure
 * without an answer (offline) or a script that is there is no update, and is shown as the failure it is. A failure
 * while the visitor leaves the page is asked about once the page stays (src/ui/page-departure.ts).
 */
export async function isGoneAfterUpdate(
  error: unknown,
  request?: typeof fetch,
  stays: () => Promise<void> = pageStays,
): Promise<boolean> {
  if (!isChunkLoadError(error) || !error.request) return false;
  await stays();
  try {
    const answer = await (request ?? fetch)(error.request, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404 || answer.status === 410;
  } catch {
    return false;
  }
}

/** Marks the history entry loaded anew, so the same failure after the reload is shown instead of reloading again. */
const LOADED_ANEW = 'novaLoadedAnewAt';
/** A page loaded anew less than this long ago that fails again is broken, not out of date. */
export const LOAD_ANEW_GUARD_MS = 60_000;

export interface PageLocation {
  readonly state: unknown;
  replaceState(state: unknown): void;
  reload(): void;
}

const browserPage: PageLocation = {
  get state(): unknown {
    return window.history.state;
  },
  replaceState: (state) => window.history.replaceState(state, ''),
  reload: () => window.location.reload(),
};

/**
 * Loads the current address anew, once: the history entry remembers it (it survives the reload, and nothing is
 * stored on the device), so a page that fails again within a minute does not reload in a loop. Returns whether it
 * reloads.
 */
export function loadAnewOnce(page: PageLocation = browserPage, now = Date.now()): boolean {
  if (!mayLoadAnew(page, now)) return false;
  page.replaceState({ ...entryState(page), [LOADED_ANEW]: now });
  page.reload();
  return true;
}

/** Whether loadAnewOnce would load the page anew now: it was not loaded anew for this reason a moment ago. */
export function mayLoadAnew(page: PageLocation = browserPage, now = Date.now()): boolean {
  const before = entryState(page)[LOADED_ANEW];
  return typeof before !== 'number' || now - before >= LOAD_ANEW_GUARD_MS;
}

function entryState(page: PageLocation): Record<string, unknown> {
  return typeof page.state === 'object' && page.state !== null ? (page.state as Record<string, unknown>) : {};
}

/** After a failed import: whether the page is being loaded anew (true), or the failure stands (false). */
export async function loadAnewIfUpdated(error: unknown): Promise<boolean> {
  return (await isGoneAfterUpdate(error)) && loadAnewOnce();
}

export type UpdateCheck = 'checking' | 'loading-anew' | 'failed';

/**
 * For a screen that shows an error: while a failed import is checked and the page loaded anew, the screen shows its
 * spinner, never the error; any other error is 'failed' at once.
 */
export function useLoadAnewIfUpdated(error: unknown): UpdateCheck {
  const [check, setCheck] = useState<UpdateCheck>(() => (isChunkLoadError(error) ? 'checking' : 'failed'));
  useEffect(() => {
    if (!isChunkLoadError(error)) return undefined;
    let current = true;
    void loadAnewIfUpdated(error).then((reloading) => {
      if (current) setCheck(reloading ? 'loading-anew' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [error]);
  return check;
}

/**
 * A new release's service worker waits until the visitor takes it (src/app/offline/worker-registration.ts): the page
 * offers it, and a running page never switches to another release's code by itself. `take` hands the page over to the
 * new worker and loads it anew.
 */
export interface UpdateOffer {
  readonly take: () => void;
}

let offered: UpdateOffer | null = null;
const offerListeners = new Set<() => void>();

function setOffer(offer: UpdateOffer | null): void {
  offered = offer;
  offerListeners.forEach((listener) => listener());
}

/** A new version is there: the page offers it. */
export function offerUpdate(take: () => void): void {
  setOffer({ take });
}

/** The visitor leaves it for later: the offer goes until the next page load. */
export function declineUpdate(): void {
  setOffer(null);
}

function subscribeToOffer(listener: () => void): () => void {
  offerListeners.add(listener);
  return () => offerListeners.delete(listener);
}

/** The offer to show, if any (none in the prerendered markup). */
export function useUpdateOffer(): UpdateOffer | null {
  return useSyncExternalStore(
    subscribeToOffer,
    () => offered,
    () => null,
  );
}
