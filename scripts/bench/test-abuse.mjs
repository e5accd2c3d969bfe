// Floods against the relay (npm run test:abuse, docs/relay.md "Floods"): the built server (dist/server/main.js) behind
// a proxy it trusts (addresses in X-Forwarded-For), its default limits and proof of work, a fake chat platform that
// lets 30 messages a minute into its channel as Discord does, and scripts that flood it: one address, fifty addresses
// of one IPv6 /64, three hundred distinct addresses, long messages. Once without proofs, once solving them as a
// script would. In the middle a visitor sends a support request through the page in Chromium. It prints what reached
// the channel per minute, per sender, how long the visitor's request waited and how much the outbox grew, and exits
// non-zero when a script without a proof got anything delivered, a sender got more than its budget into the channel,
// the visitor's request was refused or waited more than two minutes, or the outbox grew past its bound.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { freePort } from './free-port.mjs';
import { channelLimit, startDiscord } from './fake-discord.mjs';
import { spawnServer, untilHealthy } from './built-server.mjs';
import { scriptProof } from './script-proof.mjs';
import { referenceFor, supportBody } from './support-request.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const FLOOD_SECONDS = Number(process.env.ABUSE_FLOOD_SECONDS ?? 60);
const VISITOR_AFTER_S = Number(process.env.ABUSE_VISITOR_AFTER ?? 30);
const VISITOR_LIMIT_S = 120;
/** The relay's defaults (src/server/relay/admission.ts), which this run keeps. */
const BUDGET = 20;
const CHANNEL_PER_MINUTE = 30;
const HELD_PER_DAY = 500;
/** The documented bound of the outbox's growth (docs/relay.md, "Disk"): per message and per held request, at worst. */
const BYTES_PER_MESSAGE = 36 * 1024;
const BYTES_PER_HELD = 64 * 1024;
const CHROMIUM_FLAGS = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'bench', 'chromium-flags.json'), 'utf8'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let nextNumber = 1 + Math.floor(Math.random() * 1_000_000);

// ---------------------------------------------------------------------------------------------- the relay

async function startRelay(outboxPath, webhookUrl) {
  const port = await freePort();
  const child = spawnServer(
    distDir,
    {
      PORT: String(port),
      PUBLIC_DIR: path.join(distDir, 'public'),
      OUTBOX_PATH: outboxPath,
      DISCORD_WEBHOOK_URL: webhookUrl,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'error',
    },
    ['ignore', 'ignore', 'inherit'],
  );
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(url, child, { timeoutMs: 15_000, everyMs: 100 });
  return {
    url,
    stop: () => new Promise((resolve) => (child.on('exit', resolve), child.kill('SIGTERM'))),
  };
}

const fileSize = (file) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
const outboxBytes = (outboxPath) => fileSize(outboxPath) + fileSize(`${outboxPath}-wal`);

// ---------------------------------------------------------------------------------------------- the scripts

/** The sender an address counts as: IPv4 as it is, IPv6 by its /64 (the addresses here are written in full groups). */
const senderOf = (address) => (address.includes(':') ? `${address.split(':').slice(0, 4).join(':')}::/64` : address);

/**
 * One flooding script: posts from `addresses` (round robin) until `until`, each request with a proof solved as a script
 * would when `withProofs`, waiting a second after a refusal. Records every reference it got accepted, by sender.
 */
