import { useState } from 'react';
import { useSelector, useStore } from 'react-redux';
import type { AppStore, RootState, StorePart } from './store';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Attaches a part (RTK Query's api) to the store this component runs in, before its hooks read it: the chunk that
 * needs the part brings it, and no module keeps a list of stores.
 */
export function useStorePart(part: StorePart): void {
  const store = useAppStore();
  // During the first render, so the part's state exists when the component's own hooks select it; once per store.
  useState(() => store.attach(part));
}
