import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { afterPaint } from './rendering/moments';

/**
 * A page's open tab kept in the address's query (`/community?tab=team`), so links, reloads and the back button keep
 * it. Without (or with an unknown) value the default tab is open; choosing it drops the parameter again.
 *
 * A chosen tab shows in the tap's own frame: React Router changes the address in a transition that renders the whole
 * layout again, so until that address arrives the tab chosen here is the one shown (docs/performance.md#taps). The
 * router starts that change after paint: its start (matching the routes, the request for its loaders, the history
 * entry) took a third of the tap's task on a phone. Any change of the address (the chosen tab arriving, the back
 * button) makes the address decide again.
 */
export function useTabInAddress<Tab extends string>(
  param: string,
  isTab: (value: string | null) => value is Tab,
  defaultTab: Tab,
): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const { key: visit } = useLocation();
  const requested = params.get(param);
  const inAddress = isTab(requested) ? requested : defaultTab;
  const [chosen, setChosen] = useState<{ tab: Tab; visit: string } | null>(null);
  // Forgotten as soon as the address changed: the back button to the entry it was chosen on must not bring it back.
  if (chosen && chosen.visit !== visit) setChosen(null);
  // The address follows after paint; a later tab or a back or forward before then takes its place.
  const addressToFollow = useRef<() => void>(undefined);
  // Back or forward before the router's transition arrived returns to the same entry, which this render never left.
  useEffect(() => {
    const forget = () => {
      setChosen(null);
      addressToFollow.current?.();
    };
    window.addEventListener('popstate', forget);
    return () => {
      window.removeEventListener('popstate', forget);
      addressToFollow.current?.();
    };
  }, []);
  const tab = chosen?.visit === visit ? chosen.tab : inAddress;
  const select = useCallback(
    (key: Tab) => {
      setChosen({ tab: key, visit });
      addressToFollow.current?.();
      addressToFollow.current = afterPaint(() => {
        addressToFollow.current = undefined;
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (key === defaultTab) next.delete(param);
            else next.set(param, key);
            return next;
          },
          { preventScrollReset: true },
        );
      });
    },
    [setParams, visit, param, defaultTab],
  );
  return [tab, select];
}
