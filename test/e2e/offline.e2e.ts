import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { layoutContent } from '@/content/layout.content';
import { OFFLINE_PAGES_LIST_ID, keptCopyContent, offlineContent } from '@/content/offline.content';
import { PHONE, openPage, screenshot, seriousA11yFindings } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated, waitForHydration, workerInControl } from './support/hydration';
import { waitFor } from '../support/fake-chat-platform';

/**
 * Offline (docs/product.md, "Offline"; docs/adr/0014-offline-with-serwist.md): the service worker on the production
 * build, served by the real server from a copy of the build, which a test updates as a new release would.
 */
const e2e = runSiteInBrowser({ copy: true });

/** A phone on the site whose page the worker controls (it registers once the page is interactive and idle). */
async function controlledPhone(address: string = routes.home) {
  const opened = await openPage(e2e.browser, PHONE, { hasTouch: true });
  await openHydrated(opened.page, `${e2e.url}${address}`);
  await workerInControl(opened.page);
  return opened;
}

/** What the page logged besides what a page offline logs: the failed requests and the not-found page's status. */
const unexpected = (errors: readonly string[]) =>
  errors.filter((error) => !/status of 404|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/.test(error));

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

it('visited pages reload offline; an unvisited one shows the offline page with what is readable; an unknown address the not-found page', async () => {
  const { page, context, pageErrors } = await controlledPhone();
  await openHydrated(page, `${e2e.url}${routes.terms}`);
  await openHydrated(page, `${e2e.url}${routes.community}?tab=team`);
  await context.setOffline(true);

  await page.reload();
  await waitForHydration(page);
  await page.getByTestId('team-member').first().waitFor();
  await openHydrated(page, `${e2e.url}${routes.terms}`);
  expect(await heading(page)).toBe('Allgemeine Geschäftsbedingungen');

  await page.goto(`${e2e.url}${routes.cloudium}`);
  expect(await heading(page)).toBe(offlineContent.title);
  const readable = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'AGB' }) })
    .first();
  expect(await readable.getByRole('link').allTextContents()).toEqual(['Startseite', 'Community – Team', 'AGB']);
  expect(await page.getByRole('link', { name: offlineContent.retry }).getAttribute('href')).toBe(routes.cloudium);
  expect(await seriousA11yFindings(page)).toEqual([]);
  await screenshot(page, 'offline-page-phone');

  const notFound = await page.goto(`${e2e.url}/gibt-es-nicht`);
  expect(notFound?.status()).toBe(404);
  expect(await heading(page)).toBe('Seite nicht gefunden');

  // Back online, "Erneut versuchen" loads the page asked for.
  await context.setOffline(false);
  await openHydrated(page, `${e2e.url}${routes.cloudium}`);
  expect(await heading(page)).not.toBe(offlineContent.title);
  expect(unexpected(pageErrors)).toEqual([]);
  await context.close();
});

it('is installable: a valid manifest with its icons, and a worker with a fetch handler', async () => {
  const { page, context } = await controlledPhone();
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test browser's context is private ("in-incognito"), where Chromium installs nothing; every other criterion holds.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const manifest = (await (await fetch(`${e2e.url}/manifest.webmanifest`)).json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Nova Community',
    short_name: 'Nova',
    start_url: '/',
    display: 'standalone',
    theme_color: '#09080f',
    background_color: '#09080f',
  });
  for (const icon of manifest.icons) {
    const png = Buffer.from(await (await fetch(`${e2e.url}${icon.src}`)).arrayBuffer());
    // A PNG's width and height stand at bytes 16 and 20 of its header.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  await context.close();
});

/** Writes a new release's worker into the served site (bytes that differ), as a deploy does. */
function releaseWorker(code?: string): void {
  const file = path.join(e2e.site.publicDir, 'sw.js');
  fs.writeFileSync(file, code ?? `${fs.readFileSync(file, 'utf8')}\n// Release ${Date.now()}\n`);
}

