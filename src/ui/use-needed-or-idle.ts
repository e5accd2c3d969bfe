import { startTransition, useEffect, useState } from 'react';
import { whenInteractiveAndIdle } from './interactive';

/**
 * Whether a part that can wait should be rendered now (docs/prerendering.md, "Hidden parts come alive later"): from
 * the render in which it is first `needed` (so it is there when the visitor reaches for it), or from the browser's
 * first idle moment once the page is interactive (in a transition: short tasks). Once true, it stays true.
 * `from` is true for a part that has nothing to wait for.
 */
export function useNeededOrIdle(needed: boolean, from = false): boolean {
  const [rendered, setRendered] = useState(from);
  if (needed && !rendered) setRendered(true);
  useEffect(() => {
    if (rendered) return undefined;
    return whenInteractiveAndIdle(() => startTransition(() => setRendered(true)));
  }, [rendered]);
  return rendered || needed;
}
