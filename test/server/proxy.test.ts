import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { FAKE_ASSET, fakePageHtml, startRelay, tempOutboxPath, type RunningRelay } from './support/relay-harness';
import { referenceFor, supportPayload } from './support/payloads';
import { describeWithCaddy, startCaddy, type RunningCaddy } from '../support/caddy';

/**
 * The deployment of docs/operations.md ("Deployment") for real: Debian's Caddy with the project's own
 * deploy/Caddyfile on loopback ports, in front of the server with TRUST_PROXY naming the proxy. The test installs
 * nothing; CI installs caddy (.ci/run), and there a missing caddy fails the test instead of skipping it.
 */
jest.setTimeout(60_000);

const RATE_LIMIT = 3;

/** Visitors on different addresses: Linux answers every 127.x.y.z on loopback. */
const VISITOR_A = '127.0.0.2';
const VISITOR_B = '127.0.0.3';
const DIRECT_CLIENT = '127.0.0.4';

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** One HTTP request from a chosen local address (fetch cannot choose it). */
function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

function postRequest(localAddress: string, url: string, n: number, headers: Record<string, string> = {}) {
  return requestFrom(localAddress, `${url}/api/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(supportPayload(referenceFor(n))),
  });
}

describeWithCaddy('behind Caddy with deploy/Caddyfile (TRUST_PROXY names the proxy)', () => {
  let relay: RunningRelay;
  let caddy: RunningCaddy;
  let proxyUrl: string;

  beforeAll(async () => {
    relay = await startRelay({
      outboxPath: tempOutboxPath(),
      rateLimitPerMinute: RATE_LIMIT,
      trustProxy: ['127.0.0.1'],
    });
    caddy = await startCaddy('Caddyfile', (home) => ({
      UPSTREAM: new URL(relay.url).host,
      CADDY_LOG_FILE: path.join(home, 'access.log'),
    }));
    proxyUrl = caddy.url;
  });

  afterAll(async () => {
    await caddy?.close();
    await relay?.close();
  });

  it('serves pages and assets through the proxy, compressed, with the server’s own headers', async () => {
    const page = await requestFrom(VISITOR_A, `${proxyUrl}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(page.status).toBe(200);
    expect(page.body).toBe(fakePageHtml('index.html'));
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");

    const asset = await requestFrom(VISITOR_A, `${proxyUrl}/assets/${FAKE_ASSET.file}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('accepts POST /api/webhook through the proxy and counts the rate limit per visitor, not per proxy', async () => {
    const fromA = [];
    for (let n = 0; n <= RATE_LIMIT; n += 1) fromA.push((await postRequest(VISITOR_A, proxyUrl, 100 + n)).status);
    expect(fromA).toEqual([200, 200, 200, 429]);
    const accepted = (await postRequest(VISITOR_B, proxyUrl, 200)).body;
    // Another visitor behind the same proxy has a limit of their own.
    expect(JSON.parse(accepted)).toEqual({ reference: referenceFor(200), status: 'accepted' });
  });

  it('a visitor cannot dodge the limit by sending X-Forwarded-For to the proxy: Caddy sets the real address', async () => {
    const statuses = [];
    for (let n = 0; n <= RATE_LIMIT; n += 1) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${n + 1}` };
      statuses.push((await postRequest(VISITOR_B, proxyUrl, 300 + n, spoofed)).status);
    }
    // Visitor B sent one request in the test before: two more pass, then the limit holds.
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('ignores X-Forwarded-For sent straight to the server by a client that is not the proxy', async () => {
    const statuses = [];
    for (let n = 0; n <= RATE_LIMIT; n += 1) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${n + 1}` };
      statuses.push((await postRequest(DIRECT_CLIENT, relay.url, 400 + n, spoofed)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('writes the access log where the Caddyfile says, with the visitor’s address', () => {
    const log = fs.readFileSync(path.join(caddy.home, 'access.log'), 'utf8');
    expect(log).toContain(`"remote_ip":"${VISITOR_A}"`);
  });
});
