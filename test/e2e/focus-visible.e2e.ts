/**
 * Every control a keyboard reaches is visible, on top, when focus reaches it: nothing covers it (the fixed top bar,
 * a toast) and nothing is focusable while hidden. The skip link "Zum Inhalt springen" is the first stop and must
 * show above the top bar (it was once hidden under it by a z-index that did not exist).
 */
import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { DESKTOP, PHONE, openPage, type Viewport } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated } from './support/hydration';

const e2e = runSiteInBrowser();

/** More stops than any page has: the walk ends when focus comes round to where it started. */
const MAX_STOPS = 150;

interface FocusStop {
  readonly element: string;
  readonly visible: boolean;
  readonly onTop: boolean;
  readonly coveredBy: string;
}

/** Where focus is now: what it is, whether it is in the viewport, and what is on top at its centre. */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const describe = (element: Element | null) =>
      element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
        : 'nichts';
    // A visually hidden native field (a checkbox under its drawn box) shows through the control drawn for it.
    const tiny = (rect: DOMRect) => rect.width <= 2 || rect.height <= 2;
    let shown: HTMLElement = focused;
    if (tiny(focused.getBoundingClientRect())) shown = focused.closest('label') ?? focused;
    const rect = shown.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + Math.min(rect.height / 2, 12);
    const visible = !tiny(rect) && y >= 0 && y <= window.innerHeight && x >= 0 && x <= window.innerWidth;
    const top = document.elementFromPoint(x, y);
    const onTop =
      top !== null &&
      (top === shown || shown.contains(top) || (top instanceof HTMLLabelElement && top.contains(focused)));
    return { element: describe(focused), visible, onTop, coveredBy: onTop ? '' : describe(top) };
  });
}

async function walkFocus(page: Page): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  let first: string | undefined;
  for (let press = 0; press < MAX_STOPS; press++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop) continue;
    if (stop.element === first) break;
    first ??= stop.element;
    stops.push(stop);
  }
  return stops;
}

const ROUTES = [
  routes.home,
  routes.cloudium,
  `${routes.cloudium}#pakete`,
  routes.community,
  routes.application,
  routes.join,
];

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as [string, Viewport][])('keyboard focus on a %s', (_name, viewport) => {
  it.each(ROUTES)(
    '%s: the skip link comes first, above the top bar, and every stop is visible and on top',
    async (route) => {
      const { page, context } = await openPage(e2e.browser, viewport);
      await openHydrated(page, `${e2e.url}${route}`);
      const stops = await walkFocus(page);
      // Opened at a fragment, the browser starts the Tab order at the fragment's target (the plans panel).
      const skipLink = stops.findIndex((stop) => stop.element.includes('Zum Inhalt springen'));
      if (route.includes('#')) expect(skipLink).toBeGreaterThan(0);
      else expect(skipLink).toBe(0);
      expect(stops.length).toBeGreaterThan(5);
      const hidden = stops.filter((stop) => !stop.visible || !stop.onTop);
      expect(hidden).toEqual([]);
      await context.close();
    },
  );
});
