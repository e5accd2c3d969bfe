// A deploy as visitors live it (npm run test:deploy, docs/operations.md "Testing a deploy"). Two deployments at once,
// on the same releases folder: the Node server behind Caddy (deploy/Caddyfile, the supervisor of the current release)
// and Caddy's file server alone (deploy/static.Caddyfile). Release A is built from this checkout; visitors start:
// pages, their scripts and support requests over HTTP, and browsers that load pages, change pages inside the app,
// open community tabs and send support requests. Release B (a copy of the checkout with changed texts, so its files
// have other names) is built beside the live one and switched in while they go on. Then pages of A that stayed open
// change pages, open a tab they had not loaded and send a request. Last, release C is switched in with a kept time of
// seconds, so A's files are gone: an A page that changes pages is loaded anew. Prints what it tried and what failed;
// exits 1 on any error a visitor would see and on any accepted request not delivered once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startDiscord } from './fake-discord.mjs';
import { freePort } from './free-port.mjs';
import { referenceFor, supportBody } from './support-request.mjs';
import { UNLIMITED_ENV, scriptProof } from './script-proof.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const flags = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'bench', 'chromium-flags.json'), 'utf8'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CADDY = ['/usr/bin/caddy', '/usr/sbin/caddy'].find((file) => fs.existsSync(file));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) => console.log(line);

const ROUTES = ['/', '/nova', '/cloudium', '/community', '/news', '/join', '/bewerbung', '/agb', '/impressum'];
const PHONE = { width: 375, height: 740 };
const ERROR_TITLE = 'Unexpected Application Error!';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-deploy-'));
const releasesDir = path.join(work, 'releases');
const failures = [];
const fail = (where, what) => failures.push(`${where}: ${what}`);
const children = [];

// ---------------------------------------------------------------------------------------------- processes

function start(command, args, env, name) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  children.push(child);
  return { child, output, name };
}

async function until(condition, limitMs, what) {
  for (const deadline = Date.now() + limitMs; !(await condition()); await sleep(100)) {
    if (Date.now() > deadline) throw new Error(`Zeit abgelaufen: ${what}`);
  }
}

const answers = (url) =>
  fetch(url).then(
    () => true,
    () => false,
  );

/**
 * The release command of this checkout (dist/server/release.js), run in `sourceDir`. Not spawnSync: the visitors run
 * in this process and must go on while a release is built and switched.
 */
