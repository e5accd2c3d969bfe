import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { laidOutAheadCss, useLaidOutAhead } from './laid-out-ahead';
import { isInteractive, useHydrated } from './moments';
import { CONTENTS, ISLAND_ATTRIBUTE, prerenderedMarkup } from './static-island';
import { useNeededOrIdle } from './use-needed-or-idle';

const SelectedPanelContext = createContext(false);

/** Whether the part that asks is inside a tab panel that is shown. */
export function useInSelectedPanel(): boolean {
  return useContext(SelectedPanelContext);
}

/**
 * A tab's panel and the timing of its contents (docs/rendering.md, "TabPanel").
 *
 * The panel stands beside the tabs' root instead of inside it. Inside it, each panel was Ark's `Tabs.Content`: a
 * Presence machine of its own and the tabs' context above its contents; Zag renders each of its state changes
 * synchronously, and each of those commits walked every component of the panel's contents (on `/cloudium`, the
 * thousand components of the plans, several times per tap). Beside the root, the page's own state shows the panel it
 * names. The markup is the one Ark gave the panel: labelled by its tab, which names it with `aria-controls` (both from
 * the root's `ids`), in the tab order, with the padding and focus ring of Chakra's tabs.
 *
 * Hidden, a panel whose contents are rendered is laid out ahead at idle moments (src/ui/rendering/laid-out-ahead.ts),
 * so the tab that shows it styles and lays out almost nothing.
 */
interface TabIds {
  /** The id of the panel of the tab `value`. */
  content(value: string): string;
  /** The id of the tab `value`. */
  trigger(value: string): string;
}

/**
 * When a hidden panel's contents render:
 * - `with-page`: with the page, in the served page too (a light panel, or the first one);
 * - `when-shown-or-idle`: when its tab is chosen, or at the first idle moment once the page is interactive. While the
 *   page hydrates, a hidden panel keeps the served markup instead of hydrating it; on a page change it is empty until
 *   then.
 */
type PanelContents = 'with-page' | 'when-shown-or-idle';

interface TabPanelProps extends HTMLChakraProps<'div'> {
  /** The tabs' root's `ids`. */
  readonly ids: TabIds;
  readonly value: string;
  readonly selected: boolean;
  readonly contents?: PanelContents;
  /**
   * `when-shown-or-idle`: whether the served page holds the contents while the panel is hidden (a page with a served
   * page per tab, the community, does not: its hidden panels are empty there).
   */
  readonly served?: boolean;
  /**
   * `when-shown-or-idle`: shown when the tab is chosen on a page the visitor navigated to before the contents came
   * alive, while they render right after paint (a spinner with a label). Without it they render in the tap itself:
   * for contents whose first render is light (the plans bring what fills the screen and leave the rest for later).
   */
  readonly pending?: ReactNode;
  /** `when-shown-or-idle`: what must have arrived before the idle render (the tab's code). */
  readonly ready?: () => Promise<unknown>;
}

/** The laid-out-ahead rules in Chakra's first cascade layer, where !important outranks the reset's `[hidden]` rule. */
const panelCss = { '@layer reset': laidOutAheadCss } as const;

export function TabPanel({
  ids,
  value,
  selected,
  contents = 'with-page',
  served = true,
  pending,
  ready,
  children,
  ...style
}: TabPanelProps) {
  const id = ids.content(value);
  const body =
    contents === 'with-page' ? (
      <ContentsWithPage anchorId={id}>{children}</ContentsWithPage>
    ) : (
      <ContentsWhenShownOrIdle active={selected} anchorId={id} served={served} pending={pending} ready={ready}>
        {children}
      </ContentsWhenShownOrIdle>
    );
  return (
    <chakra.div
      role="tabpanel"
      id={id}
      aria-labelledby={ids.trigger(value)}
      tabIndex={0}
      hidden={!selected}
      data-selected={selected ? '' : undefined}
      width="full"
      pt="4"
      focusVisibleRing="inside"
      css={panelCss}
      {...style}
    >
      <SelectedPanelContext.Provider value={selected}>{body}</SelectedPanelContext.Provider>
    </chakra.div>
  );
}

function ContentsWithPage({ anchorId, children }: { anchorId: string; children: ReactNode }) {
  useLaidOutAhead(true, anchorId);
  return children;
}

/** Whether the element with this id takes up space on the page (a hidden tab panel does not). */
function isShown(id: string): boolean {
  return (document.getElementById(id)?.getClientRects().length ?? 0) > 0;
}

interface WhenShownOrIdleProps {
  active: boolean;
  anchorId: string;
  served: boolean;
  pending?: ReactNode;
  ready?: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Contents that come alive when shown or idle. A hidden panel cannot take input before the page is interactive: the
 * tabs are buttons, whose taps src/app/early-input.js keeps until then, and an address that shows a panel shows it
 * from the start, so that panel hydrates with the page.
 */
function ContentsWhenShownOrIdle({ active, anchorId, served, pending, ready, children }: WhenShownOrIdleProps) {
  const id = useId();
  const [prerendered] = useState(() => (isInteractive() || active || isShown(anchorId) ? null : prerenderedMarkup(id)));
  const renderedInBrowser = useHydrated();
  // The served page has them only where `served`; on a page the visitor navigated to a hidden panel waits too.
  const [waits] = useState(() => prerendered !== null || (!active && (renderedInBrowser || !served)));
  // Chosen on a page the visitor navigated to, before its idle moment: with a `pending`, the contents render right
  // after paint (rendering all of the plans in the tap itself kept a phone from answering for 0.5 to 1 s).
  const chosenBeforeIdle = waits && prerendered === null;
  const alive = useNeededOrIdle(active, !waits, {
    rightAfterPaint: chosenBeforeIdle && pending !== undefined,
    ready,
  });
  useLaidOutAhead(alive, anchorId);
  const props = { [ISLAND_ATTRIBUTE]: id, style: CONTENTS };
  if (!alive && prerendered) {
    return <div key="prerendered" {...props} suppressHydrationWarning dangerouslySetInnerHTML={prerendered} />;
  }
  if (!alive) {
    return (
      <div key="waiting" {...props}>
        {active ? pending : null}
      </div>
    );
  }
  return (
    <div key="alive" {...props}>
      {children}
    </div>
  );
}
