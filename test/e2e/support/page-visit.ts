/**
 * One visit per address checks what every page owes a visitor on every screen, in the order a visitor meets it:
 *
 * 1. On a phone (375 px), the first paint while every script is held back: h1, footer, title, and the tab or panel the
 *    address names. Then hydration at the real address, with no error, hydration warning, layout shift or foreign
 *    request; on /community the open tab's chunk is the first one asked for.
 * 2. The checks of every page there (support/page-sweep.ts: heading, language, fit, external links, axe, screenshot),
 *    and on the pages with the most controls the walk with the Tab key.
 * 3. Reflow (WCAG 2.2, 1.4.10 and 1.4.4, docs/reflow.md): at 320 px wide, and with the text zoomed to 200 % in a
 *    640 px wide window, nothing scrolls sideways.
 * 4. On a desktop (1280 px), for a route's own address: the checks of every page again.
 *
 * The site decides its layout in CSS alone (no script reads the window's width), so a window resized in the visit
 * shows what a visit at that width shows; the site is served and hydrated once instead of four times.
 */
import type { Page } from 'playwright-core';
import { routes, type RouteKey } from '@/config/routes';
import { layoutContent } from '@/content/layout.content';
import { pageMeta } from '@/content/page-meta.content';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { CLOUDIUM_TABS, TAB_FRAGMENTS } from '@/features/cloudium/domain/cloudium-tabs';
import { DEFAULT_COMMUNITY_TAB, communityTabs } from '@/features/community/content/community.content';
import { DESKTOP, PHONE, openPage, screenshot } from './browser';
import type { SiteInBrowser } from './harness';
import {
  HYDRATION_WARNING,
  cumulativeShift,
  fontsInPlace,
  layoutShifts,
  openInStages,
  waitForHydration,
  waitForSettledApp,
} from './hydration';
import { KEYBOARD_WALK_ADDRESSES, expectEveryPageRule, expectKeyboardWalk } from './page-sweep';
import { NARROW_PHONE, expectNoOverflow } from './reflow';

export interface PageTarget {
  /** The address opened, with query and fragment. */
  readonly url: string;
  /** Names its screenshots (test-results/screenshots/{name}-phone.png, …). */
  readonly name: string;
  /** A route's own address is checked on a desktop too. */
  readonly route?: boolean;
  readonly status: number;
  readonly title: string;
  /** The tab the address names, selected once the page is interactive. */
  readonly tab?: string;
  /** Id of the Cloudium tab panel shown before hydration (the fragment's, by CSS :target, or the overview). */
  readonly panel?: string;
  /** The community tab whose chunk must be asked for first. */
  readonly communityTab?: string;
  /** A variant of an address already swept (the same page with other values): only its first paint and start. */
  readonly startOnly?: boolean;
}

/** The community's tabs besides the default one, each with its own address (`?tab=`), read from the tab list. */
export const COMMUNITY_TABS = communityTabs
  .filter(({ key }) => key !== DEFAULT_COMMUNITY_TAB)
  .map(({ key, label }) => [key, label] as const);

/** The Cloudium page's panels by their fragment, read from its tabs. */
export const CLOUDIUM_PANELS = CLOUDIUM_TABS.map((tab) => TAB_FRAGMENTS[tab]);

/** The routes whose screens have tabs or forms: each tab and panel is visited by its own address too. */
const ROUTES_WITH_TABS_AND_FORMS = ['cloudium', 'community', 'application', 'partnership'] as const;

function routeTarget(key: keyof typeof routes): PageTarget {
  const url = routes[key];
  return {
    url,
    name: key,
    route: true,
    status: 200,
    title: pageMeta[key].title,
    tab: url === routes.community || url === routes.cloudium ? 'Übersicht' : undefined,
    panel: url === routes.cloudium ? 'uebersicht' : undefined,
    communityTab: url === routes.community ? 'uebersicht' : undefined,
  };
}

