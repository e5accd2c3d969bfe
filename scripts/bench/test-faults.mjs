// Fault scenarios of the relay (npm run test:faults): the built server (dist/server/main.js) in its own process,
// a fake Discord webhook on loopback that misbehaves on command, and clients that post like the site does (a 503
// is sent once more after Retry-After, under the same reference). Each scenario is bounded in time and ends with a
// count of requests tried, accepted (answered 200), delivered, duplicated and lost (accepted, never delivered).
// Fails when an accepted request is lost, or delivered twice more often than there were crashes. See docs/relay.md.
import fs from 'node:fs';
import { freePort } from './free-port.mjs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDiscord } from './fake-discord.mjs';
import { spawnServer, untilHealthy } from './built-server.mjs';
import { referenceFor, supportBody } from './support-request.mjs';
import { UNLIMITED_ENV, scriptProof } from './script-proof.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------- requests

let nextNumber = Math.floor(Math.random() * 100_000);
const newReference = () => referenceFor(nextNumber++);

// ---------------------------------------------------------------------------------------------- the relay

/** Starts dist/server/main.js on a fixed port (a restart keeps it); resolves once it listens. */
async function startRelay({ port, outboxPath, publicDir, webhookUrl }) {
  const child = spawnServer(
    distDir,
    {
      PORT: String(port),
      PUBLIC_DIR: publicDir,
      OUTBOX_PATH: outboxPath,
      WEBHOOK_RATE_LIMIT: '1000000',
      ...UNLIMITED_ENV,
      DISCORD_WEBHOOK_URL: webhookUrl,
    },
    ['ignore', 'ignore', 'pipe'],
  );
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  child.stderr.resume();
  await untilHealthy(`http://127.0.0.1:${port}`, child);
  return { child, exited };
}

// ---------------------------------------------------------------------------------------------- clients

