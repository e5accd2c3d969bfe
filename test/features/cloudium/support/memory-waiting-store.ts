import type { WaitingRequest, WaitingResult } from '@/features/cloudium/domain/waiting-request';
import type { WaitingStore } from '@/features/cloudium/store/waiting/waiting-requests';

/**
 * The waiting requests' store in memory, for tests in jsdom (which has no IndexedDB); the browser tests use the real
 * IndexedDB (test/e2e/waiting-requests.e2e.ts).
 */
export function memoryWaitingStore(initial: readonly WaitingRequest[] = []) {
  const waiting = new Map(initial.map((request) => [request.reference, request]));
  const results = new Map<string, WaitingResult>();
  const store: WaitingStore = {
    all: async () => [...waiting.values()],
    put: async (request) => void waiting.set(request.reference, request),
    remove: async (reference) => void waiting.delete(reference),
    addResult: async (result) => void results.set(result.reference, result),
    takeResults: async () => {
      const taken = [...results.values()];
      results.clear();
      return taken;
    },
  };
  return { store, waiting, results };
}
