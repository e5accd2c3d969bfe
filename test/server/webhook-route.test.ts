import type { FastifyInstance } from 'fastify';
import type { RelayOptions } from '@/server/process/app';
import { relayMessages } from '@/server/http/relay-messages';
import { customPayload, managedPayload, mutable, planPayload, referenceFor, supportPayload } from './support/payloads';
import { waitFor } from '../support/fake-chat-platform';
import { injectableRelay, writeFakeBuild } from './support/relay-harness';
import { injectedProof, messagesOf } from './support/proof';
import { PROOF_HEADER } from '@/features/cloudium/contract/proof-contract';

const publicDir = writeFakeBuild();
/** Port 9 (discard) on loopback refuses connections: every delivery attempt fails and gets logged. */
const SECRET_URL = 'http://127.0.0.1:9/api/webhooks/123456789012345678/secret-token-XYZ';

const relay = (options: RelayOptions = {}, logs: string[] = []) => injectableRelay(options, logs, publicDir);

/** Posts like the site, with a solved challenge fetched from the same address (unless `headers` bring a proof). */
async function post(
  app: FastifyInstance,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const proof = PROOF_HEADER in headers ? {} : await injectedProof(app, messagesOf(payload), remoteAddress, headers);
  return app.inject({
    method: 'POST',
    url: '/api/webhook',
    headers: { 'content-type': 'application/json', ...proof, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });
}

describe('POST /api/webhook', () => {
  let app: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    app = await relay({}, logs);
  });
  afterAll(() => app.close());

  it.each([
    ['support', supportPayload(referenceFor(100))],
    ['plan', planPayload(referenceFor(101))],
    ['managed', managedPayload(referenceFor(102))],
    ['custom', customPayload(referenceFor(103))],
  ])('commits a %s request, then answers 200 with its reference', async (kind, payload) => {
    const reference = payload.embeds[0].description.slice('Referenz: '.length);
    const response = await post(app, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reference, status: 'accepted' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(app.relay.outbox.find(reference)).toMatchObject({ kind, state: 'pending' });
  });

  it('stores a request once under its reference, and refuses a different one there with 409; the holder stands', async () => {
    const before = app.relay.outbox.counts().pending;
    const support = await post(app, supportPayload(referenceFor(112)));
    const again = await post(app, supportPayload(referenceFor(112)));
    const plan = await post(app, planPayload(referenceFor(112)));
    const other = await post(app, supportPayload(referenceFor(112), 'Ein ganz anderes Anliegen'));
    expect([support, again, plan, other].map((answer) => answer.statusCode)).toEqual([200, 200, 409, 409]);
    expect(again.json()).toEqual({ reference: referenceFor(112), status: 'accepted' });
    expect(plan.json()).toEqual({ error: relayMessages.referenceTaken });
    expect(plan.headers['cache-control']).toBe('no-store');
    expect(app.relay.outbox.counts().pending).toBe(before + 1);
    expect(app.relay.outbox.find(referenceFor(112))).toMatchObject({
      kind: 'support',
      payload: supportPayload(referenceFor(112)),
    });
  });

  const refused: [string, () => Promise<{ statusCode: number; json: () => unknown }>, number, string][] = [
    [
      'no content type',
      () => app.inject({ method: 'POST', url: '/api/webhook', payload: Buffer.from('{}') }),
      415,
      relayMessages.unsupportedMediaType,
    ],
    [
      'form data',
      () => post(app, 'a=b', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      relayMessages.unsupportedMediaType,
    ],
    ['an empty body', () => post(app, ''), 400, relayMessages.invalidJson],
    [
      'a body just over 64 KB',
      () => post(app, JSON.stringify({ pad: 'x'.repeat(64 * 1024) })),
      413,
      relayMessages.tooLarge,
    ],
    [
      'a wrong shape',
      () => post(app, { embeds: [{ title: 'Hallo' }] }),
      400,
      'Ungültige Anfrage: Der Eintrag in "embeds" ist unvollständig.',
    ],
    [
      'message content',
      () => post(app, { ...supportPayload(referenceFor(121)), content: '@everyone' }),
      400,
      'Ungültige Anfrage: Sie enthält nicht erlaubte Angaben.',
    ],
    ['prototype poisoning', () => post(app, '{"__proto__": {"x": 1}, "embeds": []}'), 400, relayMessages.invalidJson],
    [
      'an impossible timestamp (30 February)',
      () => {
        const payload = mutable(supportPayload(referenceFor(122)));
        payload.embeds[0].timestamp = '2026-02-30T10:00:00Z';
        return post(app, payload);
      },
      400,
      'Ungültige Anfrage: Der Zeitstempel fehlt oder ist ungültig.',
    ],
  ];

  it.each(refused)('refuses %s with a German JSON error and stores nothing', async (_name, send, status, message) => {
    const before = app.relay.outbox.counts();
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message });
    expect(app.relay.outbox.counts()).toEqual(before);
  });

  it('accepts a charset parameter on the JSON content type', async () => {
    const response = await post(app, supportPayload(referenceFor(130)), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(response.statusCode).toBe(200);
  });

  it('logs reference and kind, never the visitor text', async () => {
    await post(app, supportPayload(referenceFor(131), 'Streng vertraulicher Besuchertext'));
    const line = logs.find((entry) => entry.includes(referenceFor(131)));
    expect(line && JSON.parse(line)).toMatchObject({ reference: referenceFor(131), kind: 'support' });
    expect(logs.join('\n')).not.toContain('Streng vertraulicher Besuchertext');
    expect(logs.join('\n')).not.toContain('max@example.org');
  });

  it('answers 503 with a German message when the outbox cannot store, never a false "accepted"', async () => {
    const broken = await relay();
    const proof = await injectedProof(broken);
    broken.relay.outbox.close();
    const response = await post(broken, supportPayload(referenceFor(140)), proof);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: relayMessages.notStored });
    await broken.close();
  });
});

