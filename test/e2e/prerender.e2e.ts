/**
 * Prerendered pages in a real browser: they paint before any script, hydrate without a mismatch, error or layout
 * shift, land on the tab their address names, and stay usable with JavaScript switched off.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { layoutContent } from '@/content/layout.content';
import { pageMeta } from '@/content/page-meta.content';
import { teamMembers } from '@/features/community/content/team.content';
import { DESKTOP, PHONE, openPage } from './support/browser';
import {
  FONTS,
  HYDRATION_WARNING,
  SCRIPTS,
  cumulativeShift,
  fontsInPlace,
  gotoHoldingUntilFirstPaint,
  holdRequests,
  layoutShifts,
  recordLayoutShifts,
  waitForHydration,
  waitForSettledApp,
} from './support/hydration';
import { runSiteInBrowser } from './support/harness';
import { KEYBOARD_WALK_ADDRESSES, expectEveryPageRule, expectKeyboardWalk } from './support/page-sweep';

const e2e = runSiteInBrowser();

interface Target {
  /** The address opened, with query and fragment. */
  readonly url: string;
  /** The route's key, for a route's own address: it gets the checks of every page too (support/page-sweep.ts). */
  readonly key?: string;
  readonly status: number;
  readonly title: string;
  /** The tab the address names, selected once the page is interactive. */
  readonly tab?: string;
  /** Id of the Cloudium tab panel shown before hydration (the fragment's, by CSS :target, or the overview). */
  readonly panel?: string;
}

const communityTabTargets = [
  ['news', 'News'],
  ['events', 'Events'],
  ['team', 'Team'],
  ['regeln', 'Regeln'],
] as const;

const targets: Target[] = [
  ...Object.entries(routes).map(([key, url]) => ({
    url,
    key,
    status: 200,
    title: pageMeta[key as keyof typeof routes].title,
    tab: url === routes.community || url === routes.cloudium ? 'Übersicht' : undefined,
    panel: url === routes.cloudium ? 'uebersicht' : undefined,
  })),
  { url: '/gibt-es-nicht', status: 404, title: pageMeta.notFound.title },
  ...communityTabTargets.map(([key, label]) => ({
    url: `${routes.community}?tab=${key}`,
    status: 200,
    title: pageMeta.community.title,
    tab: label,
  })),
  { url: `${routes.cloudium}#pakete`, status: 200, title: pageMeta.cloudium.title, tab: 'Pakete', panel: 'pakete' },
  { url: `${routes.cloudium}#support`, status: 200, title: pageMeta.cloudium.title, tab: 'Support', panel: 'support' },
  // A shared plan-finder link: the game and players are read from the address after hydration.
  {
    url: `${routes.cloudium}?spiel=rust&spieler=30#pakete`,
    status: 200,
    title: pageMeta.cloudium.title,
    tab: 'Pakete',
    panel: 'pakete',
  },
];

const CLOUDIUM_PANELS = ['uebersicht', 'pakete', 'support'];