/** Posts like the site: a 503 goes once more after Retry-After under the same reference; nothing else is retried. */
async function postLikeTheSite(url, reference, tally) {
  for (let attempt = 0; attempt < 2; attempt++) {
    let response;
    try {
      const proof = await scriptProof(url);
      if (proof.status) return false;
      response = await fetch(`${url}/api/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...proof },
        body: supportBody(reference, `Fehlerprobe ${reference}`),
        signal: AbortSignal.timeout(20_000),
      });
      await response.arrayBuffer();
    } catch {
      return false;
    }
    if (response.status === 200) return true;
    if (response.status !== 503 || attempt === 1) return false;
    tally.resent++;
    await sleep(Number(response.headers.get('retry-after') ?? 3) * 1000);
  }
  return false;
}

/**
 * `clients` clients post until `until()` says stop, each at most every `paceMs` (so a run stays a few hundred
 * requests that the platform can take in seconds); records every reference tried and accepted.
 */
async function burst(url, clients, until, tally, paceMs = 40) {
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!until()) {
        const reference = newReference();
        tally.tried.add(reference);
        const [accepted] = await Promise.all([postLikeTheSite(url(), reference, tally), sleep(paceMs)]);
        if (accepted) tally.accepted.add(reference);
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------- scenarios

const scenarios = [
  {
    name: 'Burst: 30 Clients, 3 s',
    async run(ctx) {
      const stop = Date.now() + 3000;
      await burst(ctx.url, 30, () => Date.now() > stop, ctx.tally);
    },
  },
  {
    name: '429-Sturm mit Retry-After, 3 s',
    async run(ctx) {
      const stop = Date.now() + 3000;
      ctx.discord.state.behaviour = () => (Date.now() < stop ? '429-header' : 'ok');
      await burst(ctx.url, 10, () => Date.now() > stop, ctx.tally);
    },
  },
  {
    name: '429-Sturm ohne Header (retry_after im Body), 3 s',
    async run(ctx) {
      const stop = Date.now() + 3000;
      ctx.discord.state.behaviour = () => (Date.now() < stop ? '429-body' : 'ok');
      await burst(ctx.url, 10, () => Date.now() > stop, ctx.tally);
    },
  },
  {
    name: '429-Sturm ohne jede Angabe, 4 s',
    async run(ctx) {
      const start = Date.now();
      const stop = start + 4000;
      ctx.discord.state.behaviour = () => (Date.now() < stop ? '429-none' : 'ok');
      await burst(ctx.url, 10, () => Date.now() > stop, ctx.tally);
      const during = ctx.discord.state.attempts.filter((attempt) => attempt.answer === '429-none').length;
      // The relay's floor is one try per second: at most 5 in 4 s.
      if (during > 5) ctx.problems.push(`${during} Versuche in 4 s trotz 429 (höchstens 5 erlaubt)`);
      ctx.note = `${during} Versuche während des Sturms`;
    },
  },
  {
    name: '500er: jede zweite Antwort, 3 s',
    async run(ctx) {
      const stop = Date.now() + 3000;
      let n = 0;
      ctx.discord.state.behaviour = () => (Date.now() < stop && n++ % 2 === 0 ? '500' : 'ok');
      await burst(ctx.url, 10, () => Date.now() > stop, ctx.tally);
    },
  },
  {
    name: 'Abgebrochene und hängende Verbindungen',
    async run(ctx) {
      const answers = ['drop', 'hang', 'drop'];
      ctx.discord.state.behaviour = () => answers.shift() ?? 'ok';
      const stop = Date.now() + 3000;
      await burst(ctx.url, 10, () => Date.now() > stop, ctx.tally);
    },
    // One hang costs the relay's 15 s send timeout.
    settleMs: 30_000,
  },
  {
    name: 'kill -9 während eines Bursts (3 Abstürze)',
    async run(ctx) {
      let stopped = false;
      const clients = burst(ctx.url, 30, () => stopped, ctx.tally);
      for (let crash = 0; crash < 3; crash++) {
        await sleep(700);
        ctx.relay.child.kill('SIGKILL');
        await ctx.relay.exited;
        ctx.crashes++;
        ctx.relay = await startRelay(ctx.relayOptions);
      }
      await sleep(700);
      stopped = true;
      await clients;
    },
  },
  {
    name: 'SIGTERM mit Anfragen unterwegs, dann Neustart',
    async run(ctx) {
      let stopped = false;
      const clients = burst(ctx.url, 20, () => stopped, ctx.tally);
      await sleep(700);
      ctx.relay.child.kill('SIGTERM');
      const code = await ctx.relay.exited;
      if (code !== 0) ctx.problems.push(`SIGTERM: Exit-Code ${code}`);
      ctx.relay = await startRelay(ctx.relayOptions);
      await sleep(700);
      stopped = true;
      await clients;
      ctx.note = `${ctx.tally.resent}× 503, nach Retry-After erneut gesendet`;
    },
  },
];

async function runScenario(scenario, publicDir) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-'));
  const discord = await startDiscord();
  const port = await freePort();
  const relayOptions = {
    port,
    outboxPath: path.join(workDir, 'outbox.sqlite'),
    publicDir,
    webhookUrl: discord.webhookUrl,
  };
  const ctx = {
    discord,
    relayOptions,
    relay: await startRelay(relayOptions),
    url: () => `http://127.0.0.1:${port}`,
    tally: { tried: new Set(), accepted: new Set(), resent: 0 },
    crashes: 0,
    problems: [],
    note: '',
  };
  const started = Date.now();
  await scenario.run(ctx);
  // Let delivery catch up: every accepted request must arrive.
  const settleBy = Date.now() + (scenario.settleMs ?? 20_000);
  const { delivered } = discord.state;
  while (Date.now() < settleBy && [...ctx.tally.accepted].some((reference) => !delivered.has(reference)))
    await sleep(100);
  ctx.relay.child.kill('SIGTERM');
  await ctx.relay.exited;
  await discord.close();
  fs.rmSync(workDir, { recursive: true, force: true });

  const lost = [...ctx.tally.accepted].filter((reference) => !delivered.has(reference));
  const duplicated = [...delivered.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  if (lost.length > 0)
    ctx.problems.push(`${lost.length} angenommene Anfragen verloren (${lost.slice(0, 3).join(', ')})`);
  if (duplicated > ctx.crashes) ctx.problems.push(`${duplicated} doppelt zugestellt bei ${ctx.crashes} Abstürzen`);
  const unexpected = [...delivered.keys()].filter((reference) => !ctx.tally.tried.has(reference));
  if (unexpected.length > 0) ctx.problems.push(`${unexpected.length} unbekannte Nachrichten zugestellt`);
  return {
    name: scenario.name,
    tried: ctx.tally.tried.size,
    accepted: ctx.tally.accepted.size,
    delivered: [...ctx.tally.accepted].filter((reference) => delivered.has(reference)).length,
    duplicated,
    lost: lost.length,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    note: ctx.note,
    problems: ctx.problems,
  };
}

function printTable(rows) {
  const header = ['Szenario', 'versucht', 'angenommen', 'zugestellt', 'doppelt', 'verloren', 'Dauer (s)'];
  const lines = rows.map((row) => [
    row.note ? `${row.name} (${row.note})` : row.name,
    row.tried,
    row.accepted,
    row.delivered,
    row.duplicated,
    row.lost,
    row.seconds,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => String(line[i]).length)));
  const format = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(format(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
}

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-public-'));
fs.writeFileSync(path.join(publicDir, '404.html'), '<!doctype html><html lang="de"><body>404</body></html>');
fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><html lang="de"><body></body></html>');
const only = process.argv[2];
const rows = [];
for (const scenario of scenarios.filter((candidate) => !only || candidate.name.includes(only))) {
  rows.push(await runScenario(scenario, publicDir));
}
fs.rmSync(publicDir, { recursive: true, force: true });
printTable(rows);
const problems = rows.flatMap((row) => row.problems.map((problem) => `${row.name}: ${problem}`));
if (rows.some((row) => row.accepted === 0)) problems.push('ein Szenario ohne eine einzige angenommene Anfrage');
if (problems.length > 0) {
  console.error(`\nFEHLER:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nKeine angenommene Anfrage verloren, keine über die Abstürze hinaus doppelt zugestellt.');
