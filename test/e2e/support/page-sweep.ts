/**
 * The checks every page gets on a phone and on a desktop, in the visit of its address (support/page-visit.ts):
 * heading, language, fit, safe external links, axe and a screenshot; on the pages with the most controls also a walk
 * with the Tab key.
 *
 * The walk: every control a keyboard reaches is visible, on top, when focus reaches it: nothing covers it (the fixed
 * top bar, a toast) and nothing is focusable while hidden. The skip link "Zum Inhalt springen" is the first stop and
 * must show above the top bar (it was once hidden under it by a z-index that did not exist).
 */
import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { animationsSettled, screenshot, seriousA11yFindings } from './browser';

/** External links that do not open in a new tab with rel="noopener noreferrer". */
function unsafeExternalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]'))
      .filter((a) => new URL(a.href).origin !== window.location.origin)
      .filter((a) => a.target !== '_blank' || a.rel !== 'noopener noreferrer')
      .map((a) => a.href),
  );
}

/**
 * On /cloudium and /community, once the hidden tab panels are laid out ahead (src/ui/rendering/laid-out-ahead.ts): axe
 * and the keyboard walk then check them as a visitor meets them after a moment, 0 px high and skipped, with nothing of
 * them reachable. (The community's panels are marked only once all of them are rendered.)
 */
async function hiddenPanelsLaidOutAhead(page: Page): Promise<void> {
  const { pathname } = new URL(page.url());
  if (pathname !== routes.cloudium && pathname !== routes.community) return;
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role=tabpanel]')].every((panel) => panel.hasAttribute('data-laid-out-ahead')) &&
      !document.querySelector('[data-laid-out-later]'),
  );
}

/** A hydrated page: at least one h1, German, no sideways scrolling, safe external links, no serious axe finding. */
export async function expectEveryPageRule(page: Page, screenshotName: string): Promise<void> {
  await hiddenPanelsLaidOutAhead(page);
  expect(await page.locator('h1').count()).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  // No horizontal scrolling: long words, addresses and buttons must wrap.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await unsafeExternalLinks(page)).toEqual([]);
  expect(await seriousA11yFindings(page)).toEqual([]);
  await screenshot(page, screenshotName);
}

/** The addresses whose keyboard walk is checked: the pages with the most controls, and the plans panel. */
export const KEYBOARD_WALK_ADDRESSES: readonly string[] = [
  routes.home,
  routes.cloudium,
  `${routes.cloudium}#pakete`,
  routes.community,
  routes.application,
  routes.join,
];

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
    // Where motion is allowed, the top bar slides back in when focus reaches it: measured once it is there.
    await animationsSettled(page);
    const stop = await focusStop(page);
    if (!stop) continue;
    if (stop.element === first) break;
    first ??= stop.element;
    stops.push(stop);
  }
  return stops;
}

/**
 * Walks the page opened at `address` with the Tab key, from where the browser starts: the skip link comes first
 * (after the fragment's target, when the address has one), and every stop is visible and on top.
 */
export async function expectKeyboardWalk(page: Page, address: string): Promise<void> {
  await hiddenPanelsLaidOutAhead(page);
  const stops = await walkFocus(page);
  const skipLink = stops.findIndex((stop) => stop.element.includes('Zum Inhalt springen'));
  if (address.includes('#')) expect(skipLink).toBeGreaterThan(0);
  else expect(skipLink).toBe(0);
  expect(stops.length).toBeGreaterThan(5);
  expect(stops.filter((stop) => !stop.visible || !stop.onTop)).toEqual([]);
}
