import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { routes } from '@/config/routes';
import { DESKTOP, launchBrowser, openPage } from './support/browser';
import { PUBLIC_DIR, startSite, type RunningSite } from './support/site';

jest.setTimeout(120_000);

/** Budget for the JavaScript a visitor downloads to see the start page (compressed, as transferred). */
const FIRST_LOAD_JS_BUDGET_BYTES = 240 * 1024;

const assetsDir = path.join(PUBLIC_DIR, 'assets');
const assetFiles = () => fs.readdirSync(assetsDir);

describe('production build', () => {
  it.each([
    'home',
    'creator',
    'cloudium',
    'community',
    'news',
    'join',
    'application',
    'fortnite',
    'about',
    'partnership',
    'status',
    'privacy',
    'imprint',
    'terms',
    'not-found',
  ])('has its own content-hashed chunk for the %s screen', (name) => {
    expect(assetFiles().some((file) => new RegExp(`^page-${name}\\.[0-9a-f]{10}\\.js$`).test(file))).toBe(true);
  });

  it('covers every route of the configuration with a screen chunk', () => {
    expect(Object.keys(routes)).toHaveLength(14);
  });

  it('ships a brotli and a gzip variant next to every larger script', () => {
    const scripts = assetFiles().filter((file) => file.endsWith('.js'));
    const large = scripts.filter((file) => fs.statSync(path.join(assetsDir, file)).size > 4096);
    expect(large.length).toBeGreaterThan(0);
    for (const file of large) {
      expect(fs.existsSync(path.join(assetsDir, `${file}.br`))).toBe(true);
      expect(fs.existsSync(path.join(assetsDir, `${file}.gz`))).toBe(true);
    }
    expect(
      fs.existsSync(path.join(PUBLIC_DIR, 'index.html.gz')) ||
        fs.statSync(path.join(PUBLIC_DIR, 'index.html')).size < 512,
    ).toBe(true);
  });

  it('contains no development tooling (XState inspector) in the production bundle', () => {
    expect(assetFiles().some((file) => file.includes('xstate-inspector'))).toBe(false);
  });
});

describe('first load of the start page', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite()]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  it(`stays within ${FIRST_LOAD_JS_BUDGET_BYTES / 1024} KB of compressed JavaScript and loads only its own screen`, async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const transferred = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) => transferred.set(event.requestId, event.encodedDataLength));
    await page.goto(site.url, { waitUntil: 'networkidle' });
    const scripts = [...urls.entries()].filter(([, url]) => url.endsWith('.js'));
    const jsBytes = scripts.reduce((sum, [id]) => sum + (transferred.get(id) ?? 0), 0);
    console.log(`First-load JS of /: ${(jsBytes / 1024).toFixed(1)} KB compressed in ${scripts.length} files`);
    expect(jsBytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    const screenChunks = scripts
      .map(([, url]) => url.split('/').pop() ?? '')
      .filter((file) => file.startsWith('page-'));
    expect(screenChunks.map((file) => file.split('.')[0])).toEqual(['page-home']);
    await context.close();
  });
});
