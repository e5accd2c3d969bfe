import { forTheTeam } from '@/features/cloudium/contract/team-view';
import { RATE_LIMIT_FLOOR_MS } from '@/server/relay/chat-platform-sender';
import { waitFor } from '../support/fake-chat-platform';
import { planPayload, referenceFor, supportPayload } from './support/payloads';
import { relaysWithFakePlatform, tempOutboxPath, type RunningRelay } from './support/relay-harness';

jest.setTimeout(30_000);

const { platform, startRelay } = relaysWithFakePlatform();

function start(options: Parameters<typeof startRelay>[0] = {}) {
  return startRelay({ discordWebhookUrl: platform.webhookUrl, rateLimitPerMinute: 10_000, ...options });
}

function logged(running: RunningRelay, message: string) {
  return running.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === message);
}

async function deliveredState(running: RunningRelay, reference: string) {
  await waitFor(
    () => running.app.relay.outbox.find(reference)?.state !== 'pending',
    10_000,
    () => `${reference} offen`,
  );
  return running.app.relay.outbox.find(reference);
}

describe('delivery to the chat platform', () => {
  it('posts with ?wait=true and records the message id', async () => {
    const relay = await start();
    const response = await relay.post(supportPayload(referenceFor(1)));
    expect(response.status).toBe(200);
    const [message] = await platform.waitForDelivered(1);
    expect(platform.attempts[0]?.query.get('wait')).toBe('true');
    // The team's view of it: the fixture's time lies days back, so the relay's own stands in (team-view.ts).
    const stored = relay.app.relay.outbox.find(referenceFor(1));
    expect(message?.payload).toEqual(forTheTeam(supportPayload(referenceFor(1)), stored?.receivedAt));
    expect(message?.payload.embeds[0].timestamp).toBe(stored?.receivedAt);
    expect(await deliveredState(relay, referenceFor(1))).toMatchObject({
      state: 'delivered',
      messageIds: [message?.id],
    });
  });

  it('waits out a storm of 429s (Retry-After) and then delivers once', async () => {
    platform.queue({ kind: 'rate-limit', retryAfterSeconds: 0.05 }, 8);
    const relay = await start();
    const started = Date.now();
    await relay.post(supportPayload(referenceFor(2)));
    await platform.waitForDelivered(1);
    expect(platform.attempts.filter((attempt) => attempt.answer === 429)).toHaveLength(8);
    // Eight waits of at least 50 ms each: the retry_after was respected, not hammered.
    expect(Date.now() - started).toBeGreaterThanOrEqual(8 * 50);
    expect(await deliveredState(relay, referenceFor(2))).toMatchObject({ state: 'delivered' });
    expect(platform.delivered).toHaveLength(1);
  });

  function gapsBetweenAttempts(): number[] {
    return platform.attempts.slice(1).map((attempt, index) => attempt.at - (platform.attempts[index]?.at ?? 0));
  }

  it("waits the body's retry_after when a 429 has no Retry-After header", async () => {
    platform.queue({ kind: 'rate-limit', retryAfterSeconds: 0.3, header: false }, 3);
    const relay = await start();
    await relay.post(supportPayload(referenceFor(12)));
    await platform.waitForDelivered(1);
    expect(platform.attempts.map((attempt) => attempt.answer)).toEqual([429, 429, 429, 200]);
    for (const gap of gapsBetweenAttempts()) expect(gap).toBeGreaterThanOrEqual(290);
  });

  it('never asks again faster than the 1 s floor, whatever a 429 says (no header, no body value, or 0)', async () => {
    platform.queue({ kind: 'rate-limit', retryAfterSeconds: null }, 2);
    platform.queue({ kind: 'rate-limit', retryAfterSeconds: 0 }, 1);
    const relay = await start({ delivery: { rateLimitFloorMs: undefined } });
    await relay.post(supportPayload(referenceFor(13)));
    await platform.waitForDelivered(1, 8_000);
    expect(platform.attempts.map((attempt) => attempt.answer)).toEqual([429, 429, 429, 200]);
    for (const gap of gapsBetweenAttempts()) expect(gap).toBeGreaterThanOrEqual(RATE_LIMIT_FLOOR_MS - 10);
  });

  it('holds the next send while the bucket is exhausted (X-RateLimit-Remaining: 0)', async () => {
    platform.exhaustBucket(0.4);
    const relay = await start();
    await relay.post(supportPayload(referenceFor(14)));
    await relay.post(supportPayload(referenceFor(15)));
    await platform.waitForDelivered(2);
    expect(gapsBetweenAttempts()[0]).toBeGreaterThanOrEqual(390);
  });

  it('retries a run of 500s with backoff and keeps the request pending meanwhile', async () => {
    platform.queue({ kind: 'server-error' }, 7);
    const relay = await start();
    await relay.post(planPayload(referenceFor(4)));
    await platform.waitForAttempts(3);
    expect(relay.app.relay.outbox.find(referenceFor(4))).toMatchObject({ state: 'pending' });
    await platform.waitForDelivered(1);
    expect(platform.attempts.filter((attempt) => attempt.answer === 500)).toHaveLength(7);
    const entry = await deliveredState(relay, referenceFor(4));
    expect(entry).toMatchObject({ state: 'delivered', lastError: null });
    expect(entry?.attempts).toBeGreaterThanOrEqual(3);
    expect(logged(relay, 'Zustellung fehlgeschlagen, neuer Versuch folgt').length).toBeGreaterThan(0);
  });

  it.each([
    ['a hanging request, after the timeout', 'hang' as const, 5],
    ['dropped connections', 'drop' as const, 6],
  ])('tries again after %s and delivers once', async (_case, kind, number) => {
    platform.queue({ kind }, 2);
    const relay = await start();
    await relay.post(supportPayload(referenceFor(number)));
    await platform.waitForDelivered(1, 10_000);
    expect(platform.attempts.map((attempt) => attempt.answer)).toEqual([kind, kind, 200]);
    expect(platform.delivered).toHaveLength(1);
  });

  it.each([
    [404, 'Unknown Webhook'],
    [401, 'Invalid Webhook Token'],
  ] as const)(
    'marks every request failed when the webhook answers %i, loudly, and retry resends',
    async (status, reason) => {
      platform.setGone(status);
      const relay = await start();
      await relay.post(supportPayload(referenceFor(7)));
      await relay.post(planPayload(referenceFor(8)));
      const first = await deliveredState(relay, referenceFor(7));
      await deliveredState(relay, referenceFor(8));
      expect(first).toMatchObject({ state: 'failed' });
      expect(first?.lastError).toContain(`HTTP ${status}`);
      expect(first?.lastError).toContain(reason);
      const alarm = relay.logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.level === 50);
      expect(alarm.map((line) => line.reference)).toEqual([referenceFor(7), referenceFor(8)]);
      expect(String(alarm[0]?.msg)).toContain('ENDGÜLTIG FEHLGESCHLAGEN');
      // Each failed request was tried once: a dead webhook is not hammered.
      expect(platform.attempts).toHaveLength(2);
      expect(relay.logs.join('\n')).not.toContain(platform.webhookUrl);

      platform.setGone(null);
      expect(relay.app.relay.outbox.retry('all')).toBe(2);
      const delivered = await platform.waitForDelivered(2);
      expect(delivered.map((message) => message.payload.embeds[0].description)).toEqual([
        `Referenz: ${referenceFor(7)}`,
        `Referenz: ${referenceFor(8)}`,
      ]);
    },
  );

  it('delivers a burst of 100 requests each exactly once, in order of receipt', async () => {
    const relay = await start();
    const references = Array.from({ length: 100 }, (_, n) => referenceFor(1000 + n));
    for (const reference of references) {
      // Sequential posts fix the order of receipt; a few repeats test idempotency under load.
      expect((await relay.post(supportPayload(reference))).status).toBe(200);
    }
    await Promise.all(references.slice(0, 10).map((reference) => relay.post(supportPayload(reference))));
    await platform.waitForDelivered(100, 20_000);
    // A last request goes out after everything before it (order of receipt): once it is there, a repeat of an
    // earlier one would be too.
    await relay.post(supportPayload(referenceFor(1999)));
    const delivered = (await platform.waitForDelivered(101)).slice(0, 100);
    expect(platform.delivered[100]?.payload.embeds[0].description).toBe(`Referenz: ${referenceFor(1999)}`);
    expect(platform.delivered).toHaveLength(101);
    expect(delivered.map((message) => message.payload.embeds[0].description)).toEqual(
      references.map((reference) => `Referenz: ${reference}`),
    );
    // The platform has the message a moment before the relay has its answer and marks the request delivered.
    const { outbox } = relay.app.relay;
    await waitFor(
      () => outbox.counts().pending === 0,
      5_000,
      () => 'Die Outbox hat noch offene Anfragen',
    );
    expect(outbox.counts()).toEqual({ pending: 0, delivered: 101, failed: 0, held: 0, erased: 0 });
  });

  it("sends '@everyone' with allowed_mentions parse [] so nobody can be pinged", async () => {
    const relay = await start();
    const payload = { ...supportPayload(referenceFor(9), '@everyone @here <@&123> bitte schnell') } as Record<
      string,
      unknown
    >;
    payload.allowed_mentions = { parse: ['everyone', 'roles'] };
    await relay.post(payload);
    const [message] = await platform.waitForDelivered(1);
    const sent = JSON.parse(platform.attempts[0]?.body ?? '{}') as Record<string, unknown>;
    expect(sent.allowed_mentions).toEqual({ parse: [] });
    expect(sent).not.toHaveProperty('content');
    // The role's pill shows as the characters typed (team-view.ts); the words stay.
    expect(message?.payload.embeds[0].fields[3]?.value).toBe('@everyone @here \\<@&123> bitte schnell');
  });
});

describe('restart', () => {
  it('resumes pending requests, including the rest of a split message, after a restart', async () => {
    const outboxPath = tempOutboxPath();
    // First life: the platform is gone for a moment, so both requests stay pending.
    platform.queue({ kind: 'server-error' }, 1000);
    const firstLife = await start({ outboxPath, delivery: { backoff: { initialMs: 1000, maxMs: 1000 } } });
    await firstLife.post(supportPayload(referenceFor(30), 'x '.repeat(4000)));
    await firstLife.post(planPayload(referenceFor(31)));
    await platform.waitForAttempts(1);
    await firstLife.close();
    expect(platform.delivered).toHaveLength(0);

    await platform.close();
    await platform.start();
    await start({ outboxPath });
    const delivered = await platform.waitForDelivered(3);
    expect(delivered.map((message) => message.payload.embeds[0].title)).toEqual([
      'Neue Support-Anfrage: Server startet nicht (Teil 1/2)',
      'Neue Support-Anfrage: Server startet nicht (Teil 2/2)',
      'Neue Bestellung: ES6',
    ]);
  });
});
