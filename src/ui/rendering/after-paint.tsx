import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterPaint, useHydrated } from './moments';
import { useInSelectedPanel } from './tab-panel';

/**
 * A part of a page that, on a page the visitor navigated to, renders after paint: after the frame that shows the
 * page, in a transition (short tasks), so the new page's heading and what surrounds it show sooner, as a fresh load
 * paints the served page at once (docs/rendering.md). The served page and its hydration have it from the start.
 *
 * Until then an empty block of the viewport's height holds its place, so what follows the part (the footer) is below
 * the screen and does not show for a frame only to jump away. The block is marked `data-after-paint` so a test can
 * wait until the page is whole before it aims at something below the part.
 */
const placeholderStyle = { minHeight: '100vh' } as const;

interface AfterPaintProps {
  children: ReactNode;
  /**
   * Inside a tab panel that is shown, the part renders right after paint (in the task after the frame) instead of in
   * a transition. For a part the visitor asked for with a tap (the plans' cards below their intro): React renders all
   * pending transitions together, and the page's own parts after its first paint held the cards back for 100–250 ms.
   * In a hidden panel it stays a transition.
   */
  rightAfterPaint?: boolean;
}

export function AfterPaint({ children, rightAfterPaint = false }: AfterPaintProps) {
  // False on the server and while hydrating: there the part renders at once, as the served page has it.
  const renderedInBrowser = useHydrated();
  const [due, setDue] = useState(!renderedInBrowser);
  const urgent = useInSelectedPanel() && rightAfterPaint;
  useEffect(() => {
    if (due) return;
    return afterPaint(() => (urgent ? setDue(true) : startTransition(() => setDue(true))));
  }, [due, urgent]);
  if (due) return children;
  return <div data-after-paint="pending" aria-hidden="true" style={placeholderStyle} />;
}
