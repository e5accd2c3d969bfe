import type { FastifyInstance } from 'fastify';
import { DEFAULT_LIMITS } from '@/server/relay/admission';
import { buildServer, type RelayOptions } from '@/server/process/app';
import { relayMessages } from '@/server/http/relay-messages';
import { CHEAP_PROOF, injectedProof, messagesOf } from './support/proof';
import { referenceFor, supportPayload } from './support/payloads';
import { tempOutboxPath, writeFakeBuild } from './support/relay-harness';

/**
 * The relay's limits as a sender meets them (docs/relay.md, "Limits"): per sender in chat messages, an IPv6 /64 as one
 * sender, the site-wide window, and the disk. Every refusal is German, says when to try again, and stores nothing.
 */

let app: FastifyInstance;
let next = 1;

async function start(relay: RelayOptions = {}) {
  app = await buildServer({
    publicDir: writeFakeBuild(),
    relay: { rateLimitPerMinute: 1_000, proof: CHEAP_PROOF, ...relay },
  });
  await app.ready();
}
afterEach(() => app.close());

/** Posts a request as the site does from `address` (or, behind the proxy, for the forwarded one). */
async function send(address: string, message = 'Mein Server startet nicht.', forwarded?: string) {
  const payload = supportPayload(referenceFor(next++), message);
  const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
  const proof = await injectedProof(app, messagesOf(payload), address, headers);
  return app.inject({
    method: 'POST',
    url: '/api/webhook',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...headers, ...proof },
    payload: JSON.stringify(payload),
  });
}

describe('a sender’s budget', () => {
  beforeEach(() => start());

  it(`takes ${DEFAULT_LIMITS.senderMessagesPerHour} messages an hour, then answers 429 in German with Retry-After`, async () => {
    const statuses: number[] = [];
    for (let n = 0; n < DEFAULT_LIMITS.senderMessagesPerHour; n++)
      statuses.push((await send('198.51.100.1')).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = await send('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: relayMessages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(app.relay.outbox.counts().pending).toBe(DEFAULT_LIMITS.senderMessagesPerHour);
  });

  it('counts a long request as the messages it becomes', async () => {
    const long = 'Protokoll '.repeat(2_000);
    expect(messagesOf(supportPayload(referenceFor(1), long))).toBe(4);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await send('198.51.100.2', long)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts fifty addresses of one IPv6 /64 as one sender; the next /64 and another address have their own', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 50; n++) statuses.push((await send(`2001:db8:5:5::${n.toString(16)}`)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(DEFAULT_LIMITS.senderMessagesPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - DEFAULT_LIMITS.senderMessagesPerHour);
    expect((await send('2001:db8:5:6::1')).statusCode).toBe(200);
    expect((await send('198.51.100.3')).statusCode).toBe(200);
  });
});

describe('behind the proxy', () => {
  beforeEach(() => start({ trustProxy: ['127.0.0.1'] }));

  it('counts the forwarded address, an IPv6 one by its /64', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 25; n++) statuses.push((await send('127.0.0.1', 'Hallo', `2001:db8:9:9::${n}`)).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await send('127.0.0.1', 'Hallo', '2001:db8:9:a::1')).statusCode).toBe(200);
  });
});

describe('the site-wide window', () => {
  beforeEach(() => start({ limits: { channelMessagesPerMinute: 3 } }));

  it('takes what the channel takes in two minutes, the last third only from newcomers, then 429 for everyone', async () => {
    // One after another: each proof is solved at the price of its moment, which rises with the window.
    const first: number[] = [];
    for (const n of [1, 2, 3, 4]) first.push((await send(`192.0.2.${n}`)).statusCode);
    expect(first).toEqual([200, 200, 200, 200]);
    const again = await send('192.0.2.1');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);
    expect((await send('192.0.2.5')).statusCode).toBe(200);
    expect((await send('192.0.2.6')).statusCode).toBe(200);
    expect((await send('192.0.2.7')).statusCode).toBe(429);
    expect(app.relay.outbox.counts().pending).toBe(6);
  });
});

describe('the disk', () => {
  it('refuses new requests in German before the disk under the outbox is full; nothing is stored', async () => {
    await start({ outboxPath: tempOutboxPath(), minFreeBytes: Number.MAX_SAFE_INTEGER });
    const refused = await send('198.51.100.4');
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ error: relayMessages.storageFull });
    expect(app.relay.outbox.counts().pending).toBe(0);
  });
});
