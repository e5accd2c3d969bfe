import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * Where toasts appear. The toast code (ui/toaster.tsx: Chakra's toaster and its machine) is not part of the
 * first load: it arrives with the first screen that can show a toast (forms, Cloudium, join) and puts its
 * component here when it loads. Until then, and in the prerendered markup, the outlet renders nothing.
 */
let renderToaster: (() => ReactNode) | null = null;
const listeners = new Set<() => void>();

export function provideToaster(render: () => ReactNode): void {
  renderToaster = render;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToasterOutlet() {
  const render = useSyncExternalStore(
    subscribe,
    () => renderToaster,
    () => null,
  );
  return render ? render() : null;
}
