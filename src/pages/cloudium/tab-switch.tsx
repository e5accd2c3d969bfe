import { createContext, useCallback, useContext } from 'react';
import type { CloudiumTab } from '@/domain/cloudium-tabs';

/**
 * How buttons inside the tab contents switch the tab. The page provides the tabs machine's switch; a button
 * rendered without it (outside the page's tabs) falls back to activating the support tab trigger, and logs an
 * error when that trigger is not found either (docs/product.md#states).
 */
export type SwitchTab = (tab: CloudiumTab) => void;

export const TabSwitchContext = createContext<SwitchTab | null>(null);

/** Marks the tab triggers so the fallback can find them without knowing the tabs' generated ids. */
export const TAB_TRIGGER_ATTRIBUTE = 'data-cloudium-tab';

export const SUPPORT_TRIGGER_MISSING = 'Cloudium: Der Support-Tab wurde nicht gefunden.';

export function activateSupportTrigger(root: ParentNode = document, log: (message: string) => void = console.error) {
  const trigger = root.querySelector<HTMLElement>(`[${TAB_TRIGGER_ATTRIBUTE}="support"]`);
  if (trigger) {
    trigger.click();
    trigger.focus();
    return true;
  }
  log(SUPPORT_TRIGGER_MISSING);
  return false;
}

export function useSwitchTab(): SwitchTab {
  const switchTab = useContext(TabSwitchContext);
  return useCallback<SwitchTab>(
    (tab) => {
      if (switchTab) switchTab(tab);
      else activateSupportTrigger();
    },
    [switchTab],
  );
}
