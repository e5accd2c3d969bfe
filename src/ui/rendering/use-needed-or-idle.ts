import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint, whenInteractiveAndIdle } from './moments';

interface NeededOrIdleOptions {
  /**
   * Whether, once needed, the part renders in a task right after the frame of the render that needs it, instead of in
   * that render. For a large part the visitor asks for before it came alive (a tab panel tapped right after a page
   * change): the tap answers in its own frame, where the caller shows that the part is on its way. Not a transition:
   * React renders all pending transitions together, and the new page's own (the parts after its first paint) kept the
   * plans from showing for 150–270 ms longer.
   */
  readonly afterThePaint?: boolean;
}

/**
 * Whether a part that can wait should be rendered now (docs/rendering.md): from
 * the render in which it is first `needed` (so it is there when the visitor reaches for it), or from the browser's
 * first idle moment once the page is interactive (in a transition: short tasks). Once true, it stays true.
 * `from` is true for a part that has nothing to wait for.
 */
export function useNeededOrIdle(
  needed: boolean,
  from = false,
  { afterThePaint = false }: NeededOrIdleOptions = {},
): boolean {
  const [rendered, setRendered] = useState(from);
  const atOnce = needed && !afterThePaint;
  if (atOnce && !rendered) setRendered(true);
  useEffect(() => {
    if (rendered) return undefined;
    if (needed) return afterNextPaint(() => setRendered(true));
    return whenInteractiveAndIdle(() => startTransition(() => setRendered(true)));
  }, [rendered, needed]);
  return rendered || atOnce;
}