/** Console and page errors, without the one expected line: the e2e.browser's note on the 404 status of the document. */
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
async function expectFirstPaint({ page, title, tab, panel, url }: Target & { page: Page }): Promise<void> {
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

describe.each(targets)('$url on a phone', ({ url, key, status, title, tab, panel }) => {
  it('paints its h1 and footer before any script runs, then hydrates at its address (its tab selected) without an error, a hydration warning or a layout shift; then the checks of every page', async () => {
    const { page, context, pageErrors, foreignRequests } = await openPage(e2e.browser, PHONE, {
      reducedMotion: 'no-preference',
    });
    await recordLayoutShifts(page);
    // The scripts arrive only after the prerendered page has painted, so anything hydration changes on screen is
    // measured. The web font is held back until the measurement is done: its swap shifts the text on its own
    // (a known bug, see 'web font arriving after the first paint' below), which would hide what this test is about.
    const releaseFonts = await holdRequests(page, FONTS);
    const response = await gotoHoldingUntilFirstPaint(page, `${e2e.url}${url}`, SCRIPTS, () =>
      expectFirstPaint({ page, status, title, tab, panel, url }),
    );
    expect(response?.status()).toBe(status);
    await waitForHydration(page);
    // After hydration the app moves to the real address (query, fragment) and the screens react to it.
    await page.waitForURL(`${e2e.url}${url}`, { waitUntil: 'commit' });
    if (tab) {
      // The tab the address names is selected, alone, and its panel is the one shown.
      await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor({ timeout: 10_000 });
      expect(await page.getByRole('tab', { selected: true }).count()).toBe(1);
      await page.getByRole('tabpanel', { name: tab, exact: true }).waitFor({ state: 'visible' });
      expect(await page.getByRole('tabpanel').count()).toBe(1);
    }
    await waitForSettledApp(page);
    await page.locator('h1').first().waitFor({ state: 'visible' });
    expect(await page.title()).toBe(title);
    const shifts = await layoutShifts(page);

    releaseFonts();
    await fontsInPlace(page);
    const errors = unexpectedErrors(pageErrors, status);
    expect(errors.filter((message) => HYDRATION_WARNING.test(message))).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    expect({ cls: cumulativeShift(shifts), shifts }).toEqual({ cls: 0, shifts: [] });

    // With JavaScript, the notes for visitors without it stay hidden (the forms say in <noscript> that they need it).
    expect(await page.getByText(layoutContent.noScript.form).count()).toBe(0);
    expect(await page.getByTestId('noscript-notice').count()).toBe(0);

    // The phone's visit of the route sweep (test/e2e/routes.e2e.ts has the desktop's).
    if (key) await expectEveryPageRule(page, `shell-${key}-phone`);
    if (KEYBOARD_WALK_ADDRESSES.includes(url)) await expectKeyboardWalk(page, url);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});

describe('script loading', () => {
  it.each([routes.home, routes.cloudium, routes.application])(
    '%s requests its page scripts only after the first contentful paint has been reported',
    async (url) => {
      const { context, page } = await openPage(e2e.browser, PHONE);
      await page.goto(`${e2e.url}${url}`, { waitUntil: 'load' });
      await waitForHydration(page);
      const timings = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(main|runtime|page-)[^/]*\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      expect(timings.firstContentfulPaint).not.toBeNull();
      expect(timings.scripts.length).toBeGreaterThanOrEqual(3);
      for (const script of timings.scripts) {
        expect({ ...script, after: script.startTime > (timings.firstContentfulPaint ?? Infinity) }).toEqual({
          ...script,
          after: true,
        });
      }
      await context.close();
    },
  );
});

describe('the checks themselves', () => {
  /** Serves the terms page with `change` applied to its prerendered markup. */
  async function openChangedTerms(change: (html: string) => string) {
    const opened = await openPage(e2e.browser, PHONE);
    await opened.page.route(`${e2e.url}${routes.terms}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text()) });
    });
    await opened.page.goto(`${e2e.url}${routes.terms}`);
    await waitForHydration(opened.page);
    await opened.page.waitForLoadState('networkidle');
    return opened;
  }

  it('a page whose markup differs from what the app renders is reported as a hydration error', async () => {
    // The copyright line is hydrated (the footer's links and the page's text are static islands).
    const { context, pageErrors } = await openChangedTerms((html) =>
      html.replace(/(data-testid="copyright"[^>]*>)[^<]*/, '$1Anders als im Build'),
    );
    expect(pageErrors.filter((message) => HYDRATION_WARNING.test(message))).not.toEqual([]);
    await context.close();
  });

  it('a static island is not hydrated: its markup stays as served, with no hydration error', async () => {
    const { page, context, pageErrors } = await openChangedTerms((html) =>
      html.replace(/(<h1\b[^>]*>)[^<]*/, '$1Anders als im Build'),
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Anders als im Build');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a layout shift is recorded', async () => {
    const { page, context } = await openPage(e2e.browser, PHONE);
    await recordLayoutShifts(page);
    await page.goto(`${e2e.url}${routes.terms}`);
    await waitForHydration(page);
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '200px';
      document.querySelector('main')?.prepend(spacer);
    });
    await page.waitForFunction(() => (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts.length > 0);
    expect(cumulativeShift(await layoutShifts(page))).toBeGreaterThan(0);
    await context.close();
  });
});

/**
 * A web font that arrives just after the first paint (inside font-display: optional's short block period) is
 * used, and the text is laid out again: the metric-matched 'Inter Fallback' (src/ui/font-faces.tsx) makes that
 * relayout move (almost) nothing. Without it the shift measured 0.02–0.06; what is left comes from the metric
 * overrides being a close approximation, and is below what Lighthouse reports as CLS 0.000 (0.0005).
 */
const NO_VISIBLE_SHIFT = 0.0005;
describe('web font arriving after the first paint', () => {
  it.each([routes.home, routes.partnership, routes.status, '/gibt-es-nicht'])(
    '%s loads and hydrates without a layout shift',
    async (url) => {
      const { page, context } = await openPage(e2e.browser, PHONE, { reducedMotion: 'no-preference' });
      await recordLayoutShifts(page);
      const releaseScripts = await holdRequests(page, SCRIPTS);
      await gotoHoldingUntilFirstPaint(page, `${e2e.url}${url}`, FONTS);
      releaseScripts();
      await waitForHydration(page);
      await fontsInPlace(page);
      const shifts = await layoutShifts(page);
      await context.close();
      expect(cumulativeShift(shifts)).toBeLessThan(NO_VISIBLE_SHIFT);
    },
  );
});

describe('without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: 'de-DE' });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context.close();
  });

  // Every page's title, h1 and footer without any script: 'paints its h1 and the footer before any script runs'.

  it('the phone menu is listed open, and its links lead to their page', async () => {
    await page.goto(`${e2e.url}${routes.home}`);
    const menu = page.locator('#hauptmenue-mobil');
    await menu.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: layoutContent.topBar.menuButton }).isVisible()).toBe(false);
    await menu.getByRole('link', { name: 'Cloudium', exact: true }).click();
    await page.waitForURL(`${e2e.url}${routes.cloudium}`);
    await page.getByRole('heading', { level: 1, name: cloudiumContent.hero.title }).waitFor();
    expect(await page.title()).toBe(pageMeta.cloudium.title);
  });

  it('a footer link leads to its page', async () => {
    await page.goto(`${e2e.url}${routes.home}`);
    await page.locator('footer').getByRole('link', { name: 'Partnerschaft', exact: true }).click();
    await page.waitForURL(`${e2e.url}${routes.partnership}`);
    await page.locator('h1').first().waitFor({ state: 'visible' });
    expect(await page.title()).toBe(pageMeta.partnership.title);
    await page.locator('footer').getByRole('link', { name: 'Impressum', exact: true }).click();
    await page.waitForURL(`${e2e.url}${routes.imprint}`);
    expect(await page.title()).toBe(pageMeta.imprint.title);
  });

  it('/cloudium shows all three tab panels one after the other', async () => {
    await page.goto(`${e2e.url}${routes.cloudium}`);
    for (const id of CLOUDIUM_PANELS) await page.locator(`#${id}`).waitFor({ state: 'visible' });
    const tops = await Promise.all(
      CLOUDIUM_PANELS.map(async (id) => (await page.locator(`#${id}`).boundingBox())?.y ?? Number.NaN),
    );
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(await page.getByRole('tablist').isVisible()).toBe(false);
  });

  it.each(communityTabTargets)(
    '/community: the shortcut to the %s tab leads to its prerendered copy',
    async (key, label) => {
      await page.goto(`${e2e.url}${routes.community}`);
      await page.locator(`a[href="${routes.community}?tab=${key}"]`).click();
      await page.waitForURL(`${e2e.url}${routes.community}?tab=${key}`);
      await page.getByRole('tabpanel', { name: label, exact: true }).waitFor({ state: 'visible' });
      expect(await page.title()).toBe(pageMeta.community.title);
    },
  );

  it.each([
    [routes.application, '[data-testid=noscript-notice]'],
    [routes.partnership, '[data-testid=noscript-notice]'],
    [routes.cloudium, '#support [data-testid=noscript-notice]'],
  ])('%s says the form needs JavaScript', async (url, selector) => {
    await page.goto(`${e2e.url}${url}`);
    const notice = page.locator(selector).first();
    await notice.waitFor({ state: 'visible' });
    expect((await notice.innerText()).trim()).toBe(layoutContent.noScript.form);
  });
});

describe('after hydration', () => {
  it('navigates on the client: Cloudium from the start page without loading a new document', async () => {
    const { page, context, pageErrors } = await openPage(e2e.browser, DESKTOP);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await page.goto(`${e2e.url}${routes.home}`);
    await waitForHydration(page);
    await page.evaluate(() => {
      const record = window as unknown as { __marker?: string; __gridInHeadingFrame?: boolean };
      record.__marker = 'same document';
      // The frame that first shows the new page's heading: is the overview's games grid in it yet?
      const observer = new MutationObserver(() => {
        if (!document.querySelector('main h1')?.textContent?.includes('Game-Server')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          record.__gridInHeadingFrame = document.querySelector('[data-testid="game-grid"]') !== null;
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByRole('navigation', { name: layoutContent.topBar.navigationLabel })
      .getByRole('link', { name: 'Cloudium', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: cloudiumContent.hero.title }).waitFor();
    await page.waitForURL(`${e2e.url}${routes.cloudium}`);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    expect(documents).toEqual([`${e2e.url}/`]);
    // The heading paints first; the benefits and the games grid follow right after (docs/performance.md).
    await page.waitForFunction(() => (window as { __gridInHeadingFrame?: boolean }).__gridInHeadingFrame !== undefined);
    expect(await page.evaluate(() => (window as { __gridInHeadingFrame?: boolean }).__gridInHeadingFrame)).toBe(false);
    await page.getByTestId('game-grid').waitFor();
    expect(await page.getByTestId('game-grid').getByRole('listitem').count()).toBe(12);
    await page.waitForFunction((expected) => document.title === expected, pageMeta.cloudium.title);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('writes the storage rule’s keys after the first paint, replacing an outdated copy', async () => {
    const { page, context, pageErrors } = await openPage(e2e.browser, PHONE);
    // An outdated copy from an earlier visit: the built-in data must win.
    await page.addInitScript(() => {
      window.localStorage.setItem('communityTeam', JSON.stringify({ items: [], _persist: { version: 0 } }));
    });
    await page.goto(`${e2e.url}${routes.home}`);
    await page.waitForFunction(
      (count) => {
        const raw = window.localStorage.getItem('communityTeam');
        return raw !== null && (JSON.parse(raw) as { items?: unknown[] }).items?.length === count;
      },
      teamMembers.length,
      { timeout: 15_000 },
    );
    const stored = await page.evaluate(() => ({
      team: JSON.parse(window.localStorage.getItem('communityTeam') ?? 'null') as unknown,
      rules: window.localStorage.getItem('communityRules'),
      events: window.localStorage.getItem('communityEvents'),
    }));
    expect(stored.team).toEqual({
      items: expect.arrayContaining([expect.objectContaining({ name: teamMembers[0]?.name })]),
      _persist: { version: 1, rehydrated: true },
    });
    expect(stored.rules).not.toBeNull();
    expect(stored.events).not.toBeNull();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
