import { footerNavigation, legalNavigation, mainNavigation, routes, type RouteKey } from '@/config/routes';
import { pageMeta } from '@/content/page-meta.content';
import { DESKTOP, PHONE, openPage, screenshot } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated, waitForHydration } from './support/hydration';

const e2e = runSiteInBrowser();

function titleOfPage(path: string): string {
  const key = (Object.keys(routes) as RouteKey[]).find((route) => routes[route] === path);
  if (key === undefined) throw new Error(`no route has the path ${path}`);
  return pageMeta[key].title;
}

describe('unknown routes', () => {
  it('answer HTTP 404 with the German not-found page', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    const response = await page.goto(`${e2e.url}/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await page.waitForURL(`${e2e.url}/`);
    await context.close();
  });
});

describe('top bar', () => {
  it('hides when scrolling down past 150 px and reappears when scrolling up', async () => {
    const { page, context } = await openPage(e2e.browser, PHONE);
    await openHydrated(page, `${e2e.url}${routes.terms}`);
    const bar = page.getByTestId('top-bar');
    expect(await bar.getAttribute('data-visible')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 120));
    // The bar hears of a scroll in the next frame: two frames later it has decided.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
    );
    expect(await bar.getAttribute('data-visible')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(
      () => document.querySelector('[data-testid=top-bar]')?.getAttribute('data-visible') === 'false',
    );
    // Off screen once the slide-out has finished.
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid=top-bar]')?.getBoundingClientRect();
      return box !== undefined && box.bottom <= 1;
    });
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.waitForFunction(
      () => document.querySelector('[data-testid=top-bar]')?.getAttribute('data-visible') === 'true',
    );
    await context.close();
  });

  it('is 80 px high and shows all nine links inline on desktop', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, e2e.url);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    expect((await nav.boundingBox())?.height).toBe(80);
    for (const item of mainNavigation) {
      expect(await nav.getByRole('link', { name: item.label, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Menü' }).isVisible()).toBe(false);
    await context.close();
  });

  // The breakpoints and the widths beside them, in one page whose window is resized: the layout follows the width.
  const widths = [375, 768, 1024, 1100, 1279, 1280, 1440];
  it(`fits every control inside windows ${widths.join(', ')} px wide`, async () => {
    const { page, context } = await openPage(e2e.browser, PHONE);
    await openHydrated(page, e2e.url);
    const overflowAt = async (width: number) => {
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
    };
    for (const width of widths) expect(await overflowAt(width)).toEqual({ width, overflow: [] });
    await context.close();
  });

  it('on a phone the menu button opens the list and choosing a link closes it', async () => {
    const { page, context } = await openPage(e2e.browser, PHONE);
    await openHydrated(page, e2e.url);
    await page.getByRole('button', { name: 'Menü' }).click();
    const menu = page.locator('#hauptmenue-mobil');
    await menu.getByRole('link', { name: 'Über Mich' }).waitFor({ state: 'visible' });
    await screenshot(page, 'shell-menu-open-phone');
    await menu.getByRole('link', { name: 'Über Mich' }).click();
    await page.waitForURL(`${e2e.url}${routes.about}`);
    await menu.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Menü' }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it.each(['Partnerschaft', 'Cloudium', 'Startseite'])(
    'on a phone, used as a person does (page idle, animations on), choosing "%s" closes the menu list',
    async (label) => {
      const { page, context } = await openPage(e2e.browser, PHONE, { reducedMotion: 'no-preference' });
      await openHydrated(page, e2e.url);
      await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Menü' });
      await button.click();
      const menu = page.locator('#hauptmenue-mobil');
      const link = menu.getByRole('link', { name: label, exact: true });
      await link.waitFor({ state: 'visible' });
      // Let the opening animation finish, as it has by the time a person has read the list.
      await page.waitForFunction(
        (id) => (document.getElementById(id)?.getAnimations({ subtree: true }) ?? []).length === 0,
        'hauptmenue-mobil',
      );
      await link.click();
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      // The list collapses with an animation; once that has run, it must be gone for good, not spring back.
      await page.waitForFunction((id) => {
        const list = document.getElementById(id);
        return list?.dataset.state === 'closed' && list.getAnimations({ subtree: true }).length === 0;
      }, 'hauptmenue-mobil');
      await menu.waitFor({ state: 'hidden', timeout: 10_000 });
      expect(await link.isVisible()).toBe(false);
      await context.close();
    },
  );

  it('the top navigation marks the current page, also after the app navigates (its links are a static island)', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, e2e.url);
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    // The inline list (the phone menu's list holds the same links, the brand links home too).
    const inline = navigation.locator('ul').first();
    const current = () => inline.locator('a[aria-current="page"]').allTextContents();
    expect(await current()).toEqual(['Startseite']);
    await inline.getByRole('link', { name: 'Cloudium' }).click();
    await page.waitForURL(`${e2e.url}${routes.cloudium}`);
    await inline.locator('a[aria-current="page"]', { hasText: 'Cloudium' }).waitFor();
    expect(await current()).toEqual(['Cloudium']);
    await context.close();
  });

  it('each route change scrolls to the top', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, `${e2e.url}${routes.terms}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await page.waitForURL(`${e2e.url}${routes.imprint}`);
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });
});

describe('home hero', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('fills the viewport height minus the 80 px bar on %s', async (_name, viewport) => {
    const { page, context } = await openPage(e2e.browser, viewport);
    await openHydrated(page, e2e.url);
    const box = await page.getByTestId('home-hero').boundingBox();
    expect(box?.y).toBe(80);
    expect(box?.height).toBeGreaterThanOrEqual(viewport.height - 80);
    await context.close();
  });
});

describe('footer', () => {
  it('follows every navigation and legal link to its screen', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, `${e2e.url}${routes.terms}`);
    const footer = page.getByRole('contentinfo');
    for (const link of [...footerNavigation, ...legalNavigation]) {
      await footer.getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL(`${e2e.url}${link.to}`);
      // The address changes before React has rendered the new page (the router renders it in a transition), so the
      // old page's heading may still be there: the new page's title is set once it has been committed.
      await page.waitForFunction((title) => document.title === title, titleOfPage(link.to));
      // The footer is aimed at once the page is whole. Parts that follow the first paint (Cloudium's overview, the
      // plans' cards; there may be several at once) move the footer down when they arrive, and a click aimed just
      // before would land on what took its place. So does a part that comes with a chunk of its own (a community
      // tab's panel after a page change): its spinner holds a smaller place until then (the footer moved by 449 px
      // on /community, 630 ms after the title at 4x).
      await page.waitForFunction(
        () =>
          document.querySelector('[data-after-first-paint]') === null &&
          ![...document.querySelectorAll('main .chakra-spinner')].some((spinner) =>
            spinner.checkVisibility({ visibilityProperty: true }),
          ),
      );
    }
    await context.close();
  });

  it('"Nach oben" scrolls back to the top', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, `${e2e.url}${routes.terms}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Nach oben' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('social links open in a new tab without opener or referrer', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, e2e.url);
    const social = page.getByRole('navigation', { name: 'Soziale Netzwerke' }).getByRole('link');
    expect(await social.count()).toBe(6);
    for (const link of await social.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await context.close();
  });

  it('shows the current year and the site name', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, e2e.url);
    expect(await page.getByTestId('copyright').textContent()).toContain(`© ${new Date().getFullYear()} Nova Community`);
    await context.close();
  });
});
