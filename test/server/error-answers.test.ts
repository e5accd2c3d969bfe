import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer, REQUEST_TIMEOUT_MS } from '@/server/process/app';
import { relayMessages } from '@/server/http/relay-messages';
import { rawRequest, type RawAnswer } from './support/raw-http';
import { fakeBuildHeaders, fakePagePolicy, writeFakeBuild } from './support/relay-harness';

/**
 * Every answer carries the hardening headers and, when it is an error, a generic German JSON text that repeats
 * nothing the client sent: also the errors raised before any route runs (a URL that cannot be decoded, headers
 * over Node's limit, a malformed request line) and the timeouts of slow clients.
 */

jest.setTimeout(40_000);

const HOSTILE = '%3Cscript%3Ealert(1)%3C/script%3E';
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildServer({ publicDir: writeFakeBuild(), relay: { rateLimitPerMinute: 1000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

function request(lines: string[], body = ''): string {
  return `${[...lines, 'Host: 127.0.0.1', 'Connection: close'].join('\r\n')}\r\n\r\n${body}`;
}

function expectHardenedError(answer: RawAnswer, status: number, message: string): void {
  expect(answer.status).toBe(status);
  for (const [name, value] of Object.entries(fakeBuildHeaders())) expect(answer.headers[name]).toBe(value);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ error: message });
  expect(answer.body).not.toMatch(/script|alert|%3C|FST_|Bad Request|Not Found/i);
}

const webhook = (contentType: string, body: string) =>
  request(['POST /api/webhook HTTP/1.1', `Content-Type: ${contentType}`, `Content-Length: ${body.length}`], body);

const cases: [string, () => string, number, string][] = [
  [
    'a URL that cannot be decoded (framework error before any hook)',
    () => request([`GET /%E0%A4%A${HOSTILE} HTTP/1.1`]),
    400,
    relayMessages.badRequest,
  ],
  [
    'a static-file path the plugin refuses (%00)',
    () => request([`GET /assets/%00${HOSTILE} HTTP/1.1`]),
    400,
    relayMessages.badRequest,
  ],
  [
    'headers over the parser limit (Node, before Fastify)',
    () => request([`GET /${HOSTILE} HTTP/1.1`, `X-Big: ${'a'.repeat(20_000)}`]),
    431,
    relayMessages.headersTooLarge,
  ],
  [
    'a path that climbs out of the site (the static plugin refuses it)',
    () => request([`GET /assets/%2e%2e/%2e%2e/package.json?${HOSTILE} HTTP/1.1`]),
    403,
    relayMessages.forbidden,
  ],
  ['a malformed request line', () => `GET /${HOSTILE} NONSENSE\r\n\r\n`, 400, relayMessages.badRequest],
  ['an unknown API path', () => request([`GET /api/${HOSTILE} HTTP/1.1`]), 404, relayMessages.notFound],
  ['another method on a page', () => request([`DELETE /${HOSTILE} HTTP/1.1`]), 404, relayMessages.notFound],
  [
    'a body over 64 KB',
    () => webhook('application/json', `{"x":"${'y'.repeat(70_000)}"}`),
    413,
    relayMessages.tooLarge,
  ],
  ['a wrong content type', () => webhook('text/plain', HOSTILE), 415, relayMessages.unsupportedMediaType],
  ['broken JSON', () => webhook('application/json', `{"${HOSTILE}`), 400, relayMessages.invalidJson],
];

it.each(cases)('%s: hardened, generic, German', async (_name, text, status, message) => {
  expectHardenedError(await rawRequest(port, text()), status, message);
});

it('a page and an asset carry the hardening headers too', async () => {
  for (const path of ['/', '/assets/main.abc.js', '/healthz']) {
    const answer = await rawRequest(port, request([`GET ${path} HTTP/1.1`]));
    expect(answer.status).toBe(200);
    for (const [name, value] of Object.entries(fakeBuildHeaders())) {
      // A page's policy also lists its own inline styles by hash (docs/adr/0012-the-policy-travels-with-its-page.md).
      const expected = path === '/' && name === 'content-security-policy' ? fakePagePolicy('index.html') : value;
      expect(answer.headers[name]).toBe(expected);
    }
  }
});

describe(`a request must be complete within ${REQUEST_TIMEOUT_MS / 1000} s`, () => {
  it('is the limit of the server as built, beside those of a silent and of an idle connection', () => {
    expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(app.server.requestTimeout).toBe(15_000);
    expect(app.server.headersTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(app.server.timeout).toBe(30_000);
    expect(app.server.keepAliveTimeout).toBe(10_000);
  });

  // The cut-off itself, on a server with a shorter limit: the same mechanism, without waiting 15 s.
  const limit = 2_000;
  let strict: FastifyInstance;
  let strictPort: number;
  beforeAll(async () => {
    strict = await buildServer({ publicDir: writeFakeBuild(), requestTimeoutMs: limit });
    await strict.listen({ port: 0, host: '127.0.0.1' });
    strictPort = (strict.server.address() as AddressInfo).port;
  });
  afterAll(() => strict.close());

  it('a body dripped one byte every two seconds, and headers that never end, are cut off on time', async () => {
    const body = JSON.stringify({ embeds: [] });
    const [dripped, slowHeaders] = await Promise.all([
      rawRequest(strictPort, webhook('application/json', body).slice(0, -body.length), { drip: body.repeat(3) }),
      rawRequest(strictPort, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', { drip: 'X-Slow: 1\r\n'.repeat(20) }),
    ]);
    for (const answer of [dripped, slowHeaders]) {
      expectHardenedError(answer, 408, relayMessages.timeout);
      expect(answer.afterMs).toBeGreaterThanOrEqual(limit - 100);
      expect(answer.afterMs).toBeLessThan(limit + 2_000);
    }
  });
});
