import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A part of a page that, on a page the visitor navigated to, renders right after the page's first paint
 * (docs/performance.md, "Page changes"): the new page's heading and what surrounds it show sooner without it, as a
 * fresh load paints the served page at once. The prerendered page and its hydration have it from the start.
 *
 * After the frame that shows the page, React renders the part in a transition (short tasks). Its layout shift is not
 * a visitor's surprise: it follows the tap on the link, within the half second that CLS leaves out after an input.
 */
/** Runs `work` in a task after the next frame has been painted; returns a function that cancels it. */
function afterNextPaint(work: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  // False on the server and while hydrating: there the part renders at once, as the markup has it.
  const renderedInBrowser = useHydrated();
  const [due, setDue] = useState(!renderedInBrowser);
  useEffect(() => {
    if (due) return;
    return afterNextPaint(() => startTransition(() => setDue(true)));
  }, [due]);
  return due ? children : null;
}
