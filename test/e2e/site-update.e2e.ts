import type { Page, Request } from 'playwright-core';
import { routes } from '@/config/routes';
import { ERROR_TITLE } from '@/pages/error/route-error.page';
import { layoutContent } from '@/content/layout.content';
import { PHONE, openPage, screenshot, seriousA11yFindings } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated, waitForHydration } from './support/hydration';

/**
 * A page of an earlier release whose code is gone from the server (a host that keeps only the newest release, or a
 * page older than the kept releases) loads the address the visitor went to anew (src/ui/site-update.ts): they end on
 * the page they tapped, never on the error screen. The server answers the old script 404 until the page is loaded
 * anew, as a new release would. The tests answer requests themselves, which a service worker's requests would bypass:
 * the pages run without one (test:deploy runs the same with it).
 */

const e2e = runSiteInBrowser();

/**
 * Answers `script` 404 to the page of the old release; from the page's next load on the server has it again (the new
 * release). `oldPageLoads`: page loads still to come that belong to the old release (the visit itself).
 */
async function goneUntilLoadedAnew(page: Page, script: RegExp, oldPageLoads = 0): Promise<string[]> {
  const seen: string[] = [];
  let oldRelease = true;
  let loadsLeft = oldPageLoads;
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      seen.push(`load ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
      oldRelease = loadsLeft-- > 0;
    }
  });
  await page.route(script, async (route) => {
    seen.push(`${route.request().method()} ${oldRelease ? 404 : 200}`);
    if (oldRelease) await route.fulfill({ status: 404, body: '' });
    else await route.continue();
  });
  return seen;
}

/** Resolves once the page has been loaded anew at `address` and is interactive again. */
async function loadedAnewAt(page: Page, address: string): Promise<void> {
  await page.waitForRequest((request) => request.isNavigationRequest() && request.url() === address);
  await page.waitForLoadState('load');
  await waitForHydration(page);
}

/** The browser logs each 404 it got, React the failed load it caught; anything else is an error the page made. */
const unexpected = (errors: readonly string[]) =>
  errors.filter((error) => !/status of 404|^ChunkLoadError: Loading chunk \d+ failed/.test(error));

it('a page change whose code is gone loads the page the visitor tapped anew, never the error screen', async () => {
  const { page, context, pageErrors } = await openPage(e2e.browser, PHONE, { hasTouch: true, serviceWorkers: 'block' });
  await openHydrated(page, `${e2e.url}${routes.home}`);
  const seen = await goneUntilLoadedAnew(page, /\/assets\/page-terms\.\w+\.js$/);
  const loaded = loadedAnewAt(page, `${e2e.url}${routes.terms}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB' }).tap();
  await loaded;
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Allgemeine Geschäftsbedingungen/);
  expect(await page.getByRole('heading', { name: ERROR_TITLE }).count()).toBe(0);
  // The old page asked for its script (gone), asked again whether it is gone, then loaded /agb from the new release.
  expect(seen.slice(0, seen.indexOf('load /agb') + 1)).toEqual(
    expect.arrayContaining(['GET 404', 'HEAD 404', 'load /agb']),
  );
  expect(seen.at(-1)).toBe('GET 200');
  expect(unexpected(pageErrors)).toEqual([]);
  await context.close();
});

it('a community tab whose code is gone loads the page anew at that tab', async () => {
  const { page, context, pageErrors } = await openPage(e2e.browser, PHONE, { hasTouch: true, serviceWorkers: 'block' });
  // The old page has not loaded the tab's code when the update comes (it would at idle).
  const seen = await goneUntilLoadedAnew(page, /\/assets\/community-tab-team\.\w+\.js$/, 1);
  await openHydrated(page, `${e2e.url}${routes.community}`);
  const loaded = loadedAnewAt(page, `${e2e.url}${routes.community}?tab=team`);
  await page.getByRole('tab', { name: 'Team', exact: true }).tap();
  await loaded;
  await page.getByTestId('team-member').first().waitFor();
  expect(seen).toEqual(expect.arrayContaining(['load /community', 'GET 404', 'HEAD 404', 'load /community?tab=team']));
  expect(seen.at(-1)).toBe('GET 200');
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(unexpected(pageErrors)).toEqual([]);
  await context.close();
});

it('without a connection the same failure stays on the page and says so: nothing is loaded anew', async () => {
  const { page, context } = await openPage(e2e.browser, PHONE, { hasTouch: true, serviceWorkers: 'block' });
  await openHydrated(page, `${e2e.url}${routes.home}`);
  const documents: string[] = [];
  page.on('request', (request) => void (request.isNavigationRequest() && documents.push(request.url())));
  await page.route(/\/assets\/page-terms\.\w+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB' }).tap();
  await page.getByRole('heading', { name: ERROR_TITLE }).waitFor();
  expect(documents).toEqual([]);
  await context.close();
});

describe('a page whose start fails (a script of its own does not load)', () => {
  const TERMS_SCRIPT = /\/assets\/page-terms\.\w+\.js$/;

  it('loads anew once; failing again, it lets taps go and says what happened', async () => {
    const { page, context } = await openPage(e2e.browser, PHONE, { hasTouch: true, serviceWorkers: 'block' });
    const documents: string[] = [];
    page.on('request', (request) => void (request.isNavigationRequest() && documents.push(request.url())));
    await page.route(TERMS_SCRIPT, (route) => route.abort('failed'));
    await page.goto(`${e2e.url}${routes.terms}`, { waitUntil: 'commit' });
    const notice = page.getByRole('alert').filter({ hasText: layoutContent.failedStart.title });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(layoutContent.failedStart.text);
    // Loaded anew once (the guard of src/ui/site-update.ts), not in a loop.
    await page.waitForTimeout(500);
    expect(documents).toEqual([`${e2e.url}${routes.terms}`, `${e2e.url}${routes.terms}`]);
    // The recorder let go: a tap no longer waits for an app that will not come.
    await page.getByRole('button', { name: /Menü/ }).tap();
    expect(await page.evaluate(() => document.querySelectorAll('[data-early-pending]').length)).toBe(0);
    expect(await seriousA11yFindings(page)).toEqual([]);
    await screenshot(page, 'failed-start-phone', false);
    // Its button loads the page again; with the script there, it starts.
    await page.unroute(TERMS_SCRIPT);
    await notice.getByRole('button', { name: layoutContent.failedStart.reload }).tap();
    await waitForHydration(page);
    expect(await page.getByRole('alert').filter({ hasText: layoutContent.failedStart.title }).count()).toBe(0);
    await context.close();
  });

  it('a script that fails only once: the app asks for it anew and starts, without loading the page anew', async () => {
    const { page, context } = await openPage(e2e.browser, PHONE, { hasTouch: true, serviceWorkers: 'block' });
    const documents: string[] = [];
    page.on('request', (request) => void (request.isNavigationRequest() && documents.push(request.url())));
    let failures = 1;
    await page.route(TERMS_SCRIPT, (route) => (failures-- > 0 ? route.abort('failed') : route.continue()));
    await page.goto(`${e2e.url}${routes.terms}`, { waitUntil: 'commit' });
    await waitForHydration(page);
    expect(failures).toBe(-1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Allgemeine Geschäftsbedingungen');
    expect(await page.getByRole('alert').filter({ hasText: layoutContent.failedStart.title }).count()).toBe(0);
    expect(documents).toHaveLength(1);
    await context.close();
  });
});
