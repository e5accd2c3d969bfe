import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from './moments';

/**
 * A part that only the browser renders (docs/rendering.md): nothing of it is in the served page or in its
 * hydration, and it holds no place. It renders after paint on every page (a served page once hydrated, a page the
 * visitor navigated to), in a transition, so hydrating and the first paint do not wait for it. For parts that show
 * nothing until used: the Cloudium request dialogs and their actors.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return;
    return afterPaint(() => startTransition(() => setDue(true)));
  }, [due]);
  return due ? children : null;
}
