/**
 * Reflow (WCAG 2.2, 1.4.10) and text resize (1.4.4): every route, tab, dialog and the phone menu fit a 320 px wide
 * viewport without sideways scrolling, and the pages still fit with the text zoomed to 200 %. A failure names the
 * widest element that sticks out. Screenshots at 320 px go to test-results/screenshots/reflow-*.png.
 */
import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { openPage, screenshot, type Viewport } from './support/browser';
import { waitForHydration } from './support/hydration';
import { NARROW_PHONE, horizontalOverflow } from './support/reflow';
import { runSiteInBrowser } from './support/harness';

const e2e = runSiteInBrowser();

const pages: ReadonlyArray<readonly [string, string]> = [
  ...Object.entries(routes),
  ...['news', 'events', 'team', 'regeln'].map((tab) => [`community-${tab}`, `${routes.community}?tab=${tab}`] as const),
  ['cloudium-pakete', `${routes.cloudium}#pakete`],
  ['cloudium-support', `${routes.cloudium}#support`],
  ['nicht-gefunden', '/gibt-es-nicht'],
];

async function open(
  url: string,
  viewport: Viewport = NARROW_PHONE,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page, pageErrors } = await openPage(e2e.browser, viewport);
  await page.goto(`${e2e.url}${url}`, { waitUntil: 'load' });
  await waitForHydration(page);
  return {
    page,
    close: async () => {
      // The not-found page is answered with status 404, which Chromium logs as a failed load.
      expect(pageErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
      await context.close();
    },
  };
}

async function expectNoOverflow(page: Page): Promise<void> {
  const report = await horizontalOverflow(page);
  expect(report.offenders).toEqual([]);
  expect(report.scrollWidth).toBeLessThanOrEqual(report.viewportWidth);
}

/**
 * Chromium's text size setting: the default font size doubles, and with it every rem-based size of the site. It
 * takes effect at once, like the window's new width, so one visit checks both.
 */
async function zoomTextTo200Percent(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  await page.setViewportSize(TEXT_ZOOM_WINDOW);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
}

const TEXT_ZOOM_WINDOW = { width: 640, height: 800 } as const;
const TEXT_ZOOM_SHOTS = new Set(['terms', 'cloudium', 'home']);

describe('at 320 px wide, and with the text zoomed to 200 % in a 640 px wide window', () => {
  it.each(pages)('%s (%s) does not scroll sideways', async (name, url) => {
    const { page, close } = await open(url);
    await expectNoOverflow(page);
    await screenshot(page, `reflow-320-${name}`);
    await zoomTextTo200Percent(page);
    await expectNoOverflow(page);
    if (TEXT_ZOOM_SHOTS.has(name)) await screenshot(page, `reflow-text-200-${name}`);
    await close();
  });
});

describe('at 320 px wide', () => {
  it('the open phone menu fits', async () => {
    const { page, close } = await open(routes.home);
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.locator('#hauptmenue-mobil').getByRole('link', { name: 'Partnerschaft' }).waitFor({ state: 'visible' });
    await expectNoOverflow(page);
    await screenshot(page, 'reflow-320-menu');
    await close();
  });

  it('the plan, managed and custom dialogs fit, their fields and buttons included', async () => {
    const { page, close } = await open(`${routes.cloudium}#pakete`);
    for (const [name, button, dialogName] of [
      ['plan', 'Paket wählen: ES6', 'Paket ES6 bestellen'],
      ['managed', 'Managed Hosting anfragen', 'Managed Game Hosting anfragen'],
      ['custom', 'Custom Server anfragen', 'Custom Server anfragen'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.waitFor();
      await expectNoOverflow(page);
      // The dialog's own content does not scroll sideways either.
      const inner = await dialog.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect({ name, fits: inner.scroll <= inner.client }).toEqual({ name, fits: true });
      await screenshot(page, `reflow-320-dialog-${name}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await close();
  });
});