async function flood({ relay, addresses, until, message, withProofs, once, tally }) {
  let turn = 0;
  const one = async (address) => {
    const reference = referenceFor(nextNumber++);
    const forwarded = { 'x-forwarded-for': address };
    let proof = {};
    if (withProofs) {
      proof = await scriptProof(relay.url, message.length > 5_000 ? 16 : 1, forwarded).catch(() => ({ status: 0 }));
      if (proof.status !== undefined) {
        tally.refused[proof.status] = (tally.refused[proof.status] ?? 0) + 1;
        return false;
      }
    }
    tally.tried++;
    const answer = await fetch(`${relay.url}/api/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwarded, ...proof },
      body: supportBody(reference, message),
    }).catch(() => undefined);
    const status = answer?.status ?? 0;
    await answer?.arrayBuffer();
    if (status === 200) {
      tally.accepted.push({ reference, sender: senderOf(address) });
      return true;
    }
    tally.refused[status] = (tally.refused[status] ?? 0) + 1;
    return false;
  };
  if (once) {
    // One request from each address, all within the first seconds (a few at a time, as a script on one machine can).
    const queue = [...addresses];
    const worker = async () => {
      while (queue.length > 0 && Date.now() < until) await one(queue.shift());
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    return;
  }
  while (Date.now() < until) {
    const ok = await one(addresses[turn++ % addresses.length]);
    if (!ok) await sleep(1_000);
  }
}

function floods(relay, withProofs, until) {
  const kinds = [
    { name: 'eine Adresse', addresses: ['203.0.113.10'], message: 'Spam '.repeat(20) },
    {
      name: 'fünfzig Adressen eines /64',
      addresses: Array.from({ length: 50 }, (_, n) => `2001:db8:ab:cd:0:0:0:${(n + 1).toString(16)}`),
      message: 'Spam aus einem Netz '.repeat(10),
    },
    {
      name: 'dreihundert Adressen',
      addresses: Array.from({ length: 300 }, (_, n) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`),
      message: 'Einmal von überall',
      once: true,
    },
    { name: 'lange Nachrichten', addresses: ['203.0.113.20'], message: 'Sehr lang. '.repeat(5_800) },
  ];
  return kinds.map((kind) => {
    const tally = { name: kind.name, tried: 0, accepted: [], refused: {} };
    return { tally, done: flood({ relay, withProofs, until, tally, ...kind }) };
  });
}

// ---------------------------------------------------------------------------------------------- the visitor

/** A visitor on the site's support form in Chromium: fills it in, taps send, and reads the reference of the toast. */
async function visitorSends(browser, relay) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 375, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${relay.url}/cloudium#support`);
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await form.getByLabel('Name').fill('Lea');
  await form.getByLabel('E-Mail').fill('lea@example.org');
  await form.getByLabel('Betreff').fill('Mitten in der Flut');
  await form.getByLabel('Nachricht').fill('Mein Server startet nicht. Bitte um Hilfe.');
  const sentAt = Date.now();
  await form.getByRole('button', { name: 'Nachricht senden' }).tap();
  const toast = page.getByTestId('toast').filter({ hasText: /Anfrage gesendet!|Fehler/ });
  await toast.first().waitFor({ timeout: 120_000 });
  const text = (await toast.first().textContent()) ?? '';
  await context.close();
  return { sentAt, reference: /CL-\w{6}/.exec(text)?.[0], answer: text };
}

// ---------------------------------------------------------------------------------------------- a phase

