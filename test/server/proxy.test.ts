import fs from 'node:fs';
import path from 'node:path';
import { FAKE_ASSET, fakePageHtml, startRelay, tempOutboxPath, type RunningRelay } from './support/relay-harness';
import { referenceFor, supportPayload } from './support/payloads';
import { describeWithCaddy, startCaddy, type RunningCaddy } from '../support/caddy';
import { httpRequest } from './support/raw-http';
import { KEEP_ALIVE_TIMEOUT_MS } from '@/server/process/app';

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

function postRequest(localAddress: string, url: string, n: number, headers: Record<string, string> = {}) {
  return httpRequest(`${url}/api/webhook`, {
    localAddress,
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

  it('lets an idle upstream connection go before the server would (its keep-alive is shorter than Node’s)', async () => {
    const opened: number[] = [];
    const count = () => opened.push(Date.now());
    relay.app.server.on('connection', count);
    try {
      expect((await httpRequest(`${proxyUrl}/`, { localAddress: VISITOR_A })).status).toBe(200);
      const before = opened.length;
      // Past Caddy's 5 s, within the server's 10 s: Caddy opens a new connection rather than reuse the idle one.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect((await httpRequest(`${proxyUrl}/`, { localAddress: VISITOR_A })).status).toBe(200);
      expect(opened.length - before).toBe(1);
    } finally {
      relay.app.server.off('connection', count);
    }
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(6_000);
  });

  it('keeps /healthz on this machine: through the proxy it is the not-found page, the server answers it directly', async () => {
    for (const path of ['/healthz', '/HEALTHZ', '/healthz?x=1', '/%68ealthz']) {
      const answer = await httpRequest(`${proxyUrl}${path}`, { localAddress: VISITOR_A });
      expect({ path, status: answer.status, release: (answer.body ?? '').includes('"status"') }).toEqual({
        path,
        status: 404,
        release: false,
      });
    }
    expect((await httpRequest(`${relay.url}/healthz`)).status).toBe(200);
  });

  it('serves pages and assets through the proxy, compressed, with the server’s own headers', async () => {
    const page = await httpRequest(`${proxyUrl}/`, {
      localAddress: VISITOR_A,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toBe(fakePageHtml('index.html'));
    expect(page.headers?.['content-security-policy']).toContain("default-src 'self'");

    const asset = await httpRequest(`${proxyUrl}/assets/${FAKE_ASSET.file}`, {
      localAddress: VISITOR_A,
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers?.['content-encoding']).toBe('br');
    expect(asset.headers?.['cache-control']).toContain('immutable');
  });

  it('accepts POST /api/webhook through the proxy and counts the rate limit per visitor, not per proxy', async () => {
    const fromA = [];
    for (let n = 0; n <= RATE_LIMIT; n += 1) fromA.push((await postRequest(VISITOR_A, proxyUrl, 100 + n)).status);
    expect(fromA).toEqual([200, 200, 200, 429]);
    const accepted = (await postRequest(VISITOR_B, proxyUrl, 200)).body;
    // Another visitor behind the same proxy has a limit of their own.
    expect(JSON.parse(accepted ?? '')).toEqual({ reference: referenceFor(200), status: 'accepted' });
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

  it('writes the access log where the Caddyfile says, with the visitor’s address', () => {
    const log = fs.readFileSync(path.join(caddy.home, 'access.log'), 'utf8');
    expect(log).toContain(`"remote_ip":"${VISITOR_A}"`);
  });
});
