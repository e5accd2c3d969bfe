import { createContext, useCallback, useContext } from 'react';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import type { CloudiumTab } from '@/features/cloudium/domain/cloudium-tabs';

/**
 * How buttons inside the tab contents switch the tab. The page provides the tabs machine's switch; a button
 * rendered without it (outside the page's tabs) falls back to activating the trigger of the tab it asks for, and
 * logs an error when that trigger is not found either (docs/product.md#states).
 */
export type SwitchTab = (tab: CloudiumTab) => void;

export const TabSwitchContext = createContext<SwitchTab | null>(null);

/** Marks the tab triggers so the fallback can find them without knowing the tabs' generated ids. */
export const TAB_TRIGGER_ATTRIBUTE = 'data-cloudium-tab';

/** The console error of a missing trigger; for support: 'Cloudium: Der Support-Tab wurde nicht gefunden.' */
export function triggerMissingMessage(tab: CloudiumTab): string {
  return `Cloudium: Der ${cloudiumContent.tabs[tab]}-Tab wurde nicht gefunden.`;
}

/** Clicks and focuses the trigger of `tab`; false (and an error logged) when there is none. */
export function activateTabTrigger(
  tab: CloudiumTab,
  root: ParentNode = document,
  log: (message: string) => void = console.error,
): boolean {
  const trigger = root.querySelector<HTMLElement>(`[${TAB_TRIGGER_ATTRIBUTE}="${tab}"]`);
  if (trigger) {
    trigger.click();
    trigger.focus();
    return true;
  }
  log(triggerMissingMessage(tab));
  return false;
}

export function useSwitchTab(): SwitchTab {
  const switchTab = useContext(TabSwitchContext);
  return useCallback<SwitchTab>(
    (tab) => {
      if (switchTab) switchTab(tab);
      else activateTabTrigger(tab);
    },
    [switchTab],
  );
}
