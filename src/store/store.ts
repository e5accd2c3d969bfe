import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { communityReducers } from './community-persistence';
import { createJsonStorage, type JsonStorage } from './community-storage';
import { webhookApi } from './webhook.api';

/** A fresh root reducer per store: every persisted reducer keeps its own write queue. */
function makeRootReducer(storage: JsonStorage) {
  return combineReducers({
    [webhookApi.reducerPath]: webhookApi.reducer,
    ...communityReducers(storage),
  });
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

export interface StoreOptions {
  /** Where the community data are mirrored; the browser's local storage unless a test passes its own. */
  storage?: JsonStorage;
}

/** Builds a store; tests pass a preloaded state (and a storage), the app passes nothing. */
export function makeStore(preloadedState?: Partial<RootState>, { storage = createJsonStorage() }: StoreOptions = {}) {
  return configureStore({
    reducer: makeRootReducer(storage),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry callbacks by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(webhookApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
