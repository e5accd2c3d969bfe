import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * Where toasts appear. The toast code (ui/toaster.tsx: Chakra's toaster and its machine) is not part of the
 * first load: it arrives with the first screen that can show a toast (forms, Cloudium, join) and puts its
 * component here when it loads. Until then, and in the prerendered markup, the outlet renders nothing.
 *
 * While the app hydrates a prerendered page, the outlet waits too (holdToaster): mounting the toaster then would add
 * a render of its own to the last task before the page is interactive. A toast made meanwhile (a submit the visitor
 * tapped early) waits in the toaster's store and shows as soon as the outlet is released.
 */
let renderToaster: (() => ReactNode) | null = null;
let held = false;
const listeners = new Set<() => void>();

const announce = () => listeners.forEach((listener) => listener());

export function provideToaster(render: () => ReactNode): void {
  renderToaster = render;
  announce();
}

/** Keeps the outlet empty until the returned function is called (src/app/start-app.tsx, hydrating). */
export function holdToaster(): () => void {
  held = true;
  return () => {
    held = false;
    announce();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToasterOutlet() {
  const render = useSyncExternalStore(
    subscribe,
    () => (held ? null : renderToaster),
    () => null,
  );
  return render ? render() : null;
}
