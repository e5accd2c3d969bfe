import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { communityEventsSlice, communityRulesSlice, communityTeamSlice } from './community.slice';
import { createJsonStorage, type JsonStorage } from './community-storage';

/**
 * The Redux store. What the first page needs is in it from the start (the community data); the rest arrives
 * with the code that uses it, so the first load carries neither (docs/prerendering.md, lean first load):
 * - the webhook API (RTK Query) attaches itself when the Cloudium screen's code loads (webhook.api.ts);
 * - persistence (redux-persist) is started after the first paint (community-persistence.ts).
 */

/** A reducer and its middleware that join every store when their module loads. */
export interface StorePart {
  readonly reducerPath: string;
  readonly reducer: Reducer;
  readonly middleware: Middleware;
}

const loadedParts: StorePart[] = [];
const attachToLiveStores = new Set<(part: StorePart) => void>();

/** Adds a part to every store that exists and every store made from now on. */
export function attachStorePart(part: StorePart): void {
  if (loadedParts.some((loaded) => loaded.reducerPath === part.reducerPath)) return;
  loadedParts.push(part);
  attachToLiveStores.forEach((attach) => attach(part));
}

/** redux-persist's own actions carry callbacks by design (its constants, without loading the library). */
export const PERSIST_ACTION_TYPES = [
  'persist/FLUSH',
  'persist/REHYDRATE',
  'persist/PAUSE',
  'persist/PERSIST',
  'persist/PURGE',
  'persist/REGISTER',
] as const;

/** A fresh root reducer per store: every persisted reducer keeps its own write queue. */
function makeRootReducer() {
  return combineSlices(communityEventsSlice, communityTeamSlice, communityRulesSlice);
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

export interface StoreOptions {
  /** Where the community data are mirrored; the browser's local storage unless a test passes its own. */
  storage?: JsonStorage;
}

/** Builds a store; tests pass a preloaded state (and a storage), the app passes nothing. */
export function makeStore(preloadedState?: Partial<RootState>, { storage = createJsonStorage() }: StoreOptions = {}) {
  const rootReducer = makeRootReducer();
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: [...PERSIST_ACTION_TYPES] } }).concat(
        dynamicMiddleware.middleware,
      ),
  });

  /** Replaces a slice's reducer (persistence wraps the community reducers). */
  function replaceSliceReducer(reducerPath: string, reducer: Reducer): void {
    rootReducer.inject({ reducerPath, reducer }, { overrideExisting: true });
  }

  function attach(part: StorePart): void {
    rootReducer.inject({ reducerPath: part.reducerPath, reducer: part.reducer });
    dynamicMiddleware.addMiddleware(part.middleware);
    // Lets the new reducer put its initial state in place before anything reads it.
    store.dispatch({ type: `${part.reducerPath}/attached` } satisfies UnknownAction);
  }

  loadedParts.forEach(attach);
  attachToLiveStores.add(attach);
  return Object.assign(store, { storage, replaceSliceReducer });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
