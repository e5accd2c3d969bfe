import { useDeferredValue, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A part of a page that, on a page the visitor navigated to, renders right after the page's first paint
 * (docs/performance.md, "Page changes"): the new page's heading and what surrounds it show sooner without it, as a
 * fresh load paints the served page at once. The prerendered page and its hydration have it from the start.
 *
 * React renders the part in a deferred render of its own after the page has been committed, in short tasks, so the
 * browser paints in between. Its layout shift is not a visitor's surprise: it follows the tap on the link, within
 * the half second that CLS leaves out after an input.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  // False on the server and while hydrating: there the part renders at once, as the markup has it.
  const renderedInBrowser = useHydrated();
  const due = useDeferredValue(true, !renderedInBrowser);
  return due ? children : null;
}
