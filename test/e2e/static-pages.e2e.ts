import { routes } from '@/config/routes';
import { DESKTOP, PHONE, openPage, screenshot, seriousA11yFindings } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated } from './support/hydration';

jest.setTimeout(120_000);

const e2e = runSiteInBrowser();

const pages = [
  { key: 'privacy', path: routes.privacy, heading: 'Datenschutzerklärung' },
  { key: 'imprint', path: routes.imprint, heading: 'Impressum' },
  { key: 'terms', path: routes.terms, heading: 'Allgemeine Geschäftsbedingungen' },
  { key: 'fortnite', path: routes.fortnite, heading: "Nova's Fortnite" },
  { key: 'about', path: routes.about, heading: 'Hi, ich bin Nova' },
];

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('static pages on %s', (viewportName, viewport) => {
  it.each(pages)('$path: renders, fits the screen, no serious a11y finding', async ({ key, path, heading }) => {
    const { page, context, foreignRequests, pageErrors } = await openPage(e2e.browser, viewport);
    await openHydrated(page, `${e2e.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // No horizontal scrolling: long words, addresses and buttons must wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yFindings(page)).toEqual([]);
    await screenshot(page, `static-${key}-${viewportName}`);
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
