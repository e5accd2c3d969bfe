import { Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Where dialogs and toasts are drawn: an element of its own beside the app's root, not <body>
 * (docs/performance.md#taps). React listens for every kind of input on each container it renders into. A portal
 * into <body> put a second set of its listeners above the whole page, so every pointer, touch and mouse event of a
 * tap on the page went through React's dispatch twice; a phone's tap fires about ten of them before its click. Beside
 * the root, only what happens inside a dialog or a toast passes the layers' listeners.
 */
export const LAYERS_ATTRIBUTE = 'data-layers';

let host: HTMLElement | null = null;

/** The layers' element, made on first use at the end of <body>; none while prerendering. */
function layersHost(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  if (host?.isConnected) return host;
  host = document.querySelector<HTMLElement>(`body > [${LAYERS_ATTRIBUTE}]`);
  if (!host) {
    host = document.createElement('div');
    host.setAttribute(LAYERS_ATTRIBUTE, '');
    document.body.append(host);
  }
  return host;
}

/** Chakra's Portal reads its container as a ref: this one finds (or makes) the layers' element when asked. */
const layers = {
  get current() {
    return layersHost() ?? null;
  },
};

/** A portal into the layers beside the app's root: for a dialog's or the toasts' parts. */
export function LayerPortal({ children }: { children: ReactNode }) {
  return <Portal container={layers}>{children}</Portal>;
}
