/**
 * The frame around every page (docs/product.md#shared-layout): the top bar, the phone menu, the home hero and the
 * footer, in one visit per window and start page. Each visit goes through what a visitor does there, in order.
 */
import type { Page } from 'playwright-core';
import { footerNavigation, legalNavigation, mainNavigation, routes, type RouteKey } from '@/config/routes';
import { pageMeta } from '@/content/page-meta.content';
import { DESKTOP, PHONE, openPage, screenshot, type Viewport } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated } from './support/hydration';
import { NARROW_PHONE, expectNoOverflow } from './support/reflow';

const e2e = runSiteInBrowser();

function titleOfPage(path: string): string {
  const key = (Object.keys(routes) as RouteKey[]).find((route) => routes[route] === path);
  if (key === undefined) throw new Error(`no route has the path ${path}`);
  return pageMeta[key].title;
}

/** Waits until the top bar says it is shown ('true') or has slid away ('false'). */
const topBarVisible = (page: Page, visible: 'true' | 'false') =>
  page.waitForFunction(
    (expected) => document.querySelector('[data-testid=top-bar]')?.getAttribute('data-visible') === expected,
    visible,
  );

/** The hero fills the window below the 80 px bar. */
async function expectHeroFills(page: Page, viewport: Viewport): Promise<void> {
  const box = await page.getByTestId('home-hero').boundingBox();
  expect(box?.y).toBe(80);
  expect(box?.height).toBeGreaterThanOrEqual(viewport.height - 80);
}

/** The controls of the top navigation that reach past the window's right edge at this width. */
async function navigationOverflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const overflow = await page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Hauptnavigation"]');
    const controls = Array.from(nav?.querySelectorAll('a, button') ?? []).filter(
      (element) => element.getClientRects().length > 0,
    );
    return controls
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
      .map((element) => element.textContent);
  });
  return { width, overflow };
}

// The breakpoints and the widths beside them: the layout follows the width of the window it is in.
const WIDTHS = [375, 768, 1024, 1100, 1279, 1280, 1440];

describe('top bar, hero and footer', () => {
  it(`on a phone: the hero fills the window; the bar slides away scrolling down and comes back up; every control fits windows ${WIDTHS.join(', ')} px wide`, async () => {
    const { page, context } = await openPage(e2e.browser, PHONE);
    await openHydrated(page, e2e.url);
    await expectHeroFills(page, PHONE);

    // The 150 px and the way back up: test/unit/machines/navigation.machine.test.ts; here the real scroll and slide.
    expect(await page.getByTestId('top-bar').getAttribute('data-visible')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 600));
    await topBarVisible(page, 'false');
    // Off screen once the slide-out has finished.
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid=top-bar]')?.getBoundingClientRect();
      return box !== undefined && box.bottom <= 1;
    });
    await page.evaluate(() => window.scrollTo(0, 500));
    await topBarVisible(page, 'true');

    for (const width of WIDTHS) expect(await navigationOverflowAt(page, width)).toEqual({ width, overflow: [] });
    await context.close();
  });

  it('on a desktop: the bar is 80 px high with all nine links inline, marks the current page also after the app navigates; the hero fills the window; six social links; the year and the site name', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, e2e.url);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    expect((await nav.boundingBox())?.height).toBe(80);
    for (const item of mainNavigation) {
      expect(await nav.getByRole('link', { name: item.label, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Menü' }).isVisible()).toBe(false);
    await expectHeroFills(page, DESKTOP);

    // Every external link's target and rel: the visit of every address (support/page-sweep.ts).
    expect(await page.getByRole('navigation', { name: 'Soziale Netzwerke' }).getByRole('link').count()).toBe(6);
    expect(await page.getByTestId('copyright').textContent()).toContain(`© ${new Date().getFullYear()} Nova Community`);

    // The inline list (the phone menu's list holds the same links, the brand links home too) is a static island:
    // the app still marks the page it navigates to.
    const inline = nav.locator('ul').first();
    const current = () => inline.locator('a[aria-current="page"]').allTextContents();
    expect(await current()).toEqual(['Startseite']);
    await inline.getByRole('link', { name: 'Cloudium' }).click();
    await page.waitForURL(`${e2e.url}${routes.cloudium}`);
    await inline.locator('a[aria-current="page"]', { hasText: 'Cloudium' }).waitFor();
    expect(await current()).toEqual(['Cloudium']);
    await context.close();
  });

  it('the footer: "Nach oben" scrolls to the top, a page change starts at the top, and every navigation and legal link leads to its screen', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, `${e2e.url}${routes.terms}`);
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await toBottom();
    await page.getByRole('button', { name: 'Nach oben' }).click();
    await page.waitForFunction(() => window.scrollY === 0);

    const footer = page.getByRole('contentinfo');
    for (const link of [...footerNavigation, ...legalNavigation]) {
      await toBottom();
      await footer.getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL(`${e2e.url}${link.to}`);
      // The address changes before React has rendered the new page (the router renders it in a transition), so the
      // old page's heading may still be there: the new page's title is set once it has been committed.
      await page.waitForFunction((title) => document.title === title, titleOfPage(link.to));
      await page.waitForFunction(() => window.scrollY === 0);
      // The footer is aimed at once the page is whole. Parts that follow the first paint (Cloudium's overview, the
      // plans' cards; there may be several at once) move the footer down when they arrive, and a click aimed just
      // before would land on what took its place. So does a part that comes with a chunk of its own (a community
      // tab's panel after a page change): its spinner holds a smaller place until then (the footer moved by 449 px
      // on /community, 630 ms after the title at 4x).
      await page.waitForFunction(
        () =>
          document.querySelector('[data-after-paint]') === null &&
          ![...document.querySelectorAll('main .chakra-spinner')].some((spinner) =>
            spinner.checkVisibility({ visibilityProperty: true }),
          ),
      );
    }
    await context.close();
  });
});

