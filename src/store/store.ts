import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { createJsonStorage, type JsonStorage } from './json-storage';

/**
 * The Redux store, shared by every feature and knowing none (docs/architecture.md, "The store"). What the first page
 * needs is in it from the start: the app passes the community reducers when it makes the store (src/app/app-store.ts).
 * The rest arrives with the code that uses it, so the first load carries neither (docs/prerendering.md, lean first
 * load): the Cloudium screen's code attaches the webhook API to the store it runs in (`useStorePart`), and
 * persistence (redux-persist) is started after the first paint.
 */

/**
 * The state of every reducer a store can hold. A feature adds its own keys (TypeScript module augmentation of this
 * interface), so the typed hooks know them without this file importing the feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface StoreSlices {}

export type RootState = StoreSlices;

/** A reducer and its middleware that a chunk attaches to the store it runs in (RTK Query's api has this shape). */
export interface StorePart {
  readonly reducerPath: string;
  readonly reducer: Reducer;
  readonly middleware: Middleware;
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

export interface StoreOptions {
  /** Where persisted data are mirrored; the browser's local storage unless a test passes its own. */
  storage?: JsonStorage;
  /** The reducers the store starts with, by state key (the app passes the community data). */
  reducers?: Readonly<Record<string, Reducer>>;
}

/** Builds a store; tests pass a preloaded state (and a storage), the app its starting reducers. */
export function makeStore(
  preloadedState?: Partial<RootState>,
  { storage = createJsonStorage(), reducers = {} }: StoreOptions = {},
) {
  // A fresh root reducer per store: every persisted reducer keeps its own write queue.
  const rootReducer = combineSlices({ ...reducers });
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    // The features declare the state their reducers hold (StoreSlices); the app passes exactly those reducers.
    reducer: rootReducer as unknown as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: [...PERSIST_ACTION_TYPES] } }).concat(
        dynamicMiddleware.middleware,
      ),
  });
  const attached = new Set<string>();

  /** Replaces a slice's reducer (persistence wraps the community reducers). */
  function replaceSliceReducer(reducerPath: string, reducer: Reducer): void {
    rootReducer.inject({ reducerPath, reducer }, { overrideExisting: true });
  }

  /** Adds a part's reducer and middleware to this store, once. */
  function attach(part: StorePart): void {
    if (attached.has(part.reducerPath)) return;
    attached.add(part.reducerPath);
    rootReducer.inject({ reducerPath: part.reducerPath, reducer: part.reducer });
    dynamicMiddleware.addMiddleware(part.middleware);
    // Lets the new reducer put its initial state in place before anything reads it.
    store.dispatch({ type: `${part.reducerPath}/attached` } satisfies UnknownAction);
  }

  return Object.assign(store, { storage, replaceSliceReducer, attach });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