/** The pages that only show: text, links and the not-found page. */
export const CONTENT_PAGES: readonly PageTarget[] = [
  // Every other route of the route table: a new page is in the sweep without a line here.
  ...(Object.keys(routes) as RouteKey[])
    .filter((key) => !(ROUTES_WITH_TABS_AND_FORMS as readonly RouteKey[]).includes(key))
    .map(routeTarget),
  { url: '/gibt-es-nicht', name: 'nicht-gefunden', status: 404, title: pageMeta.notFound.title },
];

/** The pages with tabs and forms, each tab and panel by its own address. */
export const PAGES_WITH_TABS_AND_FORMS: readonly PageTarget[] = [
  ...ROUTES_WITH_TABS_AND_FORMS.map(routeTarget),
  ...COMMUNITY_TABS.map(([key, label]) => ({
    url: `${routes.community}?tab=${key}`,
    name: `community-${key}`,
    status: 200,
    title: pageMeta.community.title,
    tab: label,
    communityTab: key,
  })),
  ...CLOUDIUM_TABS.filter((key) => key !== 'overview').map((key) => ({
    url: `${routes.cloudium}#${TAB_FRAGMENTS[key]}`,
    name: `cloudium-${TAB_FRAGMENTS[key]}`,
    status: 200,
    title: pageMeta.cloudium.title,
    tab: cloudiumContent.tabs[key],
    panel: TAB_FRAGMENTS[key],
  })),
  // A shared plan-finder link: the game and players are read from the address after hydration.
  {
    url: `${routes.cloudium}?spiel=rust&spieler=30#pakete`,
    name: 'cloudium-finder-link',
    status: 200,
    title: pageMeta.cloudium.title,
    tab: 'Pakete',
    panel: 'pakete',
    startOnly: true,
  },
];

/** Console and page errors, without the one expected line: the browser's note on the 404 status of the document. */
function unexpectedErrors(errors: readonly string[], status: number): string[] {
  const rest = [...errors];
  if (status === 404) {
    const documentNote = rest.findIndex((message) => /Failed to load resource.*\b404\b/.test(message));
    if (documentNote >= 0) rest.splice(documentNote, 1);
  }
  return rest;
}

/**
 * The first paint, while every script is still on its way: the prerendered markup alone shows the page's h1, footer
 * and title, the panel its fragment names (CSS :target) and the community tab its address names.
 */
async function expectFirstPaint(page: Page, { title, tab, panel, url }: PageTarget): Promise<void> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'visible' });
  expect((await h1.innerText()).trim()).not.toBe('');
  await page.locator('footer').waitFor({ state: 'visible' });
  expect(await page.title()).toBe(title);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  if (panel) {
    await page.locator(`#${panel}`).waitFor({ state: 'visible' });
    for (const other of CLOUDIUM_PANELS.filter((id) => id !== panel)) {
      expect(await page.locator(`#${other}`).isHidden()).toBe(true);
    }
    if (panel === 'pakete') expect(await page.getByTestId('plan-grid').isVisible()).toBe(true);
  }
  if (url.startsWith(`${routes.community}?tab=`) && tab) {
    // The server answers with the tab's own copy: the tab is open in the first paint.
    expect(await page.getByRole('tab', { name: tab, exact: true, selected: true }).count()).toBe(1);
    expect(await page.getByRole('tabpanel', { name: tab, exact: true }).isVisible()).toBe(true);
  }
}

/** Which of the chunks named `{prefix}{name}` the page has asked for so far, in order, by their names. */
export function watchChunks(page: Page, prefix = 'community-tab-'): string[] {
  const fetched: string[] = [];
  const named = new RegExp(`/assets/${prefix}([a-z-]+)\\.[0-9a-f]+\\.js$`);
  page.on('request', (request) => {
    const match = named.exec(new URL(request.url()).pathname);
    if (match?.[1]) fetched.push(match[1]);
  });
  return fetched;
}

/** The tab the address names is selected, alone, and its panel is the one shown. */
async function expectTabSelected(page: Page, tab: string): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor({ timeout: 10_000 });
  expect(await page.getByRole('tab', { selected: true }).count()).toBe(1);
  await page.getByRole('tabpanel', { name: tab, exact: true }).waitFor({ state: 'visible' });
  expect(await page.getByRole('tabpanel').count()).toBe(1);
}

