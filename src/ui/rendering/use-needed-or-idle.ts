import { startTransition, useEffect, useState } from 'react';
import { afterPaint, whenInteractiveAndIdle } from './moments';

interface NeededOrIdleOptions {
  /**
   * Once needed, the part renders right after paint: in the task after the frame of the render that needs it, not
   * in that render (docs/rendering.md). For a large part the visitor asks for before it came alive (a tab panel tapped
   * right after a page change): the tap answers in its own frame, which shows that the part is on its way. Not a
   * transition: React renders all pending transitions together, and the new page's own kept the plans from showing
   * for 150–270 ms longer.
   */
  readonly rightAfterPaint?: boolean;
  /** What must have arrived before the idle render (a tab's code): the part waits for it, a needed part does not. */
  readonly ready?: () => Promise<unknown>;
}

/**
 * Whether a part that can wait should be rendered now (docs/rendering.md): from the render in which it is first
 * `needed` (so it is there when the visitor reaches for it), or from the browser's first idle moment once the page is
 * interactive (in a transition: short tasks). Once true, it stays true. `from` is true for a part that has nothing to
 * wait for.
 */
export function useNeededOrIdle(
  needed: boolean,
  from = false,
  { rightAfterPaint = false, ready }: NeededOrIdleOptions = {},
): boolean {
  const [rendered, setRendered] = useState(from);
  const atOnce = needed && !rightAfterPaint;
  if (atOnce && !rendered) setRendered(true);
  useEffect(() => {
    if (rendered) return undefined;
    if (needed) return afterPaint(() => setRendered(true));
    let waiting = true;
    const renderAhead = () => waiting && startTransition(() => setRendered(true));
    const cancel = whenInteractiveAndIdle(() => {
      if (ready) void ready().then(renderAhead, renderAhead);
      else renderAhead();
    });
    return () => {
      waiting = false;
      cancel();
    };
  }, [rendered, needed, ready]);
  return rendered || atOnce;
}
