import { routes } from '@/config/routes';
import { pageMeta } from '@/content/page-meta.content';
import { DESKTOP, openPage } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated } from './support/hydration';
import { KEYBOARD_WALK_ADDRESSES, expectEveryPageRule, expectKeyboardWalk } from './support/page-sweep';

/**
 * Every route of the site on a desktop, once each: the checks every page must pass (title, heading, language, fit,
 * external links, privacy, axe), its screenshot, and on the pages with the most controls the keyboard walk. On a
 * phone the same checks run in test/e2e/prerender.e2e.ts, in the visit that checks the first paint. Other browser
 * tests check what a page does, and run axe and take screenshots only of states this sweep does not see (an open
 * dialog, a tab, an error).
 */

const e2e = runSiteInBrowser();

const screens = Object.entries(routes).map(([key, path]) => ({
  key,
  path,
  title: pageMeta[key as keyof typeof routes].title,
}));

describe('every route on desktop', () => {
  it.each(screens)(
    '$path: title, heading, fits the screen, external links safe, no foreign request, no serious a11y finding',
    async ({ key, path, title }) => {
      const { page, context, foreignRequests, pageErrors } = await openPage(e2e.browser, DESKTOP);
      const response = await openHydrated(page, `${e2e.url}${path}`);
      expect(response?.status()).toBe(200);
      await page.waitForFunction((expected) => document.title === expected, title);
      await expectEveryPageRule(page, `shell-${key}-desktop`);
      if (KEYBOARD_WALK_ADDRESSES.includes(path)) await expectKeyboardWalk(page, path);
      expect(foreignRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it.each(KEYBOARD_WALK_ADDRESSES.filter((address) => address.includes('#')))(
    '%s: the keyboard walk starts at the fragment, and every stop is visible and on top',
    async (address) => {
      const { page, context } = await openPage(e2e.browser, DESKTOP);
      await openHydrated(page, `${e2e.url}${address}`);
      await expectKeyboardWalk(page, address);
      await context.close();
    },
  );
});
