import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { webhookApi } from './webhook.api';

export const rootReducer = combineReducers({
  [webhookApi.reducerPath]: webhookApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass a preloaded state, the app passes nothing. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(webhookApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
