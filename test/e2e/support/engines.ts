import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import puppeteer, {
  type Browser as PuppeteerBrowser,
  type ElementHandle,
  type Page as PuppeteerPage,
} from 'puppeteer-core';
import { freePort } from '../../support/caddy';

/**
 * The engines a phone runs besides Chromium (docs/architecture.md, "Other engines"): WebKit, which every browser on an
 * iPhone is (Debian's webkit2gtk-driver: WebKitWebDriver driving WebKitGTK's MiniBrowser, in a virtual display under
 * xvfb-run), and Gecko (Debian's firefox-esr, through WebDriver BiDi with puppeteer-core). Both are driven through one
 * small interface: what a visitor does (go to an address, tap, type, choose) and what a test reads (a script's value).
 * Elements are named by XPath, which both protocols take.
 */
export type EngineName = 'webkit' | 'firefox';

export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** The value of an async function body run in the page (`return …`). */
  evaluate<T>(body: string): Promise<T>;
  /** Resolves once the function body returns something truthy; fails with `what` after `timeoutMs`. */
  waitFor(body: string, what: string, timeoutMs?: number): Promise<void>;
  /** Taps (clicks) the element, once it is there and can be tapped. */
  click(xpath: string): Promise<void>;
  /** Types `text` into the field, after what it holds. */
  type(xpath: string, text: string): Promise<void>;
  /** Chooses the option of this value in the select. */
  choose(selectXpath: string, value: string): Promise<void>;
  close(): Promise<void>;
}

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const WEBKIT_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const FIREFOX = '/usr/bin/firefox-esr';
const XVFB_RUN = '/usr/bin/xvfb-run';

/** Whether this machine has the engine (`.ci/run` installs both). */
export function engineInstalled(engine: EngineName): boolean {
  const files = engine === 'webkit' ? [WEBKIT_DRIVER, WEBKIT_BROWSER, XVFB_RUN] : [FIREFOX];
  return files.every((file) => fs.existsSync(file));
}

const ACT_LIMIT_MS = 15_000;

export async function launchEngine(engine: EngineName): Promise<EnginePage> {
  if (!engineInstalled(engine)) {
    throw new Error(
      engine === 'webkit'
        ? 'WebKit fehlt: apt-get install webkit2gtk-driver xvfb xauth'
        : 'Firefox fehlt: apt-get install firefox-esr',
    );
  }
  return engine === 'webkit' ? launchWebKit() : launchFirefox();
}

const asyncBody = (body: string) => `(async () => { ${body} })()`;