async function release(sourceDir, args, env, { expectFailure = false } = {}) {
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'release.js'), ...args], {
    cwd: sourceDir,
    env: { ...process.env, RELEASES_DIR: releasesDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const lines = output.trim().split('\n');
  for (const line of lines.filter((text) => /^\d{8}-|live|Entfernt|Zurück|fehlgeschlagen/.test(text))) say(`  ${line}`);
  if ((status !== 0) !== expectFailure)
    throw new Error(`release ${args.join(' ')} (Code ${status}):\n${lines.join('\n')}`);
  return output;
}

/** The release /healthz of the server names, on a connection of its own. */
async function answeringRelease(serverUrl) {
  try {
    const answer = await fetch(`${serverUrl}/healthz`, { headers: { connection: 'close' } });
    return (await answer.json()).release;
  } catch {
    return undefined;
  }
}

/** A build whose server, once the supervisor runs it, exits 20 s after it starts (its start check passes). */
function crashingBuild(releaseDir) {
  const dir = path.join(work, 'build-D');
  fs.cpSync(releaseDir, dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  fs.rmSync(path.join(dir, 'release.json'), { force: true });
  fs.renameSync(path.join(dir, 'server', 'main.js'), path.join(dir, 'server', 'main-real.js'));
  fs.writeFileSync(
    path.join(dir, 'server', 'main.js'),
    "require('./main-real.js');\nif (require('node:cluster').isWorker) setTimeout(() => process.exit(1), 20_000);\n",
  );
  return dir;
}

/** A new connection every 50 ms to the server itself: how many were refused, how many answered 5xx. */
function keepConnecting(serverUrl) {
  const counts = { refused: 0, serverErrors: 0, answered: 0 };
  const timer = setInterval(() => {
    fetch(`${serverUrl}/healthz`, { headers: { connection: 'close' } }).then(
      (answer) => {
        counts.answered++;
        if (answer.status >= 500) counts.serverErrors++;
        return answer.arrayBuffer();
      },
      (error) => {
        if (String(error.cause?.code ?? error.cause ?? error).includes('ECONNREFUSED')) counts.refused++;
      },
    );
  }, 50);
  return {
    stop: async () => {
      clearInterval(timer);
      await sleep(300);
      return counts;
    },
  };
}

/** A copy of the checkout whose texts differ (`mark`), so every changed file of its build gets another name. */
function changedCheckout(mark) {
  const dir = path.join(work, `source-${mark}`);
  for (const entry of ['src', 'public', 'scripts', 'package.json', 'tsconfig.json', 'webpack.config.ts']) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const edit = (file, from, to) => {
    const target = path.join(dir, file);
    const text = fs.readFileSync(target, 'utf8');
    if (!text.includes(from)) throw new Error(`${file}: "${from}" fehlt`);
    fs.writeFileSync(target, text.replace(from, to));
  };
  edit('src/content/layout.content.ts', 'Alle Rechte vorbehalten.', `Alle Rechte vorbehalten (${mark}).`);
  edit(
    'src/content/terms.content.ts',
    '§ 1 Geltungsbereich und Anbieter',
    `§ 1 Geltungsbereich und Anbieter (${mark})`,
  );
  return dir;
}

// ---------------------------------------------------------------------------------------------- visitors

/** Visitors over HTTP without pause: a page, every script it names, and (on the server) a support request. */
function httpVisitors(origins, count) {
  const stats = { tried: 0, accepted: [] };
  let running = true;
  let next = Math.floor(Math.random() * 1_000_000);
  const visitor = async (index) => {
    const { name, url, relay } = origins[index % origins.length];
    while (running) {
      const route = ROUTES[Math.floor(Math.random() * ROUTES.length)];
      const get = async (address) => {
        stats.tried++;
        try {
          const answer = await fetch(`${url}${address}`);
          const text = await answer.text();
          if (!answer.ok) fail(`HTTP ${name}`, `GET ${address}: ${answer.status}`);
          return text;
        } catch (error) {
          fail(`HTTP ${name}`, `GET ${address}: ${error.cause?.code ?? error.message}`);
          return '';
        }
      };
      const page = await get(route);
      const scripts = /data-load="([^"]*)"/.exec(page)?.[1]?.split(' ').filter(Boolean) ?? [];
      for (const script of scripts) await get(script);
      if (!relay) continue;
      const reference = referenceFor(next++);
      stats.tried++;
      try {
        const proof = await scriptProof(url);
        const answer = await fetch(`${url}/api/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...proof },
          body: supportBody(reference, `Anfrage während des Deploys ${reference}`),
        });
        await answer.arrayBuffer();
        if (answer.ok) stats.accepted.push(reference);
        else fail(`HTTP ${name}`, `POST /api/webhook: ${answer.status}`);
      } catch (error) {
        fail(`HTTP ${name}`, `POST /api/webhook: ${error.cause?.code ?? error.message}`);
      }
    }
  };
  const all = Promise.all(Array.from({ length: count }, (_unused, index) => visitor(index)));
  return { stats, stop: () => ((running = false), all) };
}

/**
 * On /cloudium#support under the service worker: fills the form, loses the connection, sends; resolves with the
 * reference the waiting line names. The page stays open offline; the tab closes once the connection is back.
 */
async function sendWhileOffline({ page, context }, url) {
  await page.goto(`${url}/cloudium#support`);
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 30_000,
  });
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await form.getByLabel('Name').fill('Lea');
  await form.getByLabel('E-Mail').fill('lea@example.org');
  await form.getByLabel('Betreff').fill('Ohne Verbindung, vor dem Wechsel');
  await form.getByLabel('Nachricht').fill('Wartet, bis die Verbindung zurück ist.');
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /waiting-requests/.test(entry.name)),
  );
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Nachricht senden' }).tap();
  const line = page.getByTestId('waiting-requests').getByRole('status');
  await line.waitFor();
  return /CL-[A-Z0-9]{6}/.exec((await line.textContent()) ?? '')?.[0] ?? '';
}