describe('rate limit per address', () => {
  it('answers 429 with a German message and Retry-After after WEBHOOK_RATE_LIMIT requests a minute', async () => {
    const app = await relay({ rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await post(app, supportPayload(referenceFor(200 + n)))).statusCode);
    const limited = await post(app, supportPayload(referenceFor(210)));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(limited.json()).toEqual({ error: relayMessages.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address has its own allowance.
    expect((await post(app, supportPayload(referenceFor(211)), {}, '10.0.0.9')).statusCode).toBe(200);
    expect(app.relay.outbox.counts().pending).toBe(4);
    await app.close();
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const app = await relay({ rateLimitPerMinute: 2 });
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) {
      const forged = { 'x-forwarded-for': `203.0.113.${n}` };
      statuses.push((await post(app, supportPayload(referenceFor(300 + n)), forged, '198.51.100.7')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    await app.close();
  });

  it('believes X-Forwarded-For only from the trusted proxy (TRUST_PROXY)', async () => {
    const app = await relay({ rateLimitPerMinute: 1, trustProxy: ['10.0.0.0/8'] });
    const viaProxy = (client: string, n: number) =>
      post(app, supportPayload(referenceFor(400 + n)), { 'x-forwarded-for': client }, '10.1.2.3');
    expect((await viaProxy('203.0.113.1', 0)).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.2', 1)).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.1', 2)).statusCode).toBe(429);
    // Not from the proxy: the header is forged and the socket address counts.
    const direct = (client: string, n: number) =>
      post(app, supportPayload(referenceFor(410 + n)), { 'x-forwarded-for': client }, '198.51.100.7');
    expect((await direct('203.0.113.50', 0)).statusCode).toBe(200);
    expect((await direct('203.0.113.51', 1)).statusCode).toBe(429);
    await app.close();
  });
});

describe('a retiring server (a newer release took over: src/server/process/retire.ts)', () => {
  it('says Connection: close on every answer, the relay’s routes as much as the pages', async () => {
    const app = await relay();
    const before = await post(app, supportPayload(referenceFor(901)));
    expect(before.headers.connection).not.toBe('close');
    app.closeConnections();
    const answers = [
      await post(app, supportPayload(referenceFor(902))),
      await app.inject({ method: 'GET', url: '/api/challenge?messages=1' }),
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/healthz' }),
      await app.inject({ method: 'GET', url: '/gibt-es-nicht' }),
    ];
    expect(answers.map((answer) => [answer.statusCode < 500, answer.headers.connection])).toEqual(
      answers.map(() => [true, 'close']),
    );
    await app.close();
  });
});

describe('hardening', () => {
  // Every answer's headers: error-answers.test.ts; the policy itself: csp.test.ts.
  it('adds an absolute PUBLIC_WEBHOOK_URL origin to connect-src, without its path', async () => {
    const app = await relay({ publicWebhookUrl: 'https://hooks.example.org/api/webhooks/1/abc' });
    const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://hooks.example.org;");
    expect(csp).not.toContain('/api/webhooks/1/abc');
    await app.close();
  });

  it('GET /healthz answers ok with the process and its start, and 503 once the outbox is closed', async () => {
    const app = await relay();
    const ok = await app.inject({ method: 'GET', url: '/healthz' });
    expect(ok.statusCode).toBe(200);
    const { startedAt, ...rest } = ok.json<{ startedAt: string }>();
    expect(rest).toEqual({ status: 'ok', pid: process.pid });
    expect(Date.parse(startedAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(startedAt)).toBeGreaterThan(Date.now() - process.uptime() * 1000 - 1_000);
    app.relay.outbox.close();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    await app.close();
  });

  it('GET /healthz is for this machine only: a visitor, direct or behind the proxy, gets the not-found page', async () => {
    const app = await relay({ trustProxy: ['127.0.0.1'] });
    const direct = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.5' });
    const forwarded = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '2001:db8::7' },
    });
    for (const answer of [direct, forwarded]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('release');
      expect(answer.body).toContain('404.html');
    }
    expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '::1' })).statusCode).toBe(200);
    await app.close();
  });

  it('never sends the secret webhook address, in any answer or log line', async () => {
    const logs: string[] = [];
    const app = await relay({ discordWebhookUrl: SECRET_URL, delivery: { backoff: { initialMs: 5, maxMs: 5 } } }, logs);
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/' }),
      app.inject({ method: 'GET', url: '/cloudium' }),
      app.inject({ method: 'GET', url: '/assets/main.abc.js' }),
      app.inject({ method: 'GET', url: '/healthz' }),
      app.inject({ method: 'GET', url: '/gibt-es-nicht' }),
      post(app, supportPayload(referenceFor(500))),
      post(app, 'kaputt'),
      post(app, { x: 1 }),
    ]);
    for (const answer of answers) {
      const bytes = `${JSON.stringify(answer.headers)}\n${answer.body}`;
      expect(bytes).not.toContain('secret-token-XYZ');
      expect(bytes).not.toContain('123456789012345678');
    }
    await waitFor(
      () => logs.some((line) => line.includes('Zustellung fehlgeschlagen')),
      5000,
      () => 'Fehlversuch',
    );
    await app.close();
    expect(logs.join('\n')).not.toContain('secret-token-XYZ');
  });
});
