import { communityEvents } from '@/features/community/content/events.content';
import { communityRules } from '@/features/community/content/rules.content';
import { teamMembers } from '@/features/community/content/team.content';
import { COMMUNITY_PERSIST_VERSION, startCommunityPersistence } from '@/features/community/store/community-persistence';
import { createJsonStorage, type StorageFailure } from '@/store/json-storage';
import { makeAppStore } from '@/app/app-store';

/** The storage rule's exact keys (docs/product.md#storage-rule). */
const COMMUNITY_STORAGE_KEYS = ['communityEvents', 'communityTeam', 'communityRules'] as const;

const BUILT_IN = {
  communityEvents: communityEvents,
  communityTeam: teamMembers,
  communityRules: communityRules,
} as const;

const storedDocument = (items: unknown) => ({
  items,
  _persist: { version: COMMUNITY_PERSIST_VERSION, rehydrated: true },
});

/**
 * Starts a store with persistence over `resolve()` and waits until it has read and written; whatever the storage held
 * or did, the page's state is then the built-in data.
 */
async function boot(resolve: () => Storage | null | undefined) {
  const failures: StorageFailure[] = [];
  const store = makeAppStore(undefined, { storage: createJsonStorage(resolve, (failure) => failures.push(failure)) });
  const persistor = startCommunityPersistence(store);
  await new Promise<void>((done) => {
    const check = () => persistor.getState().bootstrapped && done();
    persistor.subscribe(check);
    check();
  });
  await persistor.flush();
  expectBuiltInState(store.getState());
  return { failures };
}

function storedItems(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as { items: unknown }).items;
}

function expectBuiltInState(state: ReturnType<ReturnType<typeof makeAppStore>['getState']>) {
  expect(state.communityEvents.items).toEqual(communityEvents);
  expect(state.communityTeam.items).toEqual(teamMembers);
  expect(state.communityRules.items).toEqual(communityRules);
}

function expectBuiltInStored() {
  for (const key of COMMUNITY_STORAGE_KEYS) {
    expect(storedItems(key)).toEqual(BUILT_IN[key]);
  }
}

/** A storage whose writes throw `writeError`, and whose reads throw `readError` if given (else find nothing). */
function failingStorage(writeError: DOMException, readError?: DOMException): Storage {
  return {
    getItem: () => {
      if (readError) throw readError;
      return null;
    },
    setItem: () => {
      throw writeError;
    },
    removeItem: () => undefined,
  } as unknown as Storage;
}

describe('the storage rule: local storage always ends up holding the built-in data', () => {
  beforeEach(() => window.localStorage.clear());

  it('fresh: empty storage gets the built-in data, under the bare keys, as plain JSON', async () => {
    const { failures } = await boot(() => window.localStorage);
    expectBuiltInStored();
    expect(Object.keys(window.localStorage).sort()).toEqual(['communityEvents', 'communityRules', 'communityTeam']);
    expect(JSON.parse(window.localStorage.getItem('communityTeam') ?? '')).toEqual(storedDocument(teamMembers));
    expect(failures).toEqual([]);
  });

  it('equal: a stored copy equal to the built-in data stays as it is', async () => {
    for (const key of COMMUNITY_STORAGE_KEYS) {
      window.localStorage.setItem(key, JSON.stringify(storedDocument(BUILT_IN[key])));
    }
    const { failures } = await boot(() => window.localStorage);
    expectBuiltInStored();
    expect(failures).toEqual([]);
  });

  it('tampered: a changed copy is ignored and overwritten', async () => {
    const tamperedTeam = [{ id: 99, name: 'Eindringling', role: 'Inhaber', joinDate: '∞', initials: 'EI' }];
    const tamperedEvent = [{ id: 1, date: '01.01.2030', title: 'Gefälscht', description: 'Nicht echt' }];
    window.localStorage.setItem('communityTeam', JSON.stringify(storedDocument(tamperedTeam)));
    window.localStorage.setItem('communityEvents', JSON.stringify(storedDocument(tamperedEvent)));
    window.localStorage.setItem('communityRules', JSON.stringify(storedDocument(communityRules.slice(0, 2))));
    await boot(() => window.localStorage);
    expectBuiltInStored();
  });

  it('outdated: a copy from another version of the site is overwritten', async () => {
    window.localStorage.setItem('communityTeam', JSON.stringify({ items: teamMembers, _persist: { version: 0 } }));
    await boot(() => window.localStorage);
    expect(JSON.parse(window.localStorage.getItem('communityTeam') ?? '')).toEqual(storedDocument(teamMembers));
  });

  it.each([
    ['invalid JSON', '{kaputt'],
    ['a bare list (old format)', JSON.stringify(teamMembers)],
    ['a number', '42'],
    ['a string', '"Hallo"'],
    ['null', 'null'],
    ['an empty string', ''],
  ])('corrupt: %s is replaced by the built-in data', async (_name, raw) => {
    for (const key of COMMUNITY_STORAGE_KEYS) window.localStorage.setItem(key, raw);
    const { failures } = await boot(() => window.localStorage);
    expectBuiltInStored();
    expect(failures.every((failure) => failure === 'corrupt')).toBe(true);
  });

  it('storage throwing on every read and write (Safari private mode): page data stay built-in, nothing throws', async () => {
    const insecure = new DOMException('The operation is insecure.', 'SecurityError');
    const { failures } = await boot(() => failingStorage(insecure, insecure));
    expect(failures).toEqual(expect.arrayContaining(['read', 'write']));
  });

  it('full quota: the write is dropped without an error', async () => {
    const { failures } = await boot(() => failingStorage(new DOMException('Quota exceeded', 'QuotaExceededError')));
    expect(failures).toEqual(['write', 'write', 'write']);
  });

  it('blocked storage object: reading window.localStorage itself throws', async () => {
    const { failures } = await boot(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(new Set(failures)).toEqual(new Set(['unavailable']));
  });

  it('missing storage: no local storage at all', async () => {
    const { failures } = await boot(() => undefined);
    expect(failures).toEqual([]);
  });

  it('a store without started persistence never touches local storage', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem');
    const store = makeAppStore();
    expectBuiltInState(store.getState());
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('JSON storage engine', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads back what it wrote, as one JSON document per key', async () => {
    const storage = createJsonStorage(() => window.localStorage, jest.fn());
    await storage.setItem('k', { a: [1, 2] });
    expect(window.localStorage.getItem('k')).toBe('{"a":[1,2]}');
    await expect(storage.getItem('k')).resolves.toEqual({ a: [1, 2] });
    await storage.removeItem('k');
    await expect(storage.getItem('k')).resolves.toBeNull();
  });

  it('never rejects, and reports each failure', async () => {
    const onFailure = jest.fn();
    const broken = createJsonStorage(() => {
      throw new Error('kein Zugriff');
    }, onFailure);
    await expect(broken.getItem('k')).resolves.toBeNull();
    await expect(broken.setItem('k', 1)).resolves.toBeUndefined();
    await expect(broken.removeItem('k')).resolves.toBeUndefined();
    expect(onFailure).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledWith('unavailable', 'k', expect.any(Error));
  });

  it('warns on the console once per page load by default', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createJsonStorage(() => null);
    window.localStorage.setItem('x', '{');
    const corrupt = createJsonStorage(() => window.localStorage);
    await corrupt.getItem('x');
    await corrupt.getItem('x');
    await storage.getItem('x');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
