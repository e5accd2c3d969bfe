import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Viewport = { readonly width: number; readonly height: number };

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', '..', 'test-results', 'screenshots');

/** Debian's Chromium, headless, with nothing that phones home (see env/machines/node.md). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium fehlt unter ${CHROMIUM_PATH}: apt-get install chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every request the page made to a host other than 127.0.0.1 or localhost. */
  readonly foreignRequests: string[];
  /** Console errors and uncaught page errors. */
  readonly pageErrors: string[];
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export async function openPage(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  options: { permissions?: string[]; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport,
    locale: 'de-DE',
    reducedMotion: options.reducedMotion ?? 'reduce',
    permissions: options.permissions,
  });
  const page = await context.newPage();
  const foreignRequests: string[] = [];
  const pageErrors: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !LOCAL_HOSTS.has(url.hostname)) {
      foreignRequests.push(request.url());
    }
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  return { context, page, foreignRequests, pageErrors };
}

export interface A11yFinding {
  readonly id: string;
  readonly impact: string | null | undefined;
  readonly help: string;
  readonly targets: string[];
}

/** axe-core findings of impact serious or critical (the ones that must not exist). */
export async function seriousA11yFindings(page: Page, include?: string): Promise<A11yFinding[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
