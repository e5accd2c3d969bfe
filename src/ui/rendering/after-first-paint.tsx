import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint, useHydrated } from './moments';
import { useInSelectedPanel } from '../tab-panel';

/**
 * A part of a page that, on a page the visitor navigated to, renders right after the page's first paint
 * (docs/rendering.md): the new page's heading and what surrounds it show sooner without it, as a
 * fresh load paints the served page at once. The prerendered page and its hydration have it from the start.
 *
 * After the frame that shows the page, React renders the part in a transition (short tasks). Until then an empty
 * block of the viewport's height holds its place, so what follows the part (the footer) is below the screen and does
 * not show for a frame only to jump away; the part then fills that place. The block is marked `data-after-first-paint`
 * so a test can wait until the page is whole before it aims at something below the part.
 *
 * A part that shows nothing until it is used (the Cloudium request dialogs and their actors) holds no place, and it is
 * not in the prerendered markup either: it renders after the first paint of every page, a page the visitor navigated
 * to and a prerendered page once hydrated, so hydrating does not wait for it.
 */
const placeholderStyle = { minHeight: '100vh' } as const;

interface AfterFirstPaintProps {
  children: ReactNode;
  /**
   * Whether the block holds the part's place until then. A part that shows nothing until it is used does not, and it
   * is left out of the prerendered markup and its hydration too.
   */
  holdsPlace?: boolean;
  /**
   * Whether, inside a tab panel that is shown, the part renders in the task right after that frame instead of in a
   * transition. For a part the visitor asked for with a tap (the plans' cards below their intro): React renders all
   * pending transitions together, and the page's own parts after its first paint (the other panel, the dialogs) held
   * the cards back for 100–250 ms. In a hidden panel it stays a transition, in short tasks.
   */
  soonerWhenShown?: boolean;
}

export function AfterFirstPaint({ children, holdsPlace = true, soonerWhenShown = false }: AfterFirstPaintProps) {
  // False on the server and while hydrating: there a part that holds a place renders at once, as the markup has it.
  const renderedInBrowser = useHydrated();
  const [due, setDue] = useState(holdsPlace && !renderedInBrowser);
  const sooner = useInSelectedPanel() && soonerWhenShown;
  useEffect(() => {
    if (due) return;
    return afterNextPaint(() => (sooner ? setDue(true) : startTransition(() => setDue(true))));
  }, [due, sooner]);
  if (due) return children;
  return holdsPlace ? <div data-after-first-paint="pending" aria-hidden="true" style={placeholderStyle} /> : null;
}
