// Benchmark of the relay's accept path (npm run bench:relay): autocannon posts contract-valid support requests,
// each with its own reference, to the built server (dist/server/main.js) on loopback with the rate limit raised
// and no delivery target, then checks that every accepted request is committed in the outbox.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { referenceFor, supportBody } from './support-request.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const MESSAGE = 'Seit dem Update startet mein Minecraft-Server nicht mehr. '.repeat(8);

async function startRelay(workDir) {
  const publicDir = path.join(workDir, 'public');
  fs.mkdirSync(publicDir);
  // The server refuses to start without the prerendered not-found page; the relay needs nothing else.
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><html lang="de"><body></body></html>');
  fs.writeFileSync(path.join(publicDir, '404.html'), '<!doctype html><html lang="de"><body>404</body></html>');
  const outboxPath = path.join(workDir, 'outbox.sqlite');
  const child = spawn(process.execPath, [path.join(distDir, 'server', 'main.js')], {
    // NODE_PATH: a DIST_DIR outside the project still finds its node_modules.
    env: {
      ...process.env,
      NODE_PATH: path.join(root, 'node_modules'),
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_DIR: publicDir,
      OUTBOX_PATH: outboxPath,
      WEBHOOK_RATE_LIMIT: '1000000000',
      DISCORD_WEBHOOK_URL: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-relay-'));
const relay = await startRelay(workDir);
let n = 0;
const result = await autocannon({
  url: relay.url,
  connections,
  duration,
  requests: [
    {
      method: 'POST',
      path: '/api/webhook',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: supportBody(referenceFor(n++), MESSAGE) }),
    },
  ],
});
relay.child.kill('SIGTERM');
await new Promise((resolve) => relay.child.on('exit', resolve));

const db = new Database(relay.outboxPath, { readonly: true });
const stored = db.prepare('SELECT COUNT(*) AS count FROM requests').get().count;
db.close();
const accepted = result['2xx'];
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.platform()}`;
console.log(`Relay-Benchmark (${duration} s, ${connections} Verbindungen, ${machine})`);
console.log(
  `  angenommen: ${accepted} (${(accepted / duration).toFixed(0)} req/s), andere Antworten: ${result.non2xx}, Fehler: ${result.errors}, Timeouts: ${result.timeouts}`,
);
console.log(`  Latenz: Median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
console.log(`  in der Outbox gespeichert: ${stored}`);
fs.rmSync(workDir, { recursive: true, force: true });
// Every 200 is a committed row; requests cut off by the end of the run may be stored without their answer counted.
if (result.non2xx > 0 || stored < accepted || stored > accepted + connections) {
  console.error('FEHLER: nicht jede angenommene Anfrage ist gespeichert (oder es gab Fehlantworten).');
  process.exit(1);
}
