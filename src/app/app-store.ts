import { communityStoreReducers } from '@/features/community/store/community.slice';
import { makeStore, type RootState, type StoreOptions } from '@/store/store';

/**
 * The app's store: the shared store with what the first page needs from the start, the community data
 * (docs/architecture.md, "The store"). The prerenderer, the browser and the tests make theirs here.
 */
export function makeAppStore(preloadedState?: Partial<RootState>, options: Omit<StoreOptions, 'reducers'> = {}) {
  return makeStore(preloadedState, { ...options, reducers: communityStoreReducers });
}