async function poll(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      // A page in the middle of loading anew answers nothing for a moment.
      last = error;
    }
    if (Date.now() > until) throw new Error(`${what} (nach ${timeoutMs} ms)${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Where the page was when an action failed: what a failure in another engine needs to be understood (the address,
 * the title, whether it is a kept copy, the open dialogs, what has the focus, whether its app started under the
 * service worker and with how many scripts, the start of its text).
 */
type Evaluate = (body: string) => Promise<unknown>;

const whereThePageIs = (evaluate: Evaluate): Promise<string> =>
  evaluate(
    `return [location.href, document.title, document.documentElement.getAttribute('data-gespeichert') ?? '-',
      'Dialoge: ' + [...document.querySelectorAll('[role="dialog"]')].filter((open) => open.checkVisibility()).length,
      'Fokus: ' + (document.activeElement?.outerHTML.slice(0, 80) ?? '-'),
      'gestartet: ' + String(window.__novaStarted ?? '-'), 'Worker: ' + !!navigator.serviceWorker?.controller,
      'Skripte: ' + performance.getEntriesByType('resource').filter((entry) => /\\.js$/.test(entry.name)).length,
      'Antwort: ' + (performance.getEntriesByType('navigation')[0]?.responseStatus ?? '-') + ', ' +
        document.documentElement.outerHTML.length + ' Zeichen',
      'Caches: ' + (await Promise.all((await caches.keys()).map(async (name) =>
        name + ' ' + (await (await caches.open(name)).keys()).length))).join(', '),
      document.body?.innerText.slice(0, 200).replace(/\\s+/g, ' ')].join(' | ')`,
  ).then(String, () => 'nicht lesbar');

/** `poll`, and where the page was when it runs out. */
const pollOnPage = (evaluate: Evaluate, check: () => Promise<boolean>, what: string, timeoutMs = 20_000) =>
  poll(check, what, timeoutMs).catch(async (error: unknown) => {
    throw new Error(`${String(error)}; Seite: ${await whereThePageIs(evaluate)}`);
  });

/** A failed action names its element. */
const named = (xpath: string, action: Promise<unknown>): Promise<void> =>
  action.then(
    () => undefined,
    (error: unknown) => {
      throw new Error(`${xpath}: ${String(error)}`);
    },
  );

async function launchFirefox(): Promise<EnginePage> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Nothing that phones home, and German first as for the Chromium tests.
    extraPrefsFirefox: { 'intl.accept_languages': 'de-DE, de', 'app.update.enabled': false },
  });
  const page: PuppeteerPage = await browser.newPage();
  const evaluate = <T>(body: string) => page.evaluate(asyncBody(body)) as Promise<T>;
  /**
   * The element once it is there and visible, scrolled into view. Not puppeteer's locators: their wait for a steady
   * position missed elements that stood still under Firefox ESR 153 (15 s timeouts on a visible field).
   */
  const visible = async (xpath: string) => {
    let found: ElementHandle | null = null;
    const shown = async () => {
      found = await page.$(`::-p-xpath(${xpath})`);
      return !!found && (await found.isVisible());
    };
    await pollOnPage(evaluate, shown, `${xpath} erscheint nicht`, ACT_LIMIT_MS);
    return found as unknown as ElementHandle;
  };
  const tap = async (xpath: string) => {
    const target = await visible(xpath);
    await target.scrollIntoView();
    await target.click();
    return target;
  };
  return {
    engine: 'firefox',
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate,
    waitFor: (body, what, timeoutMs) => pollOnPage(evaluate, async () => !!(await evaluate(body)), what, timeoutMs),
    click: (xpath) => named(xpath, tap(xpath)),
    type: (xpath, text) =>
      named(
        xpath,
        tap(xpath).then(() => page.keyboard.type(text)),
      ),
    choose: (xpath, value) =>
      named(
        xpath,
        visible(xpath).then((select) => select.select(value)),
      ),
    close: () => browser.close(),
  };
}

async function launchWebKit(): Promise<EnginePage> {
  const port = await freePort();
  // Its own process group: closing ends xvfb-run, its display, the driver and the browser together.
  const driver: ChildProcess = spawn(XVFB_RUN, ['-a', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const command = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await answer.json()) as { value: T & { error?: string; message?: string } };
    if (!answer.ok) throw new Error(`WebDriver ${path}: ${value.error ?? answer.status} ${value.message ?? ''}`);
    return value;
  };
  let browserId = '';
  await poll(
    async () => {
      const opened = await command<{ sessionId: string }>('POST', '/session', {
        capabilities: {
          alwaysMatch: { 'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args: ['--automation'] } },
        },
      });
      browserId = opened.sessionId;
      return true;
    },
    'WebKitWebDriver startet nicht',
    20_000,
  );
  /** A command to the browser the driver opened (the protocol's own path). */
  const ofBrowser = (path: string) => `/session/${browserId}${path}`;
  const evaluate = <T>(body: string) =>
    command<T>('POST', ofBrowser('/execute/async'), {
      script: `const done = arguments[arguments.length - 1];
        ${asyncBody(body)}.then(done, (error) => done({ __failed: String(error) }));`,
      args: [],
    }).then((value) => {
      const failed = (value as { __failed?: string } | null)?.__failed;
      if (failed) throw new Error(failed);
      return value;
    });
  // The element's reference is the one value of the answer (under the W3C's element key).
  const find = async (xpath: string) =>
    Object.values(
      await command<Record<string, string>>('POST', ofBrowser('/element'), { using: 'xpath', value: xpath }),
    )[0] ?? '';
  const act = (xpath: string, path: string, body: unknown) =>
    pollOnPage(
      evaluate,
      async () => {
        await command('POST', ofBrowser(`/element/${await find(xpath)}${path}`), body);
        return true;
      },
      `${xpath} lässt sich nicht bedienen`,
      ACT_LIMIT_MS,
    );
  return {
    engine: 'webkit',
    goto: async (url) => {
      await command('POST', ofBrowser('/url'), { url });
    },
    evaluate,
    waitFor: (body, what, timeoutMs) => pollOnPage(evaluate, async () => !!(await evaluate(body)), what, timeoutMs),
    click: (xpath) => act(xpath, '/click', {}),
    type: (xpath, text) => act(xpath, '/value', { text }),
    choose: (xpath, value) => act(`${xpath}/option[@value='${value}']`, '/click', {}),
    close: async () => {
      await command('DELETE', ofBrowser('')).catch(() => undefined);
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    },
  };
}
