import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { createContext, useContext } from 'react';
import { laidOutAheadCss, useLaidOutAhead } from './rendering/laid-out-ahead';

const SelectedPanelContext = createContext(false);

/** Whether the part that asks is inside a tab panel that is shown. */
export function useInSelectedPanel(): boolean {
  return useContext(SelectedPanelContext);
}

/**
 * A tab's panel, rendered beside the tabs' root instead of inside it (docs/rendering.md). Inside it, each panel was
 * Ark's `Tabs.Content`: a Presence machine of its own and the tabs' context above its contents. Zag renders each of its
 * state changes synchronously, and each of those commits walked every component of the panel's contents to look for
 * readers of the contexts that changed: on `/cloudium`, the thousand components of the plans, several times per tap.
 * Beside the root, the page's own state shows the panel it names: no Presence commits, and no walk. The markup is the
 * one Ark gave the panel: labelled by its tab, which names it with `aria-controls` (both from the root's `ids`), in the
 * tab order, and the padding and focus ring of Chakra's tabs.
 */
export interface TabIds {
  /** The id of the panel of the tab `value`. */
  content(value: string): string;
  /** The id of the tab `value`. */
  trigger(value: string): string;
}

export interface TabPanelProps extends HTMLChakraProps<'div'> {
  /** The tabs' root's `ids`. */
  readonly ids: TabIds;
  readonly value: string;
  readonly selected: boolean;
  /**
   * Whether its contents are rendered, so that, hidden, it is laid out ahead at idle moments and a tab shows it without
   * styling and laying it out in the tap (docs/rendering.md). A panel inside WhenShownOrIdle is laid out once that
   * part is alive.
   */
  readonly laidOutAhead?: boolean;
}

/** The laid-out-ahead rules in Chakra's first cascade layer, where !important outranks the reset's `[hidden]` rule. */
const panelCss = { '@layer reset': laidOutAheadCss } as const;

export function TabPanel({ ids, value, selected, laidOutAhead = false, children, ...style }: TabPanelProps) {
  useLaidOutAhead(laidOutAhead, ids.content(value));
  return (
    <chakra.div
      role="tabpanel"
      id={ids.content(value)}
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
      <SelectedPanelContext.Provider value={selected}>{children}</SelectedPanelContext.Provider>
    </chakra.div>
  );
}
