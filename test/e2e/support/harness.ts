import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type RunningSite } from './site';

type SiteOptions = Parameters<typeof startSite>[0];

export interface SiteInBrowser {
  /** Debian's Chromium, shared by the tests of the file; each test opens its own context. */
  readonly browser: Browser;
  /** Origin of the built site, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly site: RunningSite;
}

/**
 * Starts Chromium and the built site before the tests of the file (or describe block) that calls it, and closes
 * both after them. The returned object is read inside the tests, once both are running.
 */
export function runSiteInBrowser(options: SiteOptions | (() => SiteOptions) = {}): SiteInBrowser {
  let browser: Browser | undefined;
  let site: RunningSite | undefined;
  beforeAll(async () => {
    // A function is read when the hooks run, after the file's earlier beforeAll (a fake chat platform's address).
    const siteOptions = typeof options === 'function' ? options() : options;
    [browser, site] = await Promise.all([launchBrowser(), startSite(siteOptions)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });
  const running = () => {
    if (!browser || !site) throw new Error('Browser und Website laufen erst in den Tests (beforeAll).');
    return { browser, site };
  };
  return {
    get browser() {
      return running().browser;
    },
    get url() {
      return running().site.url;
    },
    get site() {
      return running().site;
    },
  };
}
