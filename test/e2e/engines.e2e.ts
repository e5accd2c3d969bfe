/**
 * The site in the engines a phone runs besides Chromium (test/e2e/support/engines.ts): WebKit (every browser on an
 * iPhone) and Firefox. In each, as a visitor would: every route starts; each request kind reaches the team once;
 * visited pages read without a connection; a request sent without one waits and goes out at the next visit (neither
 * engine has Background Sync: the path they take). "Without a connection" is the server gone from its port (the
 * browser is refused, as by a dead network), and it comes back on the same port with the same outbox.
 */
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { routes } from '@/config/routes';
import { offlineContent } from '@/content/offline.content';
import { buildServer } from '@/server/process/app';
import { BROWSER_DELIVERY } from '../server/support/relay-harness';
import { startFakeChatPlatform, type FakeChatPlatform } from '../support/fake-chat-platform';
import { launchEngine, type EngineName, type EnginePage } from './support/engines';
import { PUBLIC_DIR } from './support/site';

/** The built site on a loopback port that can go away and come back on the same port, with the same outbox. */
function restartableSite(platform: () => FakeChatPlatform) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-'));
  let app: FastifyInstance | undefined;
  let port = 0;
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    async up() {
      app = await buildServer({
        publicDir: PUBLIC_DIR,
        relay: {
          outboxPath: path.join(folder, 'outbox.sqlite'),
          rateLimitPerMinute: 10_000,
          discordWebhookUrl: platform().webhookUrl,
          delivery: BROWSER_DELIVERY,
        },
      });
      const address = await app.listen({ port, host: '127.0.0.1' });
      port = Number(new URL(address).port);
    },
    async down() {
      await app?.close();
      app = undefined;
    },
    async remove() {
      await this.down();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The same site at another origin (so no service worker of its own yet), whose page scripts are held while `hold` is
 * set: a page that has painted and is still loading its code, the window a visitor on a slow phone taps in.
 */
async function scriptsHeldProxy(siteUrl: () => string) {
  let held: (() => void)[] = [];
  let holding = false;
  const forward = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const upstream = http.request(
      `${siteUrl()}${request.url ?? '/'}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  };
  const server = http.createServer((request, response) => {
    // The page's scripts, not the loader in front of them that loads them after the first paint.
    const isPageScript = /^\/assets\/(?!boot\.)[^?]+\.js$/.test(request.url ?? '');
    if (holding && isPageScript) held.push(() => response.destroyed || forward(request, response));
    else forward(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      held.forEach((send) => send());
      held = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const button = (name: string) => `//button[normalize-space(.)='${name}' or @aria-label='${name}']`;
const field = (scope: string, name: string) => `${scope}//*[(self::input or self::textarea) and @name='${name}']`;
const SUPPORT_FORM = "//form[@aria-labelledby='support-formular']";
/** A request dialog by its test id: closed ones stay mounted, hidden. */
const dialog = (name: string) => `//*[@data-testid='${name}-request-dialog']`;

describe.each<EngineName>(['webkit', 'firefox'])('in %s', (engine) => {
  let platform: FakeChatPlatform;
  const site = restartableSite(() => platform);
  let browser: EnginePage;

  beforeAll(async () => {
    platform = await startFakeChatPlatform();
    await site.up();
    browser = await launchEngine(engine);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site.remove();
    await platform?.close();
  });

  const hydrated = () =>
    browser.waitFor(`return document.documentElement.hasAttribute('data-hydrated')`, 'Die Seite startet nicht');
  const heading = () => browser.evaluate<string>(`return document.querySelector('h1')?.textContent ?? ''`);
  /** The reference a waiting line or a success toast names that `known` does not. */
  const newReference = async (selector: string, known: readonly string[]) => {
    const found = `return [...document.querySelectorAll(${JSON.stringify(selector)})]
      .map((node) => /CL-[A-Z0-9]{6}/.exec(node.textContent ?? '')?.[0])
      .find((found) => found && !${JSON.stringify(known)}.includes(found))`;
    await browser.waitFor(found, `keine neue Referenz in ${selector}`);
    return browser.evaluate<string>(found);
  };
  /** Types a support request into the form of the open support tab, as a visitor, and sends it. */
  const sendSupport = async (subject: string, message: string) => {
    await browser.type(field(SUPPORT_FORM, 'name'), 'Lea');
    await browser.type(field(SUPPORT_FORM, 'email'), 'lea@example.org');
    await browser.type(field(SUPPORT_FORM, 'subject'), subject);
    await browser.type(field(SUPPORT_FORM, 'message'), message);
    await browser.click(button('Nachricht senden'));
  };
  const deliveredOnce = async (reference: string) => expect(await platform.copiesOf(reference)).toBe(1);

  it('every route starts, and the service worker controls the page', async () => {
    for (const address of Object.values(routes)) {
      await browser.goto(`${site.url}${address}`);
      await hydrated();
      expect(await heading()).not.toBe('');
    }
    await browser.waitFor(
      `return navigator.serviceWorker.controller !== null`,
      'Der Service Worker übernimmt die Seite nicht',
      30_000,
    );
  });

  it('each of the four request kinds reaches the team once', async () => {
    platform.reset();
    await browser.goto(`${site.url}${routes.cloudium}#support`);
    await hydrated();
    const references: string[] = [];
    await sendSupport(`Aus ${engine}`, 'Gesendet als Besucherin.');
    references.push(await newReference('[data-testid="toast"]', references));

    await browser.click(`//*[@role='tab' and normalize-space(.)='Pakete']`);
    const orders = [
      { open: 'Paket wählen: ES1', name: 'plan', game: undefined },
      { open: 'Managed Hosting anfragen', name: 'managed', game: 'Minecraft' },
      { open: 'Custom Server anfragen', name: 'custom', game: undefined },
    ];
    for (const { open, name, game } of orders) {
      await browser.click(button(open));
      await browser.type(field(dialog(name), 'discordName'), `${engine}_fan`);
      if (game) await browser.choose(`${dialog(name)}//select[@name='game']`, game);
      await browser.click(`${dialog(name)}${button('Anfrage senden')}`);
      references.push(await newReference('[data-testid="toast"]', references));
      await browser.waitFor(
        `return ![...document.querySelectorAll('[role="dialog"]')].some((open) => open.checkVisibility())`,
        'Der Dialog schließt nicht',
      );
    }
    for (const reference of references) await deliveredOnce(reference);
    expect(platform.delivered).toHaveLength(4);
  });

  it('a link tapped while the page still loads its code takes the visitor there, and they stay', async () => {
    // Firefox stops a page's pending scripts as a navigation away begins and reports them failed; a page that then
    // loaded itself anew cancelled the visitor's navigation (src/ui/page-departure.ts).
    const proxy = await scriptsHeldProxy(() => site.url);
    try {
      proxy.hold();
      // From a script that has returned: a command still running as the page goes would wait for the new one.
      await browser.evaluate(
        `setTimeout(() => location.assign(${JSON.stringify(`${proxy.url}${routes.home}`)})); return true`,
      );
      await browser.waitFor(
        `return location.origin === ${JSON.stringify(proxy.url)} && !window.__novaStarted &&
          document.querySelector('script[src*="/assets/main."]') !== null`,
        'Die Seite lädt ihre Skripte nicht',
      );
      await browser.click(`//footer//a[normalize-space(.)='AGB']`);
      const onTerms = `return location.href === ${JSON.stringify(`${proxy.url}${routes.terms}`)} &&
        document.querySelector('h1')?.textContent === 'Allgemeine Geschäftsbedingungen'`;
      await browser.waitFor(onTerms, 'Der Link führt nicht zu den AGB');
      // Still there a moment later: the page left behind did not load itself anew over the navigation.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await browser.evaluate<boolean>(onTerms)).toBe(true);
      expect(await browser.evaluate<string>(`return performance.getEntriesByType('navigation')[0].type`)).toBe(
        'navigate',
      );
      proxy.release();
      await hydrated();
    } finally {
      proxy.release();
      await proxy.close();
    }
  });

  it('without a connection visited pages read, an unvisited one shows the offline page', async () => {
    await browser.goto(`${site.url}${routes.terms}`);
    await hydrated();
    // Visited means kept: the worker keeps a page after it has answered it, and the offline page is precached.
    await browser.waitFor(
      `const kept = await caches.match(location.pathname);
        const cached = (await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys())));
        return !!(await kept?.text())?.includes('</html>') &&
          cached.flat().some((request) => /\\/assets\\/offline\\./.test(request.url))`,
      'Die besuchte Seite wird nicht aufbewahrt',
    );
    await site.down();
    try {
      await browser.goto(`${site.url}${routes.terms}`);
      await hydrated();
      expect(await heading()).toBe('Allgemeine Geschäftsbedingungen');
      await browser.goto(`${site.url}${routes.imprint}?nie-besucht`);
      await browser.waitFor(
        `return document.querySelector('h1')?.textContent === ${JSON.stringify(offlineContent.title)}`,
        'keine Offline-Seite',
      );
    } finally {
      await site.up();
    }
  });

  it('a request sent without a connection waits, and goes out once at the next visit', async () => {
    platform.reset();
    // From another page: on /cloudium already, a new fragment alone would not load the page.
    await browser.goto(`${site.url}${routes.home}`);
    await browser.goto(`${site.url}${routes.cloudium}#support`);
    await hydrated();
    // What keeps a request comes once the page has settled online.
    await browser.waitFor(
      `return performance.getEntriesByType('resource').some((entry) => /waiting-requests/.test(entry.name))`,
      'Der Code, der Anfragen aufbewahrt, lädt nicht',
    );
    await site.down();
    let reference = '';
    try {
      await sendSupport(`Wartet in ${engine}`, 'Ohne Verbindung gesendet.');
      reference = await newReference('[data-testid="waiting-requests"] [role="status"]', []);
      // Without Background Sync the line says when it goes out.
      expect(
        await browser.evaluate<string>(`return document.querySelector('[data-testid="waiting-requests"]').textContent`),
      ).toContain('beim nächsten Besuch');
    } finally {
      await site.up();
    }
    expect(platform.attempts).toHaveLength(0);
    await browser.goto(`${site.url}${routes.news}`);
    await hydrated();
    await deliveredOnce(reference);
  });
});
