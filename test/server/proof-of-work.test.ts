import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import {
  MAX_PRICED_MESSAGES,
  PROOF_ALGORITHM,
  PROOF_HEADER,
  PROOF_REFUSED_CODE,
  TRAP_HEADER,
  challengeAddress,
  encodeProof,
  type ProofChallenge,
} from '@/features/cloudium/contract/proof-contract';
import { DEFAULT_PROOF_SETTINGS, ProofOfWork } from '@/server/relay/proof-of-work';
import { relayMessages } from '@/server/http/relay-messages';
import { CHALLENGES_PER_REQUEST } from '@/server/relay/webhook-route';
import { injectedProof, messagesOf, solvedProof } from './support/proof';
import { referenceFor, supportPayload } from './support/payloads';
import { injectableRelay } from './support/relay-harness';

/**
 * The proof of work (docs/adr/0015-proof-of-work-and-fair-limits.md): the relay's challenges, what it accepts as a
 * solution (once), and what becomes of a request without one.
 */

const CHEAP = { ...DEFAULT_PROOF_SETTINGS, iterations: 1, stepsPerMessage: 2 };

describe('ProofOfWork', () => {
  const now = Date.now();
  const proof = (clock = () => now, settings = CHEAP) => new ProofOfWork('geheim', settings, clock);

  it('signs challenges of ALTCHA (PBKDF2/SHA-256, a key signature, an expiry) priced for their messages and level', async () => {
    const challenge = await proof().challenge({ level: 2, messages: 3 });
    expect(challenge.parameters).toMatchObject({
      algorithm: PROOF_ALGORITHM,
      cost: 1,
      expiresAt: Math.floor((now + DEFAULT_PROOF_SETTINGS.lifetimeMs) / 1000),
      data: { level: 2, messages: 3 },
    });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [{ level: 0, messages: 1 }, 60],
    [{ level: 0, messages: 4 }, 240],
    [{ level: 3, messages: 1 }, 480],
    [{ level: 6, messages: 2 }, 7680],
    [{ level: 0, messages: 40 }, 60 * MAX_PRICED_MESSAGES],
  ])('asks %o for %i steps on average (the counter between half and one and a half times that)', (price, steps) => {
    expect(new ProofOfWork('geheim').stepsFor(price)).toBe(steps);
  });

  it('puts the counter the solver has to reach between half and one and a half times the average', async () => {
    const settings = { ...CHEAP, stepsPerMessage: 10 };
    const counters = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const challenge = await proof(() => now, settings).challenge({ level: 1, messages: 1 });
        return (await import('altcha-lib')).solveChallenge({ challenge, deriveKey }).then((s) => s?.counter ?? -1);
      }),
    );
    expect(Math.min(...counters)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...counters)).toBeLessThanOrEqual(30);
  });

  it('accepts its own solved challenge, naming its nonce, expiry and price', async () => {
    const challenge = await proof().challenge({ level: 1, messages: 2 });
    const check = await proof().verify(await solvedProof(challenge));
    expect(check).toEqual({
      outcome: 'solved',
      id: challenge.parameters.nonce,
      expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
      price: { level: 1, messages: 2 },
    });
  });

  it('has nothing to check without a header', async () => {
    expect(await proof().verify(undefined)).toEqual({ outcome: 'missing' });
    expect(await proof().verify('')).toEqual({ outcome: 'missing' });
  });

  it('refuses a challenge past its expiry', async () => {
    const header = await solvedProof(await proof().challenge({ level: 0, messages: 1 }));
    const later = proof(() => now + DEFAULT_PROOF_SETTINGS.lifetimeMs + 1);
    expect(await later.verify(header)).toEqual({ outcome: 'refused', reason: 'expired' });
  });

  it('refuses a wrong solution, a changed price, and a challenge another secret signed', async () => {
    const challenge = await proof().challenge({ level: 0, messages: 1 });
    const { counter, derivedKey } = JSON.parse(atob(await solvedProof(challenge))).solution as {
      counter: number;
      derivedKey: string;
    };
    const wrongKey = `${derivedKey.slice(0, -1)}${derivedKey.endsWith('0') ? '1' : '0'}`;
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, data: { level: 0, messages: 9 } } };
    const foreign = (await createChallenge({
      algorithm: PROOF_ALGORITHM,
      cost: 1,
      counter: 1,
      deriveKey,
      expiresAt: Math.floor(now / 1000) + 600,
      hmacSignatureSecret: 'ein anderes Geheimnis',
      hmacKeySignatureSecret: 'noch eins',
    })) as ProofChallenge;
    const cases = [
      encodeProof(challenge, { counter, derivedKey: wrongKey }),
      encodeProof(challenge, { counter: counter + 1, derivedKey: wrongKey }),
      encodeProof(cheaper, { counter, derivedKey }),
      await solvedProof(foreign),
    ];
    for (const header of cases) expect(await proof().verify(header)).toEqual({ outcome: 'refused', reason: 'invalid' });
  });

  it('answers every solution as altcha-lib’s verifySolution does, with the secrets it derives from its own', async () => {
    const secrets = {
      hmacSignatureSecret: createHmac('sha256', 'geheim').update('challenge').digest('hex'),
      hmacKeySignatureSecret: createHmac('sha256', 'geheim').update('derived-key').digest('hex'),
    };
    const challenge = await proof().challenge({ level: 0, messages: 1 });
    const solved = JSON.parse(atob(await solvedProof(challenge))) as {
      solution: { counter: number; derivedKey: string };
    };
    const { counter, derivedKey } = solved.solution;
    const cases = [
      [challenge, { counter, derivedKey }],
      [challenge, { counter, derivedKey: '00'.repeat(32) }],
      [challenge, { counter: counter + 1, derivedKey }],
      [challenge, { counter, derivedKey: derivedKey.toUpperCase() }],
      [challenge, { counter: -1, derivedKey }],
      [
        { ...challenge, parameters: { ...challenge.parameters, cost: 2 } },
        { counter, derivedKey },
      ],
      [
        { ...challenge, signature: undefined },
        { counter, derivedKey },
      ],
    ] as const;
    for (const [asked, solution] of cases) {
      const library = await verifySolution({ challenge: asked as never, solution, deriveKey, ...secrets });
      const relay = await proof().verify(encodeProof(asked as ProofChallenge, solution));
      expect({ solution, relay: relay.outcome === 'solved' }).toEqual({ solution, relay: library.verified });
    }
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['JSON without a challenge', btoa('{"solution":{}}')],
    ['another algorithm', btoa(JSON.stringify({ challenge: { parameters: { algorithm: 'SHA-1' } }, solution: {} }))],
  ])('refuses %s as malformed', async (_case, header) => {
    expect(await proof().verify(header)).toEqual({ outcome: 'refused', reason: 'malformed' });
  });
});

