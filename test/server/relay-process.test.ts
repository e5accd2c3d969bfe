import fs from 'node:fs';
import http from 'node:http';
import { RELAY_RETRY_AFTER_SECONDS } from '@/config/timing';
import { Outbox } from '@/server/relay/outbox';
import { proofFrom } from './support/proof';
import { relayMessages } from '@/server/http/relay-messages';
import { WEBHOOK_TOKEN, startFakeChatPlatform, waitFor, type FakeChatPlatform } from '../support/fake-chat-platform';
import { referenceFor, supportPayload } from './support/payloads';
import { fakeBuildHeaders, tempOutboxPath, writeFakeBuild } from './support/relay-harness';
import { killChildRelay, spawnRelayChild, type ChildRelay } from './support/relay-child-process';
import { httpRequest } from './support/raw-http';

jest.setTimeout(60_000);

interface RelayProcess extends ChildRelay {
  readonly url: string;
}

/** Starts src/server/process/main.ts as its own process (the real entry point, signals and all). */
async function spawnRelay(env: Record<string, string>): Promise<RelayProcess> {
  const started = spawnRelayChild({ PORT: '0', HOST: '127.0.0.1', PUBLIC_DIR: writeFakeBuild(), ...env });
  const { output } = started;
  let url = '';
  await waitFor(
    () => {
      const line = output.find((entry) => entry.includes('Nova Community läuft auf'));
      url = line ? (/(http:\/\/[\d.:]+)/.exec(line)?.[1] ?? '') : '';
      return url !== '';
    },
    20_000,
    () => `Relay startet nicht:\n${output.join('\n')}`,
  );
  return { ...started, url };
}

async function post(url: string, body: unknown) {
  return fetch(`${url}/api/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await proofFrom(url)) },
    body: JSON.stringify(body),
  });
}

let platform: FakeChatPlatform;
const running: RelayProcess[] = [];

beforeEach(async () => {
  platform = await startFakeChatPlatform();
});
afterEach(async () => {
  for (const relay of running.splice(0)) await killChildRelay(relay);
  await platform.close();
});

it('a relay killed mid-delivery resumes after restart: every request delivered once, in order', async () => {
  const outboxPath = tempOutboxPath();
  const env = { OUTBOX_PATH: outboxPath, DISCORD_WEBHOOK_URL: platform.webhookUrl };
  platform.queue({ kind: 'hang' }, 1);
  const first = await spawnRelay(env);
  running.push(first);
  const references = [referenceFor(1), referenceFor(2), referenceFor(3)];
  for (const reference of references) expect((await post(first.url, supportPayload(reference))).status).toBe(200);
  // The first request is on the wire and the platform has not answered: kill the relay right there.
  await platform.waitForAttempts(1);
  first.child.kill('SIGKILL');
  await first.exited;
  expect(platform.delivered).toHaveLength(0);

  const second = await spawnRelay(env);
  running.push(second);
  const delivered = await platform.waitForDelivered(3, 20_000);
  expect(delivered.map((message) => message.payload.embeds[0].description)).toEqual(
    references.map((reference) => `Referenz: ${reference}`),
  );
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
  expect(platform.delivered).toHaveLength(3);

  const outbox = Outbox.open(outboxPath);
  expect(outbox.counts()).toEqual({ pending: 0, delivered: 3, failed: 0, held: 0, erased: 0 });
  expect(outbox.find(references[0] ?? '')?.messageIds).toEqual([delivered[0]?.id]);
  outbox.close();
  const logs = [...first.output, ...second.output].join('\n');
  expect(logs).not.toContain(WEBHOOK_TOKEN);
  expect(logs).not.toContain('Mein Server startet nicht.');
});

it('without DISCORD_WEBHOOK_URL it says so once, keeps requests, and shuts down cleanly on SIGTERM', async () => {
  const outboxPath = tempOutboxPath();
  const relay = await spawnRelay({ OUTBOX_PATH: outboxPath });
  running.push(relay);
  expect((await post(relay.url, supportPayload(referenceFor(9)))).status).toBe(200);
  expect((await fetch(`${relay.url}/healthz`)).status).toBe(200);
  relay.child.kill('SIGTERM');
  expect(await relay.exited).toBe(0);
  expect(relay.output.filter((line) => line.includes('DISCORD_WEBHOOK_URL ist nicht gesetzt'))).toHaveLength(1);
  expect(relay.output.some((line) => line.includes('Fahre herunter'))).toBe(true);
  // Closed cleanly: the write-ahead log was folded into the database and removed.
  expect(fs.existsSync(`${outboxPath}-wal`)).toBe(false);
  const outbox = Outbox.open(outboxPath);
  expect(outbox.find(referenceFor(9))?.state).toBe('pending');
  outbox.close();
});

it('SIGINT during a slow delivery lets it finish before exiting', async () => {
  const outboxPath = tempOutboxPath();
  platform.queue({ kind: 'slow', ms: 500 }, 1);
  const relay = await spawnRelay({ OUTBOX_PATH: outboxPath, DISCORD_WEBHOOK_URL: platform.webhookUrl });
  running.push(relay);
  await post(relay.url, supportPayload(referenceFor(10)));
  await platform.waitForAttempts(1);
  relay.child.kill('SIGINT');
  expect(await relay.exited).toBe(0);
  expect(platform.delivered).toHaveLength(1);
  const outbox = Outbox.open(outboxPath);
  expect(outbox.find(referenceFor(10))?.state).toBe('delivered');
  outbox.close();
});

it('SIGTERM: requests arriving while it stops are answered 503 with Retry-After, never reset or refused', async () => {
  const outboxPath = tempOutboxPath();
  const relay = await spawnRelay({ OUTBOX_PATH: outboxPath });
  running.push(relay);
  // Ten idle keep-alive connections, as a browser or proxy holds them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const warm = await Promise.all(Array.from({ length: 10 }, () => httpRequest(`${relay.url}/healthz`, { agent })));
  expect(warm.map((answer) => answer.status)).toEqual(Array(10).fill(200));

  relay.child.kill('SIGTERM');
  // Stopping has begun once a fresh connection is told so.
  await waitFor(
    () => relay.output.some((line) => line.includes('Fahre herunter')),
    5_000,
    () => 'kein Herunterfahren',
  );
  const health = await httpRequest(`${relay.url}/healthz`, { agent: false });
  expect(health.status).toBe(503);

  const references = Array.from({ length: 15 }, (_, n) => referenceFor(700 + n));
  const answers = await Promise.all(
    references.map((reference, n) =>
      httpRequest(`${relay.url}/api/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(supportPayload(reference)),
        agent: n < 10 ? agent : false,
      }),
    ),
  );
  expect(answers.filter((answer) => answer.error)).toEqual([]);
  for (const answer of answers) {
    expect(answer.status).toBe(503);
    expect(answer.headers?.['retry-after']).toBe(String(RELAY_RETRY_AFTER_SECONDS));
    expect(answer.headers?.connection).toBe('close');
    expect(answer.headers?.['content-security-policy']).toBe(fakeBuildHeaders()['content-security-policy']);
    expect(JSON.parse(answer.body ?? '')).toEqual({ error: relayMessages.unavailable });
  }
  agent.destroy();
  expect(await relay.exited).toBe(0);
  const outbox = Outbox.open(outboxPath);
  expect(outbox.counts().pending).toBe(0);
  outbox.close();
});
