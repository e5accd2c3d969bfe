/**
 * Nothing a visitor does before the page is interactive is lost (docs/prerendering.md, "Nothing a visitor does early
 * is lost"). Each test opens a page on a slow phone (the CPU slowed at least 4x, see support/slow-phone.ts) and acts
 * as soon as each control is on screen, without waiting for the app; then it lets the page settle and checks that
 * the app did what the visitor asked, once. Each test asserts that its first action came before the app was
 * interactive, so it cannot pass by acting late.
 */
import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { site as siteConfig } from '@/config/site';
import { partnershipMessages } from '@/features/mail-forms/content/partnership.content';
import { mailtoParams } from '../support/mailto-params';
import { DESKTOP, PHONE, openPage, type Viewport } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { holdRequests, waitForHydration } from './support/hydration';
import { captureMailLinks, capturedMailLinks } from './support/mail-capture';
import { isInteractive, slowCpu, testSlowdown } from './support/slow-phone';

const e2e = runSiteInBrowser();
let slowdown: number;

beforeAll(async () => {
  slowdown = await testSlowdown(e2e.browser);
});

interface EarlyVisit {
  readonly page: Page;
  /**
   * Resolves true when the page was not interactive yet at this moment, then lets the app's scripts come: until the
   * first check, they are held, so the first action always falls before the app runs (how long the window stays open
   * is otherwise a race with the test machine's load). Later actions meet the scripts loading and hydrating.
   */
  readonly stillEarly: () => Promise<boolean>;
  /** Lets the app become interactive and finish what the visitor asked meanwhile. */
  settle(): Promise<void>;
  /** Closes the page, which must have logged no error. */
  close(): Promise<void>;
}

/** Opens `path` on a slowed phone (or desktop) and returns as soon as the document has arrived. */
async function openEarly(path: string, viewport: Viewport = PHONE, permissions: string[] = []): Promise<EarlyVisit> {
  const { page, context, pageErrors } = await openPage(e2e.browser, viewport, { permissions });
  await captureMailLinks(context);
  await slowCpu(page, slowdown);
  const releaseScripts = await holdRequests(page, APP_SCRIPTS);
  await page.goto(`${e2e.url}${path}`, { waitUntil: 'commit' });
  // The recorder is the boot script, requested from the head as the page starts to arrive (src/app/document.ts). On a
  // loaded machine its first run came after the served tabs were visible, and a tap on a tab button (not a link) that
  // no recorder hears does nothing: these tests are about what happens to taps from then on.
  await page.waitForFunction(() => '__earlyInput' in window, undefined, { polling: 'raf' });
  const stillEarly = async () => {
    const early = !(await isInteractive(page));
    releaseScripts();
    return early;
  };
  const settle = async () => {
    releaseScripts();
    await waitForHydration(page, 60_000);
  };
  const close = async () => {
    expect(pageErrors).toEqual([]);
    await context.close();
  };
  return { page, stillEarly, settle, close };
}

/** The app's scripts, which the boot script (the early-input recorder and the loader) requests after the paint. */
const APP_SCRIPTS = /\/assets\/(?!boot\.)[^/]+\.js(\?|$)/;

interface TraversalRecord {
  __traversal?: { hydratedYet: boolean };
}

/** An init script: records the page's first back or forward in history, and whether the app was interactive then. */
function recordTraversal(): void {
  // Registered before the app's listeners, so it sees the traversal first.
  window.addEventListener(
    'popstate',
    () => {
      (window as unknown as TraversalRecord).__traversal = {
        hydratedYet: document.documentElement.hasAttribute('data-hydrated'),
      };
    },
    { capture: true, once: true },
  );
}

/**
 * Serves `path` without its route module in the boot script's list, and lets that module arrive only on `release()`:
 * the app then starts, reads the address it hydrates at, and waits for the module when it resolves its route.
 */
async function holdRouteModuleOf(page: Page, path: string, module: RegExp) {
  await page.route(
    (url) => `${url.pathname}${url.search}` === path,
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      const body = (await response.text()).replace(new RegExp(` ${module.source}`), '');
      await route.fulfill({ response, headers, body });
    },
  );
  const release = await holdRequests(page, module);
  return { askedByApp: page.waitForRequest(module), release };
}

const finderOf = (page: Page) => page.getByRole('region', { name: 'Welches Paket passt?' });

