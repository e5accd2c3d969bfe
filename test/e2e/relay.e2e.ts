import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { referenceOf } from '@/features/cloudium/contract/webhook-contract';
import { BROWSER_DELIVERY } from '../server/support/relay-harness';
import { planPayload } from '../server/support/payloads';
import { proofFrom } from '../server/support/proof';
import { WEBHOOK_TOKEN, startFakeChatPlatform, type FakeChatPlatform } from '../support/fake-chat-platform';
import { DESKTOP, PHONE, SCREENSHOT_DIR, cspRefusals, openPage, seriousA11yFindings } from './support/browser';
import { PUBLIC_DIR } from './support/site';
import { runSiteInBrowser } from './support/harness';
import { openHydrated } from './support/hydration';
import { sendSupportForm } from './support/support-form';

let platform: FakeChatPlatform;

beforeAll(async () => {
  platform = await startFakeChatPlatform();
});

// The site delivers to the fake chat platform started above.
const e2e = runSiteInBrowser(() => ({
  relay: { discordWebhookUrl: platform.webhookUrl, delivery: BROWSER_DELIVERY },
}));

// Declared after the site's hooks, so the platform closes once the site has.
afterAll(async () => {
  await platform?.close();
});

it('a reference another request already holds: the site resends under a fresh one, and both requests arrive', async () => {
  // Another request (a plan order, with a solved challenge like the site's) already holds CL-222222.
  const holder = await fetch(`${e2e.url}/api/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await proofFrom(e2e.url)) },
    body: JSON.stringify(planPayload('CL-222222')),
  });
  expect(holder.status).toBe(200);
  const deliveredBefore = platform.delivered.length;

  const { page, context, pageErrors } = await openPage(e2e.browser, PHONE);
  // The page's first reference comes out as CL-222222 (six zero bytes); every later one is random again.
  await context.addInitScript(() => {
    const real = crypto.getRandomValues.bind(crypto);
    let first = true;
    crypto.getRandomValues = ((array: Uint8Array<ArrayBuffer>) => {
      if (first && array.length === 6) {
        first = false;
        return array.fill(0);
      }
      return real(array);
    }) as typeof crypto.getRandomValues;
  });
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/webhook')) answers.push(response.status());
  });
  await openHydrated(page, `${e2e.url}${routes.cloudium}`);
  await page.getByRole('tab', { name: 'Support' }).click();
  await sendSupportForm(page, { subject: 'Kollision', message: 'Diese Anfrage darf nicht verloren gehen.' });
  const toast = page.getByTestId('toast').filter({ hasText: 'Anfrage gesendet!' });
  await toast.waitFor();

  expect(answers).toEqual([409, 200]);
  const shown = /Deine Referenznummer: (CL-\w{6})/.exec((await toast.textContent()) ?? '')?.[1] ?? '';
  expect(shown).not.toBe('CL-222222');
  const delivered = await platform.waitForDelivered(deliveredBefore + 2);
  const titles = delivered.slice(deliveredBefore).map((message) => message.payload.embeds[0]);
  expect(titles.map((embed) => [referenceOf(embed.description), embed.title])).toEqual([
    ['CL-222222', 'Neue Bestellung: ES6'],
    [shown, 'Neue Support-Anfrage: Kollision'],
  ]);
  expect(pageErrors.filter((error) => !error.includes('409'))).toEqual([]);
  await context.close();
});

it('the build itself carries no webhook secret, even when built with DISCORD_WEBHOOK_URL set', () => {
  const secrets = [WEBHOOK_TOKEN, process.env.DISCORD_WEBHOOK_URL].filter((value): value is string => !!value);
  const files = fs.readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' });
  let scanned = 0;
  for (const file of files) {
    const full = path.join(PUBLIC_DIR, file);
    if (!fs.statSync(full).isFile()) continue;
    const text = fs.readFileSync(full).toString('latin1');
    for (const secret of secrets) expect(text.includes(secret) ? file : '').toBe('');
    expect(text.includes('DISCORD_WEBHOOK_URL') ? file : '').toBe('');
    scanned++;
  }
  expect(scanned).toBeGreaterThan(5);
});

it('the policy refuses a <script> and a <style> that injected markup brings, and the watcher sees both; an empty sheet filled through the CSSOM (how the app adds styles) applies', async () => {
  const { page, context } = await openPage(e2e.browser, DESKTOP);
  await openHydrated(page, `${e2e.url}${routes.home}`);
  const outcome = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid rgb(255, 0, 0); }';
    document.head.append(style);
    const injectedOutline = getComputedStyle(document.body).outlineStyle;
    // The app's way (docs/adr/0009-styles-added-in-new-sheets.md): an empty <style>, its rule added by insertRule.
    const sheet = document.createElement('style');
    document.head.append(sheet);
    sheet.sheet?.insertRule('body { outline: 3px dashed rgb(0, 0, 255); }');
    return {
      injectedOutline,
      styleSheet: style.sheet !== null,
      appOutline: getComputedStyle(document.body).outlineStyle,
    };
  });
  await page.waitForFunction(() => (window as unknown as { __csp: string[] }).__csp.length >= 4);
  // Both policies refuse each: the one the page carries and the header's, which reports it
  // (docs/adr/0012-the-policy-travels-with-its-page.md).
  expect((await cspRefusals(page)).sort()).toEqual([
    'script-src-elem inline (header)',
    'script-src-elem inline (page)',
    'style-src-elem inline (header)',
    'style-src-elem inline (page)',
  ]);
  expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
  expect(outcome).toEqual({ injectedOutline: 'none', styleSheet: false, appOutline: 'dashed' });
  await context.close();
});

/** The finder writes its choice into the address with history.replaceState (after the slider rests). */
const addressHas = (page: Page, part: string) =>
  page.waitForFunction((expected) => window.location.search.includes(expected), part);

const finderOf = (page: Page) => page.getByRole('region', { name: 'Welches Paket passt?' });

async function shootFinder(page: Page, name: string) {
  await finderOf(page).screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

// What the finder says and presets at each step, and the order it sends: test/features/cloudium/cloudium.page.test.tsx.
it('plan finder on a phone, from the games grid: the game preset, players by keyboard in the address, which a reload keeps; passes axe', async () => {
  const { page, context, pageErrors } = await openPage(e2e.browser, PHONE);
  await openHydrated(page, `${e2e.url}${routes.cloudium}`);
  await page.getByRole('link', { name: 'Palworld: passendes Paket finden' }).click();
  await page.getByRole('tab', { name: 'Pakete', selected: true }).waitFor();
  expect(new URL(page.url()).search).toBe('?spiel=palworld');
  expect(new URL(page.url()).hash).toBe('#pakete');
  const finder = finderOf(page);
  await finder.getByTestId('finder-reason').filter({ hasText: 'Palworld' }).waitFor();
  // The link brings the tab list into view and focuses the Pakete tab; then the visitor tabs to the slider.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'tab');
  const players = finder.getByRole('slider', { name: 'Spieler' });
  await players.focus();
  expect(await players.evaluate((thumb) => thumb === document.activeElement)).toBe(true);
  for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
  await addressHas(page, 'spieler=12');
  expect(await finder.getByTestId('finder-plan').textContent()).toBe('ES4 13,99 € / Monat');
  expect(await seriousA11yFindings(page)).toEqual([]);
  await shootFinder(page, 'cloudium-plan-finder-phone');

  // The address holds the choice: a reload (or a shared link) shows the same recommendation.
  await openHydrated(page, page.url());
  expect(await finderOf(page).getByTestId('slider-value-players').textContent()).toBe('12 Spieler');
  expect(await finderOf(page).getByTestId('finder-plan').textContent()).toBe('ES4 13,99 € / Monat');
  expect(pageErrors).toEqual([]);
  await context.close();
});

it('Minecraft asks for the variant; beyond every standard plan the finder offers the Custom Server', async () => {
  const { page, context, pageErrors } = await openPage(e2e.browser, DESKTOP);
  await openHydrated(page, `${e2e.url}${routes.cloudium}#pakete`);
  const finder = finderOf(page);
  await finder.getByRole('radio', { name: 'mit Mods/Modpack' }).check();
  await addressHas(page, 'mods=1');
  await finder.getByLabel('Spiel', { exact: true }).selectOption('Palworld');
  await finder.getByRole('slider', { name: 'Spieler' }).focus();
  await page.keyboard.press('End');
  await addressHas(page, 'spieler=64');
  await finder.getByTestId('finder-plan').filter({ hasText: 'Custom Server' }).waitFor();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await shootFinder(page, 'cloudium-plan-finder-custom-desktop');
  expect(pageErrors).toEqual([]);
  await context.close();
});
