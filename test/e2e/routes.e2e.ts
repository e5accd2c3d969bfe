import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { pageMeta } from '@/content/page-meta.content';
import { DESKTOP, PHONE, openPage, screenshot, seriousA11yFindings } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated } from './support/hydration';

/**
 * Every route of the site on a phone and a desktop, once each: the checks every page must pass (title, heading,
 * language, fit, external links, privacy, axe) and its screenshot. Other browser tests check what a page does, and
 * run axe and take screenshots only of states this sweep does not see (an open dialog, a tab, an error).
 */

/** External links that do not open in a new tab with rel="noopener noreferrer". */
function unsafeExternalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]'))
      .filter((a) => new URL(a.href).origin !== window.location.origin)
      .filter((a) => a.target !== '_blank' || a.rel !== 'noopener noreferrer')
      .map((a) => a.href),
  );
}

const e2e = runSiteInBrowser();

const screens = Object.entries(routes).map(([key, path]) => ({
  key,
  path,
  title: pageMeta[key as keyof typeof routes].title,
}));

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every route on %s', (viewportName, viewport) => {
  it.each(screens)(
    '$path: title, heading, fits the screen, external links safe, no foreign request, no serious a11y finding',
    async ({ key, path, title }) => {
      const { page, context, foreignRequests, pageErrors } = await openPage(e2e.browser, viewport);
      const response = await openHydrated(page, `${e2e.url}${path}`);
      expect(response?.status()).toBe(200);
      await page.waitForFunction((expected) => document.title === expected, title);
      expect(await page.locator('h1').count()).toBeGreaterThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      // No horizontal scrolling: long words, addresses and buttons must wrap.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await unsafeExternalLinks(page)).toEqual([]);
      expect(await seriousA11yFindings(page)).toEqual([]);
      await screenshot(page, `shell-${key}-${viewportName}`);
      expect(foreignRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
