// Benchmark of the relay's accept path (npm run bench:relay): autocannon posts contract-valid support requests,
// each with its own reference and its own solved challenge (the proof of work, solved before the run as a script
// would), to the built server (dist/server/main.js) on loopback with the limits raised and no delivery target, then
// checks that every accepted request is committed in the outbox and none was held.
import { spawnServer } from './built-server.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { referenceFor, supportBody } from './support-request.mjs';
import { UNLIMITED_ENV, scriptProof } from './script-proof.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Requests of the run, each with a proof solved before it: about as many as the relay takes in `duration`. */
const requestCount = Number(process.env.BENCH_REQUESTS ?? duration * 2500);

const MESSAGE = 'Seit dem Update startet mein Minecraft-Server nicht mehr. '.repeat(8);

async function startRelay(workDir) {
  const publicDir = path.join(workDir, 'public');
  fs.mkdirSync(publicDir);
  // The server refuses to start without the prerendered not-found page; the relay needs nothing else.
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><html lang="de"><body></body></html>');
  fs.writeFileSync(path.join(publicDir, '404.html'), '<!doctype html><html lang="de"><body>404</body></html>');
  const outboxPath = path.join(workDir, 'outbox.sqlite');
  const child = spawnServer(
    distDir,
    {
      PORT: '0',
      PUBLIC_DIR: publicDir,
      OUTBOX_PATH: outboxPath,
      WEBHOOK_RATE_LIMIT: '1000000000',
      ...UNLIMITED_ENV,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    ['ignore', 'pipe', 'inherit'],
  );
  const url = await new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk) => {
      buffered += chunk.toString('utf8');
      const match = /läuft auf (http:\/\/[\d.:]+)/.exec(buffered);
      if (match) {
        // Keep draining the log so the server never blocks on a full pipe.
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.on('exit', (code) => reject(new Error(`Relay beendet (${code}) – zuerst "npm run build"?`)));
  });
  return { child, url, outboxPath };
}

/** One solved challenge per request, eight at a time. */
async function solvedProofs(url, count) {
  const proofs = [];
  const worker = async () => {
    while (proofs.length < count) proofs.push(await scriptProof(url));
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return proofs.slice(0, count);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-relay-'));
const relay = await startRelay(workDir);
const proofs = await solvedProofs(relay.url, requestCount);
let n = 0;
const result = await autocannon({
  url: relay.url,
  connections,
  amount: proofs.length,
  requests: [
    {
      method: 'POST',
      path: '/api/webhook',
      setupRequest: (request) => {
        const proof = proofs[n];
        const body = supportBody(referenceFor(n++), MESSAGE);
        return { ...request, headers: { 'content-type': 'application/json', ...proof }, body };
      },
    },
  ],
});
const seconds = result.duration;
relay.child.kill('SIGTERM');
await new Promise((resolve) => relay.child.on('exit', resolve));

const db = new Database(relay.outboxPath, { readonly: true });
const stored = db.prepare('SELECT COUNT(*) AS count FROM requests').get().count;
const held = db.prepare('SELECT COUNT(*) AS count FROM requests WHERE held IS NOT NULL').get().count;
db.close();
const accepted = result['2xx'];
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.platform()}`;
console.log(`Relay-Benchmark (${proofs.length} Anfragen mit Nachweis, ${connections} Verbindungen, ${machine})`);
console.log(
  `  angenommen: ${accepted} in ${seconds.toFixed(1)} s (${(accepted / seconds).toFixed(0)} req/s), andere Antworten: ${result.non2xx}, Fehler: ${result.errors}, Timeouts: ${result.timeouts}`,
);
console.log(`  Latenz: Median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
console.log(`  in der Outbox gespeichert: ${stored}, davon zurückgehalten: ${held}`);
fs.rmSync(workDir, { recursive: true, force: true });
// Every 200 is a committed row; requests cut off by the end of the run may be stored without their answer counted.
if (result.non2xx > 0 || held > 0 || stored < accepted || stored > accepted + connections) {
  console.error('FEHLER: nicht jede angenommene Anfrage ist gespeichert (oder es gab Fehlantworten).');
  process.exit(1);
}
