import { Tabs } from '@chakra-ui/react';
import type { MouseEvent, Ref } from 'react';
import { afterPaint } from './rendering/moments';

/**
 * A tab pressed with a pointer takes the focus after paint, not on the press (docs/rendering.md, "TabTrigger"): Zag's
 * tabs render every tab and panel synchronously when one is focused, a second render in the tap's task. The tab ends
 * up focused as before, so the arrow keys go on from there, and without a focus ring, as a pressed tab had none.
 * Unless the focus has moved on by then: a dialog opened from the new panel before that paint keeps it (taking it
 * back to the tab would close the dialog as a focus outside it).
 */
function focusAfterPaint(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
  const trigger = event.currentTarget;
  const focusedAtPress = document.activeElement;
  afterPaint(() => {
    if (document.activeElement === focusedAtPress) trigger.focus({ preventScroll: true, focusVisible: false });
  });
}

/** Chakra's tab trigger with the focus after paint; the tabs' panels are `TabPanel`s (src/ui/rendering/tab-panel.tsx). */
export function TabTrigger(props: Tabs.TriggerProps & { ref?: Ref<HTMLButtonElement> }) {
  return <Tabs.Trigger onMouseDown={focusAfterPaint} {...props} />;
}
