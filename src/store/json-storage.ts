/**
 * A redux-persist storage engine over the browser's local storage that never throws and never rejects.
 *
 * Local storage can be missing (old or locked-down browsers), blocked (Safari private mode, disabled
 * cookies: reading `window.localStorage` or calling getItem/setItem throws a SecurityError), full
 * (QuotaExceededError) or hold text that is not JSON. None of that may break a page: reads then answer
 * "nothing stored" and writes are dropped.
 *
 * It stores each key as ONE JSON document (redux-persist runs with `serialize: false`), so
 * `localStorage.communityTeam` reads `{"items":[…],"_persist":{"version":1,"rehydrated":true}}` instead of
 * redux-persist's default double-encoded strings.
 */
export type StorageFailure = 'unavailable' | 'read' | 'corrupt' | 'write' | 'remove';

export interface JsonStorage {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<void>;
  removeItem(key: string): Promise<void>;
}

type ResolveStorage = () => Storage | null | undefined;
type OnFailure = (failure: StorageFailure, key: string, error: unknown) => void;

/** The page's local storage, or null where there is none or it is blocked. Only called on use, never at import. */
export function browserLocalStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  return window.localStorage ?? null;
}

let warned = false;
/** One console warning per page load is enough to tell a developer why nothing is stored. */
function warnOnce(failure: StorageFailure, key: string, error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    `Community-Daten: lokaler Speicher nicht nutzbar (${failure}, ${key}); es gelten die eingebauten Daten.`,
    error,
  );
}

export function createJsonStorage(
  resolve: ResolveStorage = browserLocalStorage,
  onFailure: OnFailure = warnOnce,
): JsonStorage {
  function storageOrNull(key: string): Storage | null {
    try {
      return resolve() ?? null;
    } catch (error) {
      onFailure('unavailable', key, error);
      return null;
    }
  }

  return {
    async getItem(key) {
      const storage = storageOrNull(key);
      if (!storage) return null;
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch (error) {
        onFailure('read', key, error);
        return null;
      }
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as unknown;
      } catch (error) {
        onFailure('corrupt', key, error);
        return null;
      }
    },
    async setItem(key, value) {
      const storage = storageOrNull(key);
      if (!storage) return;
      try {
        storage.setItem(key, JSON.stringify(value));
      } catch (error) {
        onFailure('write', key, error);
      }
    },
    async removeItem(key) {
      const storage = storageOrNull(key);
      if (!storage) return;
      try {
        storage.removeItem(key);
      } catch (error) {
        onFailure('remove', key, error);
      }
    },
  };
}
