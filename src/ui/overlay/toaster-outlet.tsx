import { useSyncExternalStore, type ReactNode } from 'react';
import { useInteractive } from '../rendering/moments';

/**
 * Where toasts appear. The toast code (src/ui/overlay/toaster.tsx: Chakra's toaster and its machine) is not part of the
 * first load: it arrives with the screens that can show a toast (forms, Cloudium, join) and puts its component
 * here with the first toast. Until then, and in the prerendered markup, the outlet renders nothing.
 *
 * While the app hydrates a prerendered page, the outlet waits too (src/ui/rendering/moments.ts): mounting the toaster
 * then would add a render of its own to the last task before the page is interactive. A toast made meanwhile (a submit
 * the visitor tapped early) waits in the toaster's store and shows once the page is interactive.
 */
let renderToaster: (() => ReactNode) | null = null;
const listeners = new Set<() => void>();

const announce = () => listeners.forEach((listener) => listener());

export function provideToaster(render: () => ReactNode): void {
  renderToaster = render;
  announce();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToasterOutlet() {
  const interactive = useInteractive();
  const render = useSyncExternalStore(
    subscribe,
    () => renderToaster,
    () => null,
  );
  return interactive && render ? render() : null;
}