describe('acting before the page is interactive, CPU slowed at least 4x', () => {
  it('plan finder: a game chosen and slider keys pressed early are kept, and the address follows', async () => {
    const { page, stillEarly, settle, close } = await openEarly(`${routes.cloudium}#pakete`);
    const finder = finderOf(page);
    const game = finder.getByLabel('Spiel', { exact: true });
    await game.selectOption('Palworld');
    expect(await stillEarly()).toBe(true);
    const players = finder.getByRole('slider', { name: 'Spieler' });
    await players.focus();
    for (let press = 0; press < 4; press++) await page.keyboard.press('ArrowRight');

    await settle();
    await finder.getByTestId('slider-value-players').filter({ hasText: '12 Spieler' }).waitFor();
    expect(await game.inputValue()).toBe('Palworld');
    await page.waitForFunction(() => location.search === '?spiel=palworld&spieler=12');
    expect(new URL(page.url()).hash).toBe('#pakete');
    // Quick input after the choice is not undone by the address update the choice started.
    await page.waitForTimeout(600);
    expect(await game.inputValue()).toBe('Palworld');
    expect(await finder.getByTestId('slider-value-players').textContent()).toBe('12 Spieler');
    await close();
  });

  it('Cloudium: the plans tab tapped early shows its panel at once, from the served page; "Paket wählen" on ES3 tapped then opens that plan\'s dialog once, on the plans tab', async () => {
    const { page, stillEarly, settle, close } = await openEarly(routes.cloudium);
    await page.getByRole('tab', { name: 'Pakete', exact: true }).click();
    await page.locator('#pakete h2').first().waitFor({ state: 'visible' });
    expect(await page.locator('#uebersicht').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Paket wählen: ES3' }).click();
    expect(await stillEarly()).toBe(true);
    await settle();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).first().textContent()).toContain('ES3');
    // Focus went into the dialog, as after any tap on "Paket wählen".
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')))).toBe(true);
    await page.getByRole('tab', { name: 'Pakete', selected: true, includeHidden: true }).waitFor({ state: 'attached' });
    expect(await page.locator('#uebersicht').isVisible()).toBe(false);
    await close();
  });

  it('the phone menu tapped twice early shows its list at once, from the served page, and that it waits; the app opens it once', async () => {
    const { page, stillEarly, settle, close } = await openEarly(routes.home);
    const menuButton = page.getByRole('button', { name: /^Menü/ });
    await menuButton.click();
    await page.locator('#hauptmenue-mobil a[href="/partnerschaft"]').waitFor({ state: 'visible' });
    await menuButton.click();
    expect(await menuButton.getAttribute('data-early-pending')).toBe('');
    expect(await stillEarly()).toBe(true);
    await settle();
    await page.getByRole('button', { name: 'Menü schließen' }).waitFor();
    expect(await page.locator('#hauptmenue-mobil').isVisible()).toBe(true);
    // The mark that the button was waiting is gone now.
    expect(await page.locator('[data-early-pending]').count()).toBe(0);
    await close();
  });

  it('Cloudium: "Pakete ansehen" and then the Support tab, tapped early, end on the support tab', async () => {
    const { page, stillEarly, settle, close } = await openEarly(routes.cloudium, DESKTOP);
    await page.getByRole('button', { name: 'Pakete ansehen' }).click();
    expect(await stillEarly()).toBe(true);
    await page.getByRole('tab', { name: 'Support' }).click();
    await settle();
    await page.getByRole('tab', { name: 'Support', selected: true }).waitFor();
    expect(await page.getByRole('form', { name: 'Kontaktformular' }).isVisible()).toBe(true);
    await close();
  });

  it('community: the Team tab tapped early loads the served team page, which the app then takes over; back while it hydrates ends on that tab', async () => {
    const { page, stillEarly, settle, close } = await openEarly(routes.community, DESKTOP);
    await page.getByRole('tab', { name: 'Team', exact: true }).click();
    // Not until 'load': the served team page's boot script requests the app's scripts once it has painted, and this
    // test holds them until stillEarly(), so when its fonts or images arrive after that paint, 'load' waits for them.
    await page.waitForURL(`${e2e.url}/community?tab=team`, { waitUntil: 'commit' });
    await page.getByTestId('team-member').first().waitFor({ state: 'visible' });
    expect(await stillEarly()).toBe(true);
    await settle();
    await page.getByRole('tab', { name: 'Team', selected: true }).waitFor();
    await page.waitForURL(`${e2e.url}/community?tab=team`);
    await page.getByTestId('team-member').first().waitFor();

    // Back while the page starts: Regeln opened on the client, the page reloaded, and back to Team after the app has
    // begun (its route module still on its way), before the router exists. The app goes there once it is
    // interactive, with the tabs consistent: when the router started at the other address, React hydrated the served
    // Regeln markup as Team and kept Regeln marked selected above the Team panel.
    await page.getByRole('tab', { name: 'Regeln', exact: true }).click();
    await page.waitForURL(`${e2e.url}/community?tab=regeln`);
    const routeModule = await holdRouteModuleOf(
      page,
      '/community?tab=regeln',
      /\/assets\/page-community\.[0-9a-f]+\.js/,
    );
    await page.addInitScript(recordTraversal);
    await page.reload({ waitUntil: 'commit' });
    await routeModule.askedByApp;
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as TraversalRecord).__traversal !== undefined);
    routeModule.release();
    await waitForHydration(page, 60_000);
    await page.waitForURL(`${e2e.url}/community?tab=team`);
    expect(await page.evaluate(() => (window as unknown as TraversalRecord).__traversal)).toEqual({
      hydratedYet: false,
    });
    await page.getByTestId('team-member').first().waitFor();
    expect(await page.getByRole('tab', { selected: true }).allTextContents()).toEqual(['Team']);
    expect(await page.getByRole('heading', { level: 2, name: 'Regeln', exact: true }).isVisible()).toBe(false);
    await close();
  });

  it('application form typed and sent early: the mail carries every typed value', async () => {
    const { page, stillEarly, settle, close } = await openEarly(routes.application);
    await page.getByLabel('Discord-Name').fill('Früh & Schnell');
    expect(await stillEarly()).toBe(true);
    await page.getByLabel('Alter').fill('17');
    await page.getByLabel(/^Bereich/).selectOption({ label: 'Technik' });
    await page.getByLabel('Motivation').fill('M'.repeat(60));
    await page.getByLabel('Erfahrung').fill('E'.repeat(60));
    // A visitor taps the box drawn beside the label (the native checkbox under it is visually hidden).
    await page.locator('[data-scope=checkbox][data-part=control]').click();
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();

    await settle();
    await page.getByRole('dialog').waitFor();
    const links = await capturedMailLinks(page);
    expect(links).toHaveLength(1);
    const sent = mailtoParams(links[0] ?? '');
    expect(sent.subject).toBe('Bewerbung: Früh & Schnell');
    expect(sent.body).toContain('Alter: 17');
    expect(sent.body).toContain('Bereich: Technik');
    expect(sent.body).toContain('Datenschutz: zugestimmt');
    expect(sent.body).toContain('M'.repeat(60));
    await close();
  });

  it('a field typed key by key while the app hydrates and catches up keeps every character and the focus; typing on appends', async () => {
    const { page, stillEarly, settle, close } = await openEarly(routes.partnership);
    const field = page.getByLabel('Servername');
    await field.press('N');
    expect(await stillEarly()).toBe(true);
    // Typed on in runs of keys with no look at the page between them, so keys land while the tree is committed and
    // the record replayed (a look waits for a free moment and would let those steps pass between two keys).
    let typed = 'N';
    for (let run = 0; run < 40 && !(await isInteractive(page)); run += 1) {
      const keys = `ova${run % 10}x`;
      await field.pressSequentially(keys, { delay: 15 });
      typed += keys;
    }
    await field.pressSequentially('ende', { delay: 15 });
    typed += 'ende';

    await settle();
    expect(await field.inputValue()).toBe(typed);
    // Focus stays where the visitor left it, and the app has the value too: typing on appends to it.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('serverName');
    await page.keyboard.type('!');
    expect(await field.inputValue()).toBe(`${typed}!`);
    await page.getByRole('button', { name: 'Anfrage absenden' }).click();
    await page.getByText(partnershipMessages.serverLinkMissing).waitFor();
    expect(await field.inputValue()).toBe(`${typed}!`);
    await close();
  });

  it('the copy-invite button tapped early copies the link and says so', async () => {
    const { page, stillEarly, settle, close } = await openEarly(routes.join, DESKTOP, [
      'clipboard-read',
      'clipboard-write',
    ]);
    await page.getByRole('button', { name: 'Link kopieren' }).click();
    expect(await stillEarly()).toBe(true);
    await settle();
    await page.getByTestId('toast').filter({ hasText: 'Link kopiert!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.links.discordInvite);
    await close();
  });
});