/** A browser page that records every error a visitor would see. */
async function visitorPage(browser, name, { expectGone = false, offline = false } = {}) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, locale: 'de-DE' });
  const page = await context.newPage();
  page.on('pageerror', (error) => fail(name, error.message));
  page.on('console', (message) => {
    const text = message.text();
    // An old page whose script is gone asks for it (404) and loads anew: that is the expected way out.
    // (The server and Caddy answer a missing file with the not-found page, so the browser also says why it did not
    // run it.) Offline on purpose, a page logs what it could not load.
    if (offline && /ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(text)) return;
    if (
      expectGone &&
      /status of 404|^ChunkLoadError|^Refused to execute script .* MIME type \('text\/html'\)/.test(text)
    ) {
      return;
    }
    if (message.type() === 'error') fail(name, text.split('\n')[0]);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // A navigation replaces the page: what it still loaded is cancelled, not failed. Offline, requests fail.
    if (!/ERR_ABORTED/.test(error) && !(offline && /ERR_INTERNET_DISCONNECTED|ERR_FAILED/.test(error))) {
      fail(name, `${request.url()}: ${error}`);
    }
  });
  // What was still on its way when a step failed: the report names it.
  const inFlight = new Map();
  page.on('request', (request) => inFlight.set(request, Date.now()));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.unanswered = () =>
    [...inFlight].map(([request, since]) => `${request.url()} seit ${Date.now() - since} ms`).join(', ');
  return { context, page };
}

const hydrated = (page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

async function noErrorScreen(page, name) {
  if ((await page.getByRole('heading', { name: ERROR_TITLE }).count()) > 0) fail(name, `Fehlerseite auf ${page.url()}`);
}

/** Changes to `route` inside the app through a link to it on the page (the phone menu's, if none shows), by finger. */
async function tapLinkTo(page, route) {
  const shown = page.locator(`a[href="${route}"]:visible`);
  if ((await shown.count()) === 0) await page.getByRole('button', { name: 'Menü' }).tap();
  const link = page.locator(`a[href="${route}"]:visible`).first();
  await link.scrollIntoViewIfNeeded();
  await link.tap();
  await page.waitForURL((url) => url.pathname === route);
}

const SHOTS = path.join(root, 'test-results', 'deploy');

/** What the page showed when a step failed, for the one who reads the report. */
async function screenshot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name.replace(/[^\w-]+/g, '_')}-${Date.now()}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return file;
}

/** Sends the support form of /cloudium#support (the page must be on it); resolves with the reference. */
async function sendSupport(page, subject) {
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await form.getByLabel('Name').fill('Lea');
  await form.getByLabel('E-Mail').fill('lea@example.org');
  await form.getByLabel('Betreff').fill(subject);
  await form.getByLabel('Nachricht').fill('Gesendet, während eine neue Release live geht.');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/webhook'));
  await form.getByRole('button', { name: 'Nachricht senden' }).tap();
  const answer = await answered;
  await page.getByText('Anfrage gesendet!').first().waitFor();
  return (await answer.json()).reference;
}

/** Browsers without pause: a page load, a page change inside the app, a community tab, a support request. */
function browserVisitors(browser, origins) {
  const stats = { visits: 0, accepted: [] };
  let running = true;
  const visitor = async ({ name, url, relay }) => {
    const { context, page } = await visitorPage(browser, `Browser ${name}`);
    while (running) {
      try {
        await page.goto(`${url}/`);
        await hydrated(page);
        await tapLinkTo(page, '/agb');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.goto(`${url}/community`);
        await hydrated(page);
        await page.getByRole('tab', { name: 'Team', exact: true }).tap();
        await page.getByTestId('team-member').first().waitFor();
        if (relay) {
          await page.goto(`${url}/cloudium#support`);
          await hydrated(page);
          stats.accepted.push(await sendSupport(page, `Besuch ${stats.visits}`));
        }
        await noErrorScreen(page, `Browser ${name}`);
        stats.visits++;
      } catch (error) {
        fail(
          `Browser ${name}`,
          `${error.message.split('\n')[0]} (${await screenshot(page, name)}; unterwegs: ${page.unanswered() || 'nichts'})`,
        );
      }
    }
    await context.close();
  };
  const all = Promise.all(origins.map(visitor));
  return { stats, stop: () => ((running = false), all) };
}

