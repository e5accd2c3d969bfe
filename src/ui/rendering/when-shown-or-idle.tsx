import { useId, useState, type ReactNode } from 'react';
import { isInteractive, useHydrated } from './moments';
import { useLaidOutAhead } from './laid-out-ahead';
import { CONTENTS, ISLAND_ATTRIBUTE, prerenderedMarkup } from './static-island';
import { useNeededOrIdle } from './use-needed-or-idle';

/**
 * A part of a page that comes alive later (docs/rendering.md). Hydrating costs a
 * phone's CPU for every element, and a part the visitor cannot see (a tab panel that is not shown) need not delay the
 * moment the page answers. So while the browser hydrates a prerendered page, a hidden part keeps the server's markup,
 * as a static island does, and React renders it for real when the part becomes `active` (its tab is selected), or at
 * the browser's first idle moment once the page is interactive (in a transition, in short tasks).
 *
 * A hidden part cannot take input before the page is interactive: the tabs and 'Pakete ansehen' are buttons, whose
 * taps src/app/early-input.js keeps until then, and an address fragment that shows a panel shows it from the start,
 * so that panel hydrates with the page. The prerender renders every part. On a page the visitor navigates to, a
 * hidden part is empty until the browser is idle: the page appears sooner without it. Selected before that, it
 * renders right after the frame that answers the tap, which shows its `pending`, or, without one, in the tap
 * (docs/rendering.md).
 */

/** Whether the element with this id takes up space on the page (a hidden tab panel does not). */
function isShown(id: string): boolean {
  return (document.getElementById(id)?.getClientRects().length ?? 0) > 0;
}

interface WhenShownOrIdleProps {
  /** The part is in use (its tab is selected): alive from now on. */
  active: boolean;
  /** The id of the element that shows or hides the part (its tab panel). */
  anchorId: string;
  /**
   * Shown on a page the visitor navigated to, when the part is selected before it came alive, while it renders in the
   * task after the tap's frame (a spinner with a label that says what comes). Without it, the part renders in the tap
   * itself: for a part whose first render is light, as it brings what fills the screen and leaves the rest for after
   * that frame (the plans: src/features/cloudium/ui/plans-tab.tsx).
   */
  pending?: ReactNode;
  children: ReactNode;
}

export function WhenShownOrIdle({ active, anchorId, pending, children }: WhenShownOrIdleProps) {
  const id = useId();
  const [prerendered] = useState(() => (isInteractive() || active || isShown(anchorId) ? null : prerenderedMarkup(id)));
  // On a page the visitor navigated to, a hidden part waits too: the next page shows sooner without it.
  const renderedInBrowser = useHydrated();
  const [waits] = useState(() => prerendered !== null || (renderedInBrowser && !active));
  // Selected while the page hydrates, it comes alive in the same render, so the tab never shows a part that does not
  // answer. Selected on a page the visitor navigated to, before its idle moment, a part with a `pending` renders right
  // after the tap's frame (rendering all of the plans in the tap itself kept a phone from answering for 0.5 to 1 s);
  // until then, `pending`.
  const selectedBeforeIdle = waits && prerendered === null;
  const alive = useNeededOrIdle(active, !waits, { afterThePaint: selectedBeforeIdle && pending !== undefined });
  // Alive, its anchor (the tab panel) is laid out ahead, so showing it later costs the tap little.
  useLaidOutAhead(alive, anchorId);
  const props = { [ISLAND_ATTRIBUTE]: id, style: CONTENTS };
  if (!alive && prerendered) {
    return <div key="prerendered" {...props} suppressHydrationWarning dangerouslySetInnerHTML={prerendered} />;
  }
  if (!alive)
    return (
      <div key="waiting" {...props}>
        {active ? pending : null}
      </div>
    );
  return (
    <div key="alive" {...props}>
      {children}
    </div>
  );
}
