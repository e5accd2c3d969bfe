import { useEffect } from 'react';
import { whenIdle, whenInteractiveAndIdle } from './moments';

/**
 * Hidden tab panels laid out ahead (docs/rendering.md). A hidden panel is
 * `display: none`: the browser keeps no style and no layout for it, so the tap that shows it pays for every element
 * of it (on `/cloudium`, the plans: 100–150 ms at 4x CPU). A panel laid out ahead is styled and laid out at idle
 * moments, a part at a time, and then kept hidden with its boxes: 0 px high and clipped, so the page does not change;
 * `visibility: hidden`, so nothing of it is in the tab order, the accessibility tree, find-in-page or the reach of a
 * tap; and `content-visibility: hidden`, so the browser keeps its contents' layout and skips them until it is shown.
 * Showing it then lays out nothing anew.
 */
export const LAID_OUT_AHEAD_ATTRIBUTE = 'data-laid-out-ahead';

/** Marks a part of a hidden panel that is still to be laid out (skipped until its idle moment). */
export const LAID_OUT_LATER_ATTRIBUTE = 'data-laid-out-later';

/** The values of the panel's attribute: being laid out in this task, or kept. */
const LAYING = 'laying';
const KEPT = 'kept';

/** At most this many elements are styled and laid out in one idle task (about 30 ms at 4x CPU). */
const ELEMENTS_PER_TASK = 60;

/**
 * For a panel (src/ui/rendering/tab-panel.tsx): the rules while it is hidden and marked laid out ahead. In Chakra's first
 * cascade layer, as an !important rule there outranks the reset's `[hidden] { display: none }`.
 */
export const laidOutAheadCss = {
  [`&[hidden][${LAID_OUT_AHEAD_ATTRIBUTE}]`]: {
    display: 'block !important',
    height: '0 !important',
    paddingBlock: '0 !important',
    overflow: 'hidden !important',
  },
  // Only while kept: laid out with `visibility: hidden`, its contents would all be restyled when shown (the property
  // is inherited). Being laid out takes one task, in which no frame is drawn and no input is handled.
  [`&[hidden][${LAID_OUT_AHEAD_ATTRIBUTE}=${KEPT}]`]: {
    visibility: 'hidden !important',
    contentVisibility: 'hidden !important',
  },
  // A part still to come is skipped while the panel is hidden; shown early, the panel lays it out with the rest.
  [`&[hidden][${LAID_OUT_AHEAD_ATTRIBUTE}] [${LAID_OUT_LATER_ATTRIBUTE}]`]: {
    contentVisibility: 'hidden !important',
  },
} as const;

/** A `display: contents` element (the islands) has no box of its own to skip: its children are the parts. */
function hasBox(element: Element): boolean {
  return !(element instanceof HTMLElement) || element.style.display !== 'contents';
}

/** The parts of `root` of at most `limit` elements each, in document order; what holds them is laid out first. */
export function partsOf(root: Element, limit = ELEMENTS_PER_TASK): Element[] {
  const parts: Element[] = [];
  for (const child of root.children) {
    if (hasBox(child) && child.getElementsByTagName('*').length < limit) parts.push(child);
    else parts.push(...partsOf(child, limit));
  }
  return parts;
}

/** Styles and lays out, in this task, what `change` lets the hidden panel lay out; then keeps it skipped. */
function layOutNow(panel: HTMLElement, change: () => void): void {
  panel.setAttribute(LAID_OUT_AHEAD_ATTRIBUTE, LAYING);
  change();
  void panel.offsetHeight;
  panel.setAttribute(LAID_OUT_AHEAD_ATTRIBUTE, KEPT);
}

/**
 * Lays `panel` out ahead: its frame now, then one part per idle moment (`next`). A panel shown meanwhile lays out
 * what is left with it. Returns a function that stops.
 */
export function layOutAhead(panel: HTMLElement, next: (step: () => void) => () => void = whenIdle): () => void {
  if (panel.hasAttribute(LAID_OUT_AHEAD_ATTRIBUTE)) return () => undefined;
  // Shown, it is laid out already, and keeps that once hidden.
  if (!panel.hidden) {
    panel.setAttribute(LAID_OUT_AHEAD_ATTRIBUTE, KEPT);
    return () => undefined;
  }
  const parts = partsOf(panel);
  layOutNow(panel, () => parts.forEach((part) => part.setAttribute(LAID_OUT_LATER_ATTRIBUTE, '')));
  let stop: () => void = () => undefined;
  const layOutPart = (index: number) => {
    const part = parts[index];
    if (!part) return;
    stop = next(() => {
      if (!panel.hidden) {
        parts.forEach((rest) => rest.removeAttribute(LAID_OUT_LATER_ATTRIBUTE));
        return;
      }
      layOutNow(panel, () => part.removeAttribute(LAID_OUT_LATER_ATTRIBUTE));
      layOutPart(index + 1);
    });
  };
  layOutPart(0);
  return () => stop();
}

/** Lays out the element with id `anchorId` ahead once `ready` (its contents are rendered) and the page is idle. */
export function useLaidOutAhead(ready: boolean, anchorId: string): void {
  useEffect(() => {
    if (!ready) return undefined;
    let stop: () => void = () => undefined;
    const cancel = whenInteractiveAndIdle(() => {
      const anchor = document.getElementById(anchorId);
      if (anchor) stop = layOutAhead(anchor);
    });
    return () => {
      cancel();
      stop();
    };
  }, [ready, anchorId]);
}
