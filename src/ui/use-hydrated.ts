import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the server prerenders and while the browser hydrates (so the markup matches the prerendered page),
 * true from the render after. For what only the browser knows, such as the address's query.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
