import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import CHROMIUM_FLAGS from '../../../scripts/bench/chromium-flags.json';

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
    // Shared with the web benchmark, so both measure the same browser.
    args: CHROMIUM_FLAGS,
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
  options: {
    permissions?: string[];
    reducedMotion?: 'reduce' | 'no-preference';
    hasTouch?: boolean;
    /** 'block': no service worker, for a test that answers requests itself (`page.route` does not see a worker's). */
    serviceWorkers?: 'allow' | 'block';
    javaScriptEnabled?: boolean;
  } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport,
    hasTouch: options.hasTouch,
    serviceWorkers: options.serviceWorkers,
    javaScriptEnabled: options.javaScriptEnabled,
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
  // What the Content-Security-Policy refuses counts as an error of the page: every test that expects none proves the
  // site's own styles, scripts and requests pass the policy (docs/adr/0011-styles-under-a-strict-csp.md). Which policy
  // refused: the page's own (<meta>) or the header's, which alone names the report endpoint (see cspRefusals).
  await context.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = refused;
    document.addEventListener('securitypolicyviolation', (event) => {
      const policy = event.originalPolicy.includes('report-uri') ? 'header' : 'page';
      refused.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'} (${policy})`);
      console.error(`CSP refused ${refused.at(-1)} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  return { context, page, foreignRequests, pageErrors };
}

/** What the policies of the page refused so far: 'directive blocked-address (page|header)'. */
export const cspRefusals = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

export interface A11yFinding {
  readonly id: string;
  readonly impact: string | null | undefined;
  readonly help: string;
  readonly targets: string[];
}

/** The longest an opening animation may take before the check goes on without it (Chakra's run 150–400 ms). */
const ANIMATIONS_SETTLED_LIMIT_MS = 5000;

/** The longest one axe run may take (5–20 s on a loaded test machine). */
const AXE_LIMIT_MS = 60_000;

/**
 * Waits until every finite animation of a shown element has run (a dialog fading in): axe measures colours as they
 * are painted, and a half-transparent text would read as too faint. Endless ones (a spinner) are not waited for, nor
 * those of elements the browser skips (a hidden tab panel kept laid out, src/ui/rendering/laid-out-ahead.ts), which
 * need not advance until shown. Bounded: an animation that never ends is logged and the check goes on, instead of
 * waiting until the test's own timeout says nothing about why.
 */
export async function animationsSettled(page: Page): Promise<void> {
  const unfinished = await page.evaluate(async (limitMs) => {
    const waited = document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return animation.effect?.getComputedTiming().endTime !== Infinity && (!target || target.checkVisibility());
    });
    const settled = Promise.all(waited.map((animation) => animation.finished.catch(() => undefined)));
    const timedOut = await Promise.race([
      settled.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), limitMs)),
    ]);
    if (!timedOut) return [];
    return waited
      .filter((animation) => animation.playState !== 'finished')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${animation.constructor.name} ${animation.id} ${animation.playState} on ${target?.outerHTML.slice(0, 120) ?? '?'}`;
      });
  }, ANIMATIONS_SETTLED_LIMIT_MS);
  if (unfinished.length > 0)
    console.warn(`Animations still running after ${ANIMATIONS_SETTLED_LIMIT_MS} ms:`, unfinished);
}

/**
 * axe-core findings of impact serious or critical (the ones that must not exist), plus what axe does not check:
 * the outline of every form field against what is behind it, at least 3:1 (WCAG 1.4.11, non-text contrast).
 */
export async function seriousA11yFindings(page: Page, include?: string): Promise<A11yFinding[]> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  // Bounded too: a check that hangs fails with its name instead of the test's timeout.
  let timer: NodeJS.Timeout | undefined;
  const results = await Promise.race([
    builder.analyze(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`axe did not finish within ${AXE_LIMIT_MS} ms`)), AXE_LIMIT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  const axeFindings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  const faint = await faintFieldOutlines(page, include);
  const outlineFindings = faint.length
    ? [{ id: 'field-outline-contrast', impact: 'serious', help: 'Feldrahmen unter 3:1 (WCAG 1.4.11)', targets: faint }]
    : [];
  return [...axeFindings, ...outlineFindings];
}

/** The visible fields (and unchecked checkboxes) whose border has less than 3:1 contrast with its background. */
export async function faintFieldOutlines(page: Page, include = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const rgba = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const backgroundOf = (element: Element): number[] => {
      for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if ((color[3] ?? 1) > 0) return color;
      }
      return [255, 255, 255];
    };
    const fields = [...document.querySelectorAll(scope)].flatMap((root) => [
      ...root.querySelectorAll<HTMLElement>(
        'input:not([type=hidden]):not([type=checkbox]), textarea, select, [data-scope=checkbox][data-part=control][data-state=unchecked]',
      ),
    ]);
    return (
      fields
        .filter((field) => field.getClientRects().length > 0)
        // A field hidden from every visitor (the forms' trap for bots) has no outline anyone could see.
        .filter((field) => !field.closest('[aria-hidden="true"]'))
        .filter((field) => {
          const [lighter, darker] = [
            luminance(rgba(getComputedStyle(field).borderTopColor)),
            luminance(backgroundOf(field)),
          ].sort((x, y) => y - x);
          return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05) < 3;
        })
        .map((field) => field.getAttribute('name') ?? field.outerHTML.slice(0, 80))
    );
  }, include);
}

/** A picture of the whole page, to test-results/screenshots/{name}.png. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * An open dialog as the visitor meets it: no serious axe finding (in `include` only, where the page behind a modal
 * is inert), then a picture of the viewport once its opening animations have run (a modal dialog is fixed to the
 * viewport, and a full-page picture would smear it).
 */
export async function expectAccessibleDialog(page: Page, name: string, include?: string): Promise<void> {
  expect(await seriousA11yFindings(page, include)).toEqual([]);
  await screenshot(page, name, false);
}
