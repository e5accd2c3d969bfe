import { useEffect } from 'react';

/**
 * Keeps the page behind an open modal dialog still (docs/performance.md#taps). It sets only `overflow` on <html>,
 * which no element inherits: an inherited property (a custom property on <html>, `pointer-events` on <body>, as
 * Chakra's dialogs set) makes the browser compute the style of every element again in the frame that should show the
 * dialog (1,100 on /cloudium, 60–130 ms each on the mid-tier phone). Where a scrollbar disappears, a padding keeps the
 * page's width. The page needs no pointer block: the dialog's positioner covers the whole viewport.
 */
let locks = 0;
let restore: (() => void) | null = null;

function lockPage(): void {
  locks += 1;
  if (locks > 1) return;
  const root = document.documentElement;
  const gutter = window.innerWidth - root.clientWidth;
  const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  if (gutter > 0) root.style.paddingRight = `${gutter}px`;
  restore = () => {
    root.style.overflow = previous.overflow;
    root.style.paddingRight = previous.paddingRight;
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