const TEXT_ZOOM_WINDOW = { width: 640, height: 800 } as const;
const TEXT_ZOOM_SHOTS = new Set(['terms', 'cloudium', 'home']);
const DEFAULT_FONT_SIZE = 16;

/**
 * Reflow at 320 px, then Chromium's text size setting at 200 % in a 640 px window: the default font size doubles,
 * and with it every rem-based size of the site. Both take effect at once; the text size is set back afterwards.
 */
async function expectReflow(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(NARROW_PHONE);
  await expectNoOverflow(page);
  await screenshot(page, `${name}-320`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: DEFAULT_FONT_SIZE * 2 } });
  await page.setViewportSize(TEXT_ZOOM_WINDOW);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
  await expectNoOverflow(page);
  if (TEXT_ZOOM_SHOTS.has(name)) await screenshot(page, `${name}-text-200`);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: DEFAULT_FONT_SIZE } });
  await cdp.detach();
}

/**
 * The desktop's walk passes the inline navigation. It starts where a visitor's first Tab starts: a walk already taken
 * on the phone left the focus inside the page, so that page is loaded again first.
 */
async function walkOnDesktop(page: Page, url: string): Promise<void> {
  if (url === routes.home) {
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await fontsInPlace(page);
  }
  await expectKeyboardWalk(page, url);
}

/** The whole visit of one address (see the top of this file). */
export async function visitOnEveryScreen(e2e: SiteInBrowser, target: PageTarget): Promise<void> {
  const { url, name, status, title, tab, communityTab } = target;
  const { page, context, pageErrors, foreignRequests } = await openPage(e2e.browser, PHONE, {
    reducedMotion: 'no-preference',
  });
  const tabChunks = watchChunks(page);
  // The scripts arrive only after the prerendered page has painted, so anything hydration changes on screen is
  // measured. The web font is held back until the measurement is done: its swap shifts the text on its own (a known
  // bug, see 'web font arriving after the first paint' in prerender.e2e.ts), which would hide what this is about.
  const { response, release: releaseFonts } = await openInStages(page, `${e2e.url}${url}`, {
    heldLonger: 'fonts',
    whilePainted: () => expectFirstPaint(page, target),
  });
  expect(response?.status()).toBe(status);
  await waitForHydration(page);
  // After hydration the app moves to the real address (query, fragment) and the screens react to it.
  await page.waitForURL(`${e2e.url}${url}`, { waitUntil: 'commit' });
  if (tab) await expectTabSelected(page, tab);
  if (communityTab) expect(tabChunks[0]).toBe(communityTab);
  await waitForSettledApp(page);
  await page.locator('h1').first().waitFor({ state: 'visible' });
  expect(await page.title()).toBe(title);
  const shifts = await layoutShifts(page);

  releaseFonts();
  await fontsInPlace(page);
  const errors = unexpectedErrors(pageErrors, status);
  expect(errors.filter((message) => HYDRATION_WARNING.test(message))).toEqual([]);
  expect(errors).toEqual([]);
  expect({ cls: cumulativeShift(shifts), shifts }).toEqual({ cls: 0, shifts: [] });
  // With JavaScript, the notes for visitors without it stay hidden (the forms say in <noscript> that they need it).
  expect(await page.getByText(layoutContent.noScript.form).count()).toBe(0);
  expect(await page.getByTestId('noscript-notice').count()).toBe(0);

  if (!target.startOnly) {
    const walked = KEYBOARD_WALK_ADDRESSES.includes(url);
    await expectEveryPageRule(page, `${name}-phone`);
    // On a phone: the start page's walk passes the menu button, a fragment's walk starts at its target.
    if (walked && (url === routes.home || !target.route)) await expectKeyboardWalk(page, url);
    await expectReflow(page, name);
    if (target.route) {
      await page.setViewportSize(DESKTOP);
      await expectEveryPageRule(page, `${name}-desktop`);
      if (walked) await walkOnDesktop(page, url);
    }
  }
  expect(unexpectedErrors(pageErrors, status)).toEqual([]);
  expect(foreignRequests).toEqual([]);
  await context.close();
}