/**
 * Watches, from Chromium's ServiceWorker domain, for the waiting worker to take over: a closed page lets go of the
 * active worker a moment after `close()` resolves, and the browser activates the waiting one once that worker has
 * also finished what it was doing (a navigation before then would still be answered by the old worker, and keep it).
 * Set up while the new worker waits, so that it is seen waiting first.
 */
async function watchTakeOver(watcher: Page): Promise<{ takenOver: Promise<void> }> {
  const cdp = await watcher.context().newCDPSession(watcher);
  const waiting = new Set<string>();
  const takenOver = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const { versionId, status } of versions) {
        if (status === 'installed') waiting.add(versionId);
        if (waiting.has(versionId) && (status === 'activating' || status === 'activated')) resolve();
      }
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { takenOver: takenOver.finally(() => cdp.detach()) };
}

const lookForUpdate = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

it('a new release’s worker waits; the page offers it and takes it only when the visitor says so', async () => {
  const { page, context, pageErrors } = await controlledPhone();
  releaseWorker();
  await lookForUpdate(page);
  const offer = page.getByRole('status', { name: layoutContent.updateOffer.title });
  await offer.waitFor();
  expect(await offer.textContent()).toContain(layoutContent.updateOffer.text);
  // Waiting: the page runs on under the worker it started with.
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
  await screenshot(page, 'update-offer-phone');

  const reloaded = page.waitForRequest((request) => request.isNavigationRequest());
  await offer.getByRole('button', { name: layoutContent.updateOffer.reload }).tap();
  await reloaded;
  await waitForHydration(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBe(
    null,
  );
  expect(await page.getByRole('status', { name: layoutContent.updateOffer.title }).count()).toBe(0);
  expect(pageErrors).toEqual([]);
  await context.close();
});

it('“Neu laden” in a second tab, after the first took the update, loads that tab anew too', async () => {
  const { page, context, pageErrors } = await controlledPhone();
  const second = await context.newPage();
  await openHydrated(second, `${e2e.url}${routes.terms}`);
  await workerInControl(second);
  releaseWorker();
  await lookForUpdate(page);
  const offerIn = (tab: Page) => tab.getByRole('status', { name: layoutContent.updateOffer.title });
  await offerIn(page).waitFor();
  await offerIn(second).waitFor();

  const firstReloaded = page.waitForRequest((request) => request.isNavigationRequest());
  await offerIn(page).getByRole('button', { name: layoutContent.updateOffer.reload }).tap();
  await firstReloaded;
  await waitForHydration(page);

  const secondReloaded = second.waitForRequest((request) => request.isNavigationRequest(), { timeout: 5_000 });
  await offerIn(second).getByRole('button', { name: layoutContent.updateOffer.reload }).tap();
  await secondReloaded;
  await waitForHydration(second);
  expect(await offerIn(second).count()).toBe(0);
  expect(await heading(second)).toBe('Allgemeine Geschäftsbedingungen');
  expect(pageErrors).toEqual([]);
  await context.close();
});

it('an update that activates offline keeps every page readable, and no navigation waits for it', async () => {
  const { page, context, pageErrors } = await controlledPhone();
  await openHydrated(page, `${e2e.url}${routes.terms}`);
  await openHydrated(page, `${e2e.url}${routes.community}?tab=team`);
  await context.setOffline(true);
  const readableBefore = await page
    .goto(`${e2e.url}${routes.cloudium}`)
    .then(() => page.locator(`#${OFFLINE_PAGES_LIST_ID}`).getByRole('link').allTextContents());
  expect(readableBefore).toEqual(['Startseite', 'Community – Team', 'AGB']);
  await context.setOffline(false);

  // A new release's worker waits; the browser is closed (every page of the site), and opened again without a connection.
  await openHydrated(page, `${e2e.url}${routes.home}`);
  const cachesBefore = await page.evaluate(() => caches.keys());
  // A release whose precache list differs (a file's revision): its kept pages go into a cache of its own.
  const worker = fs.readFileSync(path.join(e2e.site.publicDir, 'sw.js'), 'utf8');
  releaseWorker(worker.replace(/"revision":"[0-9a-f]+"/, `"revision":"${Date.now().toString(16)}"`));
  await lookForUpdate(page);
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
  const blank = await context.newPage();
  await context.setOffline(true);
  const { takenOver } = await watchTakeOver(blank);
  await page.close();
  await takenOver;

  // The first navigation waits for the activation (it carries the kept pages over, offline).
  const started = Date.now();
  await blank.goto(`${e2e.url}${routes.terms}`);
  const waited = Date.now() - started;
  await waitForHydration(blank);
  expect(await heading(blank)).toBe('Allgemeine Geschäftsbedingungen');
  console.log(`first navigation after an update that activated offline: ${waited} ms`);
  expect(waited).toBeLessThan(3_000);
  expect(await blank.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBe(
    null,
  );
  const pageCaches = (names: string[]) => names.filter((name) => name.startsWith('nova-seiten-'));
  const cachesAfter = await blank.evaluate(() => caches.keys());
  expect(pageCaches(cachesAfter)).toHaveLength(1);
  expect(pageCaches(cachesAfter)).not.toEqual(pageCaches(cachesBefore));
  // Read offline, it says it is the kept copy.
  await blank.getByRole('status', { name: keptCopyContent.title }).waitFor();

  await blank.goto(`${e2e.url}${routes.cloudium}`);
  expect(await blank.locator(`#${OFFLINE_PAGES_LIST_ID}`).getByRole('link').allTextContents()).toEqual(readableBefore);
  await openHydrated(blank, `${e2e.url}${routes.community}?tab=team`);
  await blank.getByTestId('team-member').first().waitFor();
  expect(unexpected(pageErrors)).toEqual([]);
  await context.close();
});

it('the kill switch: a worker that removes itself and every cache the site made', async () => {
  const { page, context } = await controlledPhone(routes.terms);
  const killSwitch = fs.readFileSync(
    path.resolve(__dirname, '..', '..', 'src', 'app', 'offline', 'service-worker-off.ts'),
    'utf8',
  );
  // As the build compiles it (a classic script: the module marker that scopes its `self` goes).
  const compiled = transformSync(killSwitch, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }).code;
  releaseWorker(compiled.replace(/^export \{\s*\};?$/m, ''));
  await lookForUpdate(page);
  await waitFor(
    () =>
      page.evaluate(
        async () =>
          (await navigator.serviceWorker.getRegistrations()).length === 0 && (await caches.keys()).length === 0,
      ),
    20_000,
    () => 'Der Service Worker entfernt sich nicht',
  );
  await context.close();
});

describe('a server that answers 503 (draining, or a proxy’s 502 during a restart)', () => {
  const draining = runSiteInBrowser();

  it('shows the kept copy of a visited page, saying it is one; an unvisited page shows the offline page', async () => {
    const { page, context, pageErrors } = await openPage(draining.browser, PHONE, { hasTouch: true });
    await openHydrated(page, `${draining.url}${routes.home}`);
    await workerInControl(page);
    await openHydrated(page, `${draining.url}${routes.terms}`);
    draining.site.app.relay.drain.start();
    const direct = await fetch(`${draining.url}${routes.terms}`);
    expect(direct.status).toBe(503);

    await openHydrated(page, `${draining.url}${routes.terms}`);
    expect(await heading(page)).toBe('Allgemeine Geschäftsbedingungen');
    const notice = page.getByRole('status', { name: keptCopyContent.title });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Du siehst die Fassung dieser Seite vom \d{2}\.\d{2}\.\d{4}/);
    expect(await seriousA11yFindings(page)).toEqual([]);
    await screenshot(page, 'kept-copy-phone', false);

    await page.goto(`${draining.url}${routes.cloudium}`);
    expect(await heading(page)).toBe(offlineContent.title);
    expect(unexpected(pageErrors).filter((error) => !/status of 503/.test(error))).toEqual([]);
    await context.close();
  });
});
