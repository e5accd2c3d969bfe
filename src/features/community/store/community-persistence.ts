import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type PersistConfig, type PersistedState, type Persistor } from 'redux-persist';
import {
  COMMUNITY_EVENTS_KEY,
  COMMUNITY_RULES_KEY,
  COMMUNITY_TEAM_KEY,
  communityEventsSlice,
  communityRulesSlice,
  communityTeamSlice,
} from './community.slice';
import type { JsonStorage } from '@/store/json-storage';
import type { AppStore } from '@/store/store';

/**
 * The storage rule (docs/product.md#storage-rule): local storage keeps events, team and rules under exactly the keys
 * communityEvents, communityTeam and communityRules, and a stored copy that differs from the built-in data
 * is overwritten with it.
 *
 * How redux-persist is set up for that:
 * - `keyPrefix: ''` drops redux-persist's `persist:` prefix, so the storage key is the slice name itself.
 * - `serialize: false` plus the JSON storage engine store one plain JSON document per key.
 * - The state reconciler keeps the built-in state and ignores whatever was read. After rehydration
 *   redux-persist writes the state back, so on every page load the stored copy becomes the built-in data:
 *   an edited, outdated or unreadable copy is replaced, an equal one is rewritten unchanged.
 * - Reading goes through the never-failing engine; `timeout: 0` because a read always settles at once.
 */
export const COMMUNITY_PERSIST_VERSION = 1;

/** The stored data never win: the reducer's own (built-in) state is kept. */
function keepBuiltIn<S>(_inbound: unknown, _current: S, builtIn: S): S {
  return builtIn;
}

function communityPersistConfig<S>(key: string, storage: JsonStorage): PersistConfig<S> {
  return {
    key,
    keyPrefix: '',
    storage,
    version: COMMUNITY_PERSIST_VERSION,
    serialize: false,
    timeout: 0,
    getStoredState: () => storage.getItem(key) as Promise<PersistedState>,
    stateReconciler: keepBuiltIn,
  };
}

function persisted<S>(key: string, reducer: Reducer<S>, storage: JsonStorage) {
  return persistReducer(communityPersistConfig<S>(key, storage), reducer);
}

/** The three persisted community reducers, keyed by their storage key (which is also their state key). */
export function communityReducers(storage: JsonStorage) {
  return {
    [COMMUNITY_EVENTS_KEY]: persisted(COMMUNITY_EVENTS_KEY, communityEventsSlice.reducer, storage),
    [COMMUNITY_TEAM_KEY]: persisted(COMMUNITY_TEAM_KEY, communityTeamSlice.reducer, storage),
    [COMMUNITY_RULES_KEY]: persisted(COMMUNITY_RULES_KEY, communityRulesSlice.reducer, storage),
  };
}

/**
 * Starts persistence: wraps the store's community reducers, reads the stored copies and writes the built-in
 * data back. The app loads this module after the first paint; the page shows the built-in data from the start
 * and needs no PersistGate, because stored data never change what is shown.
 */
export function startCommunityPersistence(store: AppStore): Persistor {
  for (const [key, reducer] of Object.entries(communityReducers(store.storage))) {
    store.replaceSliceReducer(key, reducer as Reducer);
  }
  return persistStore(store);
}