// ---------------------------------------------------------------------------------------------- the run

async function main() {
  if (!CADDY) throw new Error('caddy fehlt: apt-get install caddy');
  const discord = await startDiscord();
  const [serverPort, proxyPort, staticPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  // A new release's probation (docs/operations.md, "Releases"): shorter than in production, longer than release D
  // lives (it exits 20 s after it starts).
  const releaseEnv = { HOST: '127.0.0.1', PORT: String(serverPort), RELEASE_PROBATION_SECONDS: '30' };

  say('Release A aus diesem Checkout …');
  await release(root, [], releaseEnv);
  const supervisor = start(
    process.execPath,
    [path.join(releasesDir, 'current', 'server', 'supervisor.js')],
    {
      ...releaseEnv,
      RELEASES_DIR: releasesDir,
      OUTBOX_PATH: path.join(work, 'outbox.sqlite'),
      DISCORD_WEBHOOK_URL: discord.webhookUrl,
      WEBHOOK_RATE_LIMIT: '1000000',
      ...UNLIMITED_ENV,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    'supervisor',
  );
  const caddyEnv = (port) => ({
    CADDY_ADMIN: 'off',
    SITE_ADDRESS: `http://127.0.0.1:${port}`,
    HOME: work,
    XDG_DATA_HOME: work,
    XDG_CONFIG_HOME: work,
  });
  const caddyArgs = (file) => ['run', '--config', path.join(root, 'deploy', file), '--adapter', 'caddyfile'];
  start(
    CADDY,
    caddyArgs('Caddyfile'),
    { ...caddyEnv(proxyPort), UPSTREAM: `127.0.0.1:${serverPort}`, CADDY_LOG_FILE: path.join(work, 'access.log') },
    'caddy',
  );
  start(
    CADDY,
    caddyArgs('static.Caddyfile'),
    {
      ...caddyEnv(staticPort),
      SITE_ROOT: path.join(releasesDir, 'current', 'public'),
      SECURITY_HEADERS: path.join(releasesDir, 'current', 'static-host', 'security-headers.caddy'),
    },
    'caddy static',
  );
  const vps = { name: 'Server hinter Caddy', url: `http://127.0.0.1:${proxyPort}`, relay: true };
  const statics = { name: 'statischer Host', url: `http://127.0.0.1:${staticPort}`, relay: false };
  await until(() => answers(`${serverUrl}/healthz`), 30_000, 'Supervisor');
  await until(() => answers(`${vps.url}/robots.txt`), 20_000, 'Caddy');
  await until(() => answers(`${statics.url}/robots.txt`), 20_000, 'Caddy statisch');

  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: flags });
  // Pages of A that stay open through the switches.
  const open = {};
  for (const origin of [vps, statics]) {
    for (const [key, route] of [
      ['cloudium', '/cloudium'],
      ['home', '/'],
    ]) {
      const visitor = await visitorPage(browser, `alte Seite ${origin.name} ${route}`, { expectGone: key === 'home' });
      await visitor.page.goto(`${origin.url}${route}`);
      await hydrated(visitor.page);
      open[`${origin.name} ${key}`] = visitor;
    }
  }

  // A request sent without a connection on a page of A: it waits through the switch (docs/product.md, "Offline").
  const offlineVisitor = await visitorPage(browser, 'wartende Anfrage', { offline: true });
  const waitingReference = await sendWhileOffline(offlineVisitor, vps.url);

  say('Besucher laufen; Release B wird daneben gebaut und gewechselt …');
  const http = httpVisitors([vps, vps, vps, statics, statics, vps], 6);
  const browsers = browserVisitors(browser, [vps, statics]);
  await sleep(3_000);
  const switchStarted = Date.now();
  await release(changedCheckout('B'), [], { ...releaseEnv, RELEASE_RELOAD: `kill -HUP ${supervisor.child.pid}` });
  const switchSeconds = (Date.now() - switchStarted) / 1000;
  await sleep(8_000);
  await Promise.all([http.stop(), browsers.stop()]);

  say('Seiten von A nach dem Wechsel …');
  const oldPageChecks = [];
  const check = async (name, steps) => {
    try {
      await steps();
      oldPageChecks.push(`ok      ${name}`);
    } catch (error) {
      oldPageChecks.push(`FEHLER  ${name}`);
      fail(name, error.message.split('\n')[0]);
    }
  };
  const oldAccepted = [];
  for (const origin of [vps, statics]) {
    const { page } = open[`${origin.name} cloudium`];
    await check(`${origin.name}: Seitenwechsel einer A-Seite zu /agb lädt A's Code`, async () => {
      await tapLinkTo(page, '/agb');
      await page.getByText('§ 1 Geltungsbereich und Anbieter', { exact: true }).waitFor();
      await noErrorScreen(page, origin.name);
    });
    await check(`${origin.name}: eine A-Seite öffnet einen Community-Tab, den sie nicht geladen hatte`, async () => {
      await tapLinkTo(page, '/community');
      await page.getByRole('tab', { name: 'Team', exact: true }).tap();
      await page.getByTestId('team-member').first().waitFor();
    });
    if (origin.relay) {
      await check(`${origin.name}: eine A-Seite sendet eine Support-Anfrage an B`, async () => {
        await tapLinkTo(page, '/cloudium');
        await page.getByRole('tab', { name: 'Support' }).tap();
        oldAccepted.push(await sendSupport(page, 'Von einer Seite der Release A'));
      });
    }
  }

  await check(
    'Server hinter Caddy: die ohne Verbindung gesendete Anfrage geht nach dem Wechsel genau einmal raus',
    async () => {
      await offlineVisitor.context.setOffline(false);
      await offlineVisitor.page.close();
      await until(() => discord.state.delivered.has(waitingReference), 30_000, `${waitingReference} zugestellt`);
    },
  );
  oldAccepted.push(waitingReference);

  say('Release C mit Sekunden Haltezeit: die Dateien von A sind weg …');
  await release(changedCheckout('C'), [], {
    ...releaseEnv,
    RELEASE_RELOAD: `kill -HUP ${supervisor.child.pid}`,
    RELEASE_KEEP_DAYS: String(5 / 86_400),
  });
  for (const origin of [vps, statics]) {
    const { page } = open[`${origin.name} home`];
    await check(`${origin.name}: eine A-Seite, deren Code weg ist, landet neu geladen auf /agb`, async () => {
      const loadedAnew = page.waitForRequest(
        (request) => request.isNavigationRequest() && request.url().endsWith('/agb'),
      );
      await tapLinkTo(page, '/agb');
      await loadedAnew;
      await page.getByText('§ 1 Geltungsbereich und Anbieter (C)', { exact: true }).waitFor();
      await noErrorScreen(page, origin.name);
    });
  }
  await browser.close();

  say('Release D stürzt 20 s nach dem Start ab: C dient weiter …');
  const liveBeforeD = await answeringRelease(serverUrl);
  const crashing = crashingBuild(path.join(releasesDir, liveBeforeD));
  const connecting = keepConnecting(serverUrl);
  const crashHttp = httpVisitors([vps, vps], 2);
  const failedDeploy = await release(
    root,
    ['--from', crashing],
    { ...releaseEnv, RELEASE_RELOAD: `kill -HUP ${supervisor.child.pid}` },
    { expectFailure: true },
  );
  await sleep(3_000);
  const crash = await connecting.stop();
  await crashHttp.stop();
  if (!/fehlgeschlagen/.test(failedDeploy)) fail('Release D', 'der Befehl nennt D nicht fehlgeschlagen');
  if (crash.refused > 0 || crash.serverErrors > 0) {
    fail('Release D', `${crash.refused} Verbindungen abgewiesen, ${crash.serverErrors} Antworten 5xx`);
  }
  if ((await answeringRelease(serverUrl)) !== liveBeforeD) fail('Release D', 'es dient nicht die Release davor');

  say('Rollback nach dem fehlgeschlagenen D: zurück auf B, die letzte gute vor C …');
  await release(root, ['rollback'], { ...releaseEnv, RELEASE_RELOAD: `kill -HUP ${supervisor.child.pid}` });
  const releasesLive = fs.readdirSync(releasesDir).filter((name) => /^\d{8}-/.test(name));
  if (
    (await answeringRelease(serverUrl)) === liveBeforeD ||
    !releasesLive.includes(await answeringRelease(serverUrl))
  ) {
    fail('Rollback', `es dient ${await answeringRelease(serverUrl)}`);
  }

  say('Ein Release-Befehl, mitten im Bau abgebrochen: der nächste läuft …');
  const interrupted = spawn(process.execPath, [path.join(root, 'dist', 'server', 'release.js')], {
    cwd: changedCheckout('E'),
    env: { ...process.env, RELEASES_DIR: releasesDir, ...releaseEnv },
    stdio: 'ignore',
  });
  await until(
    async () => fs.readdirSync(releasesDir).some((name) => name.startsWith('.building-')),
    60_000,
    'Bau von E',
  );
  interrupted.kill('SIGKILL');
  await new Promise((resolve) => interrupted.once('exit', resolve));
  const next = await release(root, ['prune'], releaseEnv);
  if (!/nicht mehr läuft/.test(next)) fail('Abgebrochener Befehl', 'keine Warnung zur übernommenen Sperre');
  if (fs.readdirSync(releasesDir).some((name) => name.startsWith('.'))) {
    fail('Abgebrochener Befehl', `übrig: ${fs.readdirSync(releasesDir).filter((name) => name.startsWith('.'))}`);
  }

  const accepted = [...http.stats.accepted, ...browsers.stats.accepted, ...oldAccepted, ...crashHttp.stats.accepted];
  await until(() => accepted.every((reference) => discord.state.delivered.has(reference)), 60_000, 'Zustellung').catch(
    () => undefined,
  );
  const lost = accepted.filter((reference) => !discord.state.delivered.has(reference));
  const twice = accepted.filter((reference) => (discord.state.delivered.get(reference) ?? 0) > 1);
  for (const reference of lost) fail('Zustellung', `${reference} angenommen, nie zugestellt`);
  for (const reference of twice) fail('Zustellung', `${reference} doppelt zugestellt`);

  say('');
  say(`| was                                   | Anzahl |`);
  say(`| ------------------------------------- | ------ |`);
  say(`| HTTP-Anfragen (Seiten, Skripte, Posts) | ${http.stats.tried} |`);
  say(`| Browser-Besuche (davon Anfragen)      | ${browsers.stats.visits} (${browsers.stats.accepted.length}) |`);
  say(`| Anfragen angenommen                   | ${accepted.length} |`);
  say(`| davon zugestellt (genau einmal)       | ${accepted.length - lost.length - twice.length} |`);
  say(`| Bau und Wechsel von B (s)             | ${switchSeconds.toFixed(1)} |`);
  say(`| Fehler, die ein Besucher sähe         | ${failures.length} |`);
  say('');
  for (const line of oldPageChecks) say(line);
  await discord.close();
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  fail('Ablauf', error.message);
} finally {
  for (const { pid } of children) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Ended already.
    }
  }
  await sleep(3_000);
  if (failures.length > 0) {
    exitCode = 1;
    say('');
    say(`${failures.length} Fehler:`);
    for (const line of failures.slice(0, 50)) say(`  ${line}`);
  } else {
    say('Kein Fehler, keine angenommene Anfrage verloren.');
  }
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