async function phase(browser, withProofs) {
  const title = withProofs ? 'Skripte lösen den Nachweis' : 'Skripte ohne Nachweis';
  console.log(`\n== ${title}: ${FLOOD_SECONDS} s Flut, Besucherin nach ${VISITOR_AFTER_S} s`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'test-abuse-'));
  const outboxPath = path.join(work, 'outbox.sqlite');
  const channel = await startDiscord();
  channel.state.behaviour = channelLimit(channel.state, CHANNEL_PER_MINUTE);
  const relay = await startRelay(outboxPath, channel.webhookUrl);
  const bytesBefore = outboxBytes(outboxPath);
  const started = Date.now();
  const running = floods(relay, withProofs, started + FLOOD_SECONDS * 1000);
  await sleep(VISITOR_AFTER_S * 1000);
  const visit = await visitorSends(browser, relay).catch((error) => ({ sentAt: Date.now(), error: String(error) }));
  let deliveredAt;
  if (visit.reference) {
    const deadline = visit.sentAt + (VISITOR_LIMIT_S + 60) * 1000;
    while (Date.now() < deadline) {
      const found = channel.state.sent.find((message) => message.reference === visit.reference);
      if (found) {
        deliveredAt = found.at;
        break;
      }
      await sleep(250);
    }
  }
  await Promise.all(running.map((flooder) => flooder.done));
  await relay.stop();
  const bytesAfter = outboxBytes(outboxPath);
  const db = new Database(outboxPath, { readonly: true });
  const held = db.prepare('SELECT COUNT(*) AS count FROM requests WHERE held IS NOT NULL').get().count;
  const total = db.prepare('SELECT COUNT(*) AS count FROM requests').get().count;
  db.close();
  await channel.close();

  // What reached the channel, per minute and per sender.
  const bySender = new Map();
  const senderOfReference = new Map();
  for (const { tally } of running)
    for (const { reference, sender } of tally.accepted) senderOfReference.set(reference, sender);
  const perMinute = [];
  let floodDelivered = 0;
  for (const message of channel.state.sent) {
    const minute = Math.floor((message.at - started) / 60_000);
    perMinute[minute] = (perMinute[minute] ?? 0) + 1;
    const sender = senderOfReference.get(message.reference);
    if (!sender) continue;
    floodDelivered++;
    bySender.set(sender, (bySender.get(sender) ?? 0) + 1);
  }
  const minutes = (Date.now() - started) / 60_000;
  const bound =
    (2 * CHANNEL_PER_MINUTE + CHANNEL_PER_MINUTE * minutes) * BYTES_PER_MESSAGE +
    Math.min(HELD_PER_DAY, held) * BYTES_PER_HELD +
    2 * 1024 * 1024;
  const waited = deliveredAt ? (deliveredAt - visit.sentAt) / 1000 : undefined;

  for (const { tally } of running) {
    const refused = Object.entries(tally.refused)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    console.log(
      `  ${tally.name.padEnd(28)} versucht ${String(tally.tried).padStart(4)}, angenommen ${String(tally.accepted.length).padStart(3)}${refused ? `, abgelehnt: ${refused}` : ''}`,
    );
  }
  console.log(
    `  im Kanal je Minute: ${perMinute.map((count) => count ?? 0).join(', ')} (die Flut: ${floodDelivered} Nachrichten)`,
  );
  const most = [...bySender.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log(
    `  meiste Nachrichten eines Absenders im Kanal: ${most.map(([sender, count]) => `${sender} ${count}`).join(', ') || 'keine'}`,
  );
  console.log(
    `  Besucherin: ${visit.reference ? `${visit.reference} angenommen` : `nicht angenommen (${visit.error ?? visit.answer})`}, ${waited !== undefined ? `nach ${waited.toFixed(1)} s im Kanal` : 'nicht im Kanal'}`,
  );
  console.log(
    `  Outbox: ${total} Anfragen, ${held} zurückgehalten, +${(Math.max(0, bytesAfter - bytesBefore) / 1024 / 1024).toFixed(2)} MB (Grenze ${(bound / 1024 / 1024).toFixed(1)} MB)`,
  );

  const failures = [];
  if (!withProofs && floodDelivered > 0) failures.push(`ohne Nachweis zugestellt: ${floodDelivered} Nachrichten`);
  for (const [sender, count] of bySender)
    if (count > BUDGET) failures.push(`${sender}: ${count} Nachrichten > ${BUDGET}`);
  if (!visit.reference) failures.push('die Besucherin wurde abgelehnt');
  else if (waited === undefined || waited > VISITOR_LIMIT_S) failures.push(`die Besucherin wartete ${waited ?? '∞'} s`);
  if (bytesAfter - bytesBefore > bound) failures.push('die Outbox wuchs über ihre Grenze');
  fs.rmSync(work, { recursive: true, force: true });
  return failures;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_FLAGS,
});
const failures = [];
try {
  for (const withProofs of [false, true]) failures.push(...(await phase(browser, withProofs)));
} finally {
  await browser.close();
}
if (failures.length > 0) {
  console.error(`\nFEHLER:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  '\nZiel erreicht: nichts ohne Nachweis im Kanal, kein Absender über seinem Budget, die Besucherin binnen zwei Minuten.',
);
