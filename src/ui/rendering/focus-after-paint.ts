import type { MouseEvent } from 'react';
import { afterNextPaint } from './moments';

/**
 * A tab's `onMouseDown`: the tab pressed with a pointer takes the focus in the task after the frame that shows its
 * panel, not on the press (docs/performance.md#taps). Zag's tabs render every tab and panel synchronously when one
 * is focused, a second render in the tap's task. The tab ends up focused as before, so the arrow keys go on from
 * there, and without a focus ring, as a pressed tab had none.
 */
export function focusAfterPaint(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
  const trigger = event.currentTarget;
  afterNextPaint(() => trigger.focus({ preventScroll: true, focusVisible: false }));
}
