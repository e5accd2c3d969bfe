import { useEffect } from 'react';

/**
 * Keeps the page behind an open modal dialog still (docs/performance.md, "Taps"). Chakra's dialogs do that
 * themselves, but in a way that restyles the whole page in the very frame that should show the dialog: their scroll
 * lock sets a CSS custom property on <html>, and their pointer block sets `pointer-events: none` on <body>. Both are
 * inherited, so the browser computes the style of every element again (1,100 on /cloudium, 60–130 ms each on the
 * mid-tier phone). This lock sets only `overflow` on <html>, which no element inherits, and keeps the page's width
 * where a scrollbar disappears. The page needs no pointer block: the dialog's positioner covers the whole viewport,
 * so a tap beside the dialog reaches it (and closes the dialog), never the page. `data-inert` on <body> is what
 * Chakra's dialog (Zag's dismissable layer) takes as "the page is blocked already" and then leaves <body> alone.
 */
/** Zag's dismissable layer sets no `pointer-events` on <body> that carries this attribute. */
const BLOCKED_ATTRIBUTE = 'data-inert';

let locks = 0;
let restore: (() => void) | null = null;

function lockPage(): void {
  locks += 1;
  if (locks > 1) return;
  const root = document.documentElement;
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
  document.body.setAttribute(BLOCKED_ATTRIBUTE, '');
  restore = () => {
    root.style.overflow = previous.overflow;
    root.style.paddingRight = previous.paddingRight;
    document.body.removeAttribute(BLOCKED_ATTRIBUTE);
  };
}

function unlockPage(): void {
  locks = Math.max(0, locks - 1);
  if (locks > 0) return;
  restore?.();
  restore = null;
}

/** Locks the page behind a modal dialog while `active` (one lock for any number of open dialogs). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    lockPage();
    return unlockPage;
  }, [active]);
}
