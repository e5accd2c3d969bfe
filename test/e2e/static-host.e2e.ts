import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { routes } from '@/config/routes';
import { COMMUNITY_TABS } from './support/page-visit';
import { PHONE, launchBrowser, openPage } from './support/browser';
import { openHydrated } from './support/hydration';
import { PUBLIC_DIR } from './support/site';
import { describeWithCaddy, startCaddy, type RunningCaddy } from '../support/caddy';
import { pagePolicyOf, withPagePolicy } from '@/server/site/page-policy';

/**
 * The build on a static host (docs/operations.md, "On a static host"): Debian's Caddy serves dist/public with the
 * project's own deploy/static.Caddyfile and the headers the build wrote (dist/static-host/security-headers.caddy).
 * Every page, its dialogs and the phone menu run under the policy each page carries without a refusal
 * (docs/adr/0011-styles-under-a-strict-csp.md, docs/adr/0012-the-policy-travels-with-its-page.md); that the page's own
 * policy refuses what injected markup brings, wherever it is served: test/e2e/relay.e2e.ts.
 */

const HEADERS_SNIPPET = path.join(path.dirname(PUBLIC_DIR), 'static-host', 'security-headers.caddy');
/** A copy of the build, which a test updates as an upload would. */
const SITE_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-static-site-'));

describeWithCaddy('deploy/static.Caddyfile with the build’s headers', () => {
  let caddy: RunningCaddy;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    // Both start at once; whichever started is closed again even when the other failed.
    const [started, launched] = await Promise.allSettled([
      startCaddy('static.Caddyfile', () => {
        fs.cpSync(PUBLIC_DIR, SITE_ROOT, { recursive: true });
        return { SITE_ROOT, SECURITY_HEADERS: HEADERS_SNIPPET };
      }),
      launchBrowser(),
    ]);
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
    caddy = started.value;
    origin = caddy.url;
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), caddy?.close()]);
    fs.rmSync(SITE_ROOT, { recursive: true, force: true });
  });

  it('answers with the build’s security headers, each page by its address, unknown ones with the not-found page', async () => {
    const page = await fetch(`${origin}${routes.cloudium}`);
    expect(page.status).toBe(200);
    // The header says who may frame the page; the page carries the rest of its policy itself.
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toBe("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(pagePolicyOf(await page.text())).toMatch(/style-src-elem 'self' 'sha256-/);
    const missing = await fetch(`${origin}/gibt-es-nicht`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(policy);
    expect(pagePolicyOf(await missing.text())).toMatch(/style-src-elem 'self' 'sha256-/);
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
    // The service worker is asked for again at every check, so a new release's worker is found at once.
    expect((await fetch(`${origin}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps a script for a year, and never a missing one’s 404 (a rollback asked for it, a release brings it back)', async () => {
    const script = fs.readdirSync(path.join(SITE_ROOT, 'assets')).find((name) => name.endsWith('.js')) ?? '';
    const present = await fetch(`${origin}/assets/${script}`);
    expect(present.status).toBe(200);
    expect(present.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${origin}/assets/gibt-es-nicht-${Date.now()}.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(pagePolicyOf(await missing.text())).toMatch(/style-src-elem 'self'/);
  });

  const ADDRESSES = [
    ...Object.values(routes),
    ...COMMUNITY_TABS.map(([key]) => `${routes.community}?tab=${key}`),
    '/gibt-es-nicht',
  ];

  it('every page, the Cloudium dialogs and the phone menu run without a refusal of the policy', async () => {
    const { page, context, pageErrors } = await openPage(browser, PHONE);
    for (const address of ADDRESSES) {
      await openHydrated(page, `${origin}${address}`);
    }
    await openHydrated(page, `${origin}${routes.cloudium}#pakete`);
    for (const [button, dialogName] of [
      ['Paket wählen: ES6', 'Paket ES6 bestellen'],
      ['Managed Hosting anfragen', 'Managed Game Hosting anfragen'],
      ['Custom Server anfragen', 'Custom Server anfragen'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await openHydrated(page, `${origin}${routes.home}`);
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.locator('#hauptmenue-mobil').getByRole('link', { name: 'Community' }).click();
    await page.getByRole('tab', { name: 'Team', exact: true }).click();
    await page.getByTestId('team-member').first().waitFor();
    // The not-found page's own status is the one error the browser logs.
    expect(pageErrors.filter((message) => !/status of 404/.test(message))).toEqual([]);
    await context.close();
  });

  it('a script missing during a rollback and back after it: the page that asks again gets it, not a kept 404', async () => {
    const { page, context } = await openPage(browser, PHONE, { hasTouch: true });
    await openHydrated(page, `${origin}${routes.home}`);
    // The terms page's script, which the start page has not loaded: gone while a release without it is live.
    const script = fs.readdirSync(path.join(SITE_ROOT, 'assets')).find((name) => /^page-terms\..*\.js$/.test(name));
    const files = [script, `${script}.br`, `${script}.gz`].map((name) => path.join(SITE_ROOT, 'assets', name ?? ''));
    const aside = files.map((file) => `${file}.weg`);
    files.forEach((file, index) => fs.renameSync(file, aside[index] ?? ''));
    expect(await page.evaluate(async (url) => (await fetch(url)).status, `/assets/${script}`)).toBe(404);
    // Forward again: the script is back. The next visit changes to the terms inside the app.
    aside.forEach((file, index) => fs.renameSync(file, files[index] ?? ''));
    await openHydrated(page, `${origin}${routes.home}`);
    await page.locator(`a[href="${routes.terms}"]`).first().tap();
    await page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await context.close();
  });

  it('a page rebuilt with a new style and copied over the site, Caddy not reloaded, applies its style', async () => {
    // What an update of the files does: the page's styles change, the headers Caddy loaded at its start stay.
    const file = path.join(SITE_ROOT, 'cloudium.html');
    const served = fs
      .readFileSync(file, 'utf8')
      .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, '');
    const rebuilt = served.replace('html,body{', '#inhalt{outline:3px solid rgb(1, 2, 3)}html,body{');
    expect(rebuilt).not.toBe(served);
    fs.writeFileSync(file, withPagePolicy(rebuilt));
    fs.rmSync(`${file}.br`);
    fs.rmSync(`${file}.gz`);
    const { page, context, pageErrors } = await openPage(browser, PHONE);
    await openHydrated(page, `${origin}${routes.cloudium}`);
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('inhalt') as Element).outlineColor)).toBe(
      'rgb(1, 2, 3)',
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