describe('phone menu', () => {
  it('opens its list, fits 320 px, and choosing a link closes it for good, on the page it shows and on the next ones (page idle, animations on)', async () => {
    const { page, context } = await openPage(e2e.browser, PHONE, { reducedMotion: 'no-preference' });
    await openHydrated(page, e2e.url);
    const button = page.getByRole('button', { name: 'Menü' });
    const menu = page.locator('#hauptmenue-mobil');
    for (const [label, to] of [
      ['Startseite', routes.home],
      ['Über Mich', routes.about],
      ['Partnerschaft', routes.partnership],
      ['Cloudium', routes.cloudium],
    ] as const) {
      await button.click();
      const link = menu.getByRole('link', { name: label, exact: true });
      await link.waitFor({ state: 'visible' });
      // Let the opening animation finish, as it has by the time a person has read the list.
      await page.waitForFunction(
        (id) => (document.getElementById(id)?.getAnimations({ subtree: true }) ?? []).length === 0,
        'hauptmenue-mobil',
      );
      if (to === routes.home) {
        await screenshot(page, 'shell-menu-open-phone');
        // Reflow (WCAG 2.2, 1.4.10): the open list fits the narrowest phone.
        await page.setViewportSize(NARROW_PHONE);
        await expectNoOverflow(page);
        await screenshot(page, 'reflow-320-menu');
        await page.setViewportSize(PHONE);
      }
      await link.click();
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await page.waitForURL(`${e2e.url}${to}`);
      // The new page is rendered in a transition after the address changed, and its arrival closes the menu: the menu
      // is opened again once the visitor sees the page (its title is set when it is committed).
      await page.waitForFunction((title) => document.title === title, titleOfPage(to));
      // The list collapses with an animation; once that has run, it must be gone for good, not spring back.
      await page.waitForFunction((id) => {
        const list = document.getElementById(id);
        return list?.dataset.state === 'closed' && list.getAnimations({ subtree: true }).length === 0;
      }, 'hauptmenue-mobil');
      await menu.waitFor({ state: 'hidden', timeout: 10_000 });
      expect(await link.isVisible()).toBe(false);
    }
    await context.close();
  });
});