describe('the relay with the proof of work', () => {
  let app: FastifyInstance;
  const logs: string[] = [];
  beforeEach(async () => {
    logs.length = 0;
    app = await injectableRelay({}, logs);
  });
  afterEach(() => app.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
  const entry = (n: number) => app.relay.outbox.find(referenceFor(n));

  it('hands out a challenge for the asked messages (1 to 16), never cached', async () => {
    const answers = await Promise.all(
      ['', '?messages=3', '?messages=0', '?messages=999', '?messages=zwei'].map((query) =>
        app.inject({ method: 'GET', url: `/api/challenge${query}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json<ProofChallenge>().parameters.data?.messages)).toEqual([
      1,
      3,
      1,
      MAX_PRICED_MESSAGES,
      1,
    ]);
    expect(answers[0]?.headers['cache-control']).toBe('no-store');
  });

  it('accepts a request with a solved challenge for delivery', async () => {
    const response = await post(supportPayload(referenceFor(1)), await injectedProof(app));
    expect(response.statusCode).toBe(200);
    expect(entry(1)).toMatchObject({ state: 'pending', held: null });
    expect(app.relay.outbox.nextPending()?.reference).toBe(referenceFor(1));
  });

  it('holds a request without a proof: answered like any other, stored as sent, never delivered', async () => {
    const payload = supportPayload(referenceFor(2));
    const response = await post(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reference: referenceFor(2), status: 'accepted' });
    expect(entry(2)).toMatchObject({ state: 'pending', held: 'no-proof', payload });
    expect(app.relay.outbox.nextPending()).toBeUndefined();
    expect(app.relay.outbox.counts()).toMatchObject({ pending: 0, held: 1 });
    expect(app.relay.outbox.heldCount()).toBe(1);
    const line = logs.find((entry) => entry.includes(referenceFor(2)));
    expect(line && JSON.parse(line)).toMatchObject({ held: 'no-proof', heldNow: 1 });
  });

  it('holds a request whose hidden field was filled, proof or not', async () => {
    const proof = await injectedProof(app);
    expect(
      (await post(supportPayload(referenceFor(3)), { ...proof, [TRAP_HEADER]: 'http%3A%2F%2Fspam' })).statusCode,
    ).toBe(200);
    expect(entry(3)).toMatchObject({ held: 'trap' });
    expect(app.relay.outbox.nextPending()).toBeUndefined();
  });

  it('accepts a solution once: the same request again is the same request, another one is refused', async () => {
    const proof = await injectedProof(app);
    expect((await post(supportPayload(referenceFor(4)), proof)).statusCode).toBe(200);
    expect((await post(supportPayload(referenceFor(4)), proof)).statusCode).toBe(200);
    const replayed = await post(supportPayload(referenceFor(5)), proof);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toEqual({ error: relayMessages.proofRefused, code: PROOF_REFUSED_CODE });
    expect(entry(5)).toBeUndefined();
    expect(app.relay.outbox.counts().pending).toBe(1);
  });

  it('refuses a wrong solution and one priced for fewer messages than the request becomes; stores nothing', async () => {
    const { [PROOF_HEADER]: header = '' } = await injectedProof(app);
    const parsed = JSON.parse(atob(header)) as { challenge: ProofChallenge; solution: { counter: number } };
    const wrong = encodeProof(parsed.challenge, { counter: parsed.solution.counter, derivedKey: '00'.repeat(32) });
    expect((await post(supportPayload(referenceFor(6)), { [PROOF_HEADER]: wrong })).statusCode).toBe(403);
    const long = supportPayload(referenceFor(7), 'x '.repeat(6000));
    expect(messagesOf(long)).toBeGreaterThan(1);
    const short = await post(long, await injectedProof(app, 1));
    expect(short.statusCode).toBe(403);
    expect(short.json()).toMatchObject({ code: PROOF_REFUSED_CODE });
    expect((await post(long, await injectedProof(app, messagesOf(long)))).statusCode).toBe(200);
    expect(entry(6)).toBeUndefined();
    expect(entry(7)).toMatchObject({ parts: messagesOf(long), held: null });
  });

  it(`lets a sender fetch ${CHALLENGES_PER_REQUEST} challenges for every request it may send a minute`, async () => {
    const limited = await injectableRelay({ rateLimitPerMinute: 2 });
    const statuses: number[] = [];
    for (let n = 0; n < 2 * CHALLENGES_PER_REQUEST + 1; n++) {
      statuses.push((await limited.inject({ method: 'GET', url: challengeAddress(1) })).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(2 * CHALLENGES_PER_REQUEST);
    const refused = await limited.inject({ method: 'GET', url: challengeAddress(1) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: relayMessages.tooManyRequests });
    await limited.close();
  });
});
