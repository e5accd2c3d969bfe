import { AddressRateLimiter } from '@/server/http/address-rate-limiter';
import { parseWebhookUrl, redact } from '@/server/relay/chat-platform-sender';
import { loadRelayConfig } from '@/server/relay/relay-config';
import { contentSecurityPolicy, webhookOrigin } from '@/server/site/security';
import { startRelay } from './support/relay-harness';
import { supportPayload } from './support/payloads';

describe('loadRelayConfig', () => {
  it('has the documented defaults', () => {
    expect(loadRelayConfig({}, '/srv/nova/dist/server')).toEqual({
      port: 3000,
      host: '127.0.0.1',
      outboxPath: 'data/outbox.sqlite',
      discordWebhookUrl: undefined,
      rateLimitPerMinute: 10,
      limits: { senderMessagesPerHour: 20, channelMessagesPerMinute: 30, heldPerDay: 500 },
      ipv6Prefix: 64,
      proofSteps: 60,
      minFreeBytes: 256 * 1024 * 1024,
      trustProxy: undefined,
      publicWebhookUrl: undefined,
      publicDir: '/srv/nova/dist/public',
      releaseDir: '/srv/nova/dist',
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadRelayConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      OUTBOX_PATH: '/var/lib/nova/outbox.sqlite',
      DISCORD_WEBHOOK_URL: 'https://discord.com/api/webhooks/1/abc',
      WEBHOOK_RATE_LIMIT: '30',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      PUBLIC_WEBHOOK_URL: '/api/webhook',
      PUBLIC_DIR: '/srv/site',
      RELEASE_DIR: '/opt/nova-community/releases/20261129-081500-08bb467',
      LOG_LEVEL: 'warn',
      WEBHOOK_MESSAGE_BUDGET: '40',
      WEBHOOK_CHANNEL_RATE: '25',
      WEBHOOK_HELD_PER_DAY: '0',
      WEBHOOK_IPV6_PREFIX: '56',
      PROOF_STEPS: '120',
      OUTBOX_MIN_FREE_MB: '1024',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      rateLimitPerMinute: 30,
      limits: { senderMessagesPerHour: 40, channelMessagesPerMinute: 25, heldPerDay: 0 },
      ipv6Prefix: 56,
      proofSteps: 120,
      minFreeBytes: 1024 * 1024 * 1024,
      publicDir: '/srv/site',
      releaseDir: '/opt/nova-community/releases/20261129-081500-08bb467',
      logLevel: 'warn',
    });
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('refuses an unknown LOG_LEVEL with a German message', () => {
    expect(() => loadRelayConfig({ LOG_LEVEL: 'laut' })).toThrow('LOG_LEVEL muss einer von fatal, error');
  });

  it.each(['0', '-3', 'zehn', '1.5'])('refuses WEBHOOK_RATE_LIMIT=%s with a German message', (value) => {
    expect(() => loadRelayConfig({ WEBHOOK_RATE_LIMIT: value })).toThrow(
      'WEBHOOK_RATE_LIMIT muss eine ganze Zahl ab 1 sein',
    );
  });

  it.each([
    ['WEBHOOK_MESSAGE_BUDGET', '0', 'ab 1'],
    ['WEBHOOK_CHANNEL_RATE', 'viele', 'ab 1'],
    ['WEBHOOK_HELD_PER_DAY', '-1', 'ab 0'],
    ['WEBHOOK_IPV6_PREFIX', '129', 'von 1 bis 128'],
    ['PROOF_STEPS', '0', 'ab 1'],
    ['OUTBOX_MIN_FREE_MB', '1,5', 'ab 0'],
  ])('refuses %s=%s with a German message', (name, value, range) => {
    expect(() => loadRelayConfig({ [name]: value })).toThrow(`${name} muss eine ganze Zahl ${range} sein`);
  });
});

describe('parseWebhookUrl', () => {
  it.each([
    ['https://discord.com/api/webhooks/123/tok-EN_1', 'https://discord.com/api', '/webhooks/123/tok-EN_1', 'wait=true'],
    ['https://discord.com/api/v10/webhooks/123/tok/', 'https://discord.com/api/v10', '/webhooks/123/tok', 'wait=true'],
    [
      'https://discordapp.com/api/webhooks/123/tok?thread_id=9',
      'https://discordapp.com/api',
      '/webhooks/123/tok',
      'thread_id=9&wait=true',
    ],
    ['http://127.0.0.1:4000/api/webhooks/1/t', 'http://127.0.0.1:4000/api', '/webhooks/1/t', 'wait=true'],
  ])('%s', (address, api, route, query) => {
    const target = parseWebhookUrl(address);
    expect(target && { api: target.api, route: target.route, query: target.query.toString() }).toEqual({
      api,
      route,
      query,
    });
  });

  it.each(['', 'keine adresse', 'ftp://discord.com/api/webhooks/1/t', 'https://discord.com/api/channels/1'])(
    'refuses %p',
    (address) => expect(parseWebhookUrl(address)).toBeNull(),
  );

  it('names the address and its token as secrets, and redact removes them', () => {
    const target = parseWebhookUrl('https://discord.com/api/webhooks/123/geheim');
    expect(redact('POST https://discord.com/api/webhooks/123/geheim?wait=true: geheim', target?.secrets ?? [])).toBe(
      'POST [geheim]?wait=true: [geheim]',
    );
  });
});

describe('an invalid DISCORD_WEBHOOK_URL', () => {
  it('is reported without the address, and requests still wait safely in the outbox', async () => {
    const relay = await startRelay({ discordWebhookUrl: 'https://example.org/kein-webhook/geheim' });
    expect((await relay.post(supportPayload())).status).toBe(200);
    expect(relay.logs.filter((line) => line.includes('keine Webhook-Adresse'))).toHaveLength(1);
    expect(relay.logs.join('\n')).not.toContain('geheim');
    expect(relay.app.relay.worker).toBeUndefined();
    await relay.close();
  });
});

describe('AddressRateLimiter', () => {
  it('allows the limit per minute and refills evenly', () => {
    let now = 0;
    const limiter = new AddressRateLimiter(6, () => now);
    const take = () => limiter.take('203.0.113.1');
    expect(Array.from({ length: 6 }, take).every((decision) => decision.allowed)).toBe(true);
    expect(take()).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now = 5_000;
    expect(take()).toEqual({ allowed: false, retryAfterSeconds: 5 });
    now = 10_000;
    expect(take().allowed).toBe(true);
    expect(take().allowed).toBe(false);
    expect(limiter.take('203.0.113.2').allowed).toBe(true);
  });
});

describe('CSP', () => {
  it.each([
    [undefined, undefined],
    ['/api/webhook', undefined],
    ['https://discord.com/api/webhooks/1/abc', 'https://discord.com'],
    ['http://localhost:3000/api/webhook', 'http://localhost:3000'],
  ])('PUBLIC_WEBHOOK_URL %p adds %p to connect-src', (url, origin) => {
    expect(webhookOrigin(url)).toBe(origin);
    expect(contentSecurityPolicy({ publicWebhookUrl: url })['connect-src']).toEqual(
      origin ? ["'self'", origin] : ["'self'"],
    );
  });
});
