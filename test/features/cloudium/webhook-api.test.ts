import { failureDetails, isWebhookFailure } from '@/features/cloudium/domain/webhook-failure';
import { REFERENCE_PATTERN, referenceOf } from '@/features/cloudium/contract/webhook-contract';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import type { RequestStamp } from '@/features/cloudium/domain/webhook-payload';
import { buildPlanPayload } from '@/features/cloudium/domain/plan-request.schema';
import { makeAppStore } from '@/app/app-store';
import { sendWebhook, webhookApi, webhookFailureOf, type OutgoingRequest } from '@/features/cloudium/store/webhook.api';
import { pageProof } from '@/features/cloudium/store/page-proof';
import {
  PROOF_HEADER,
  PROOF_REFUSED_CODE,
  TRAP_HEADER,
  type ProofChallenge,
  type ProofSolution,
} from '@/features/cloudium/contract/proof-contract';
import { messagesFor } from '@/features/cloudium/contract/team-view';
import { buildSupportPayload } from '@/features/cloudium/domain/support.schema';
import { replaceWaitingStore } from '@/features/cloudium/store/waiting/waiting-in-page';
import { waitingSnapshot } from '@/features/cloudium/store/waiting/waiting-snapshot';
import { memoryWaitingStore } from './support/memory-waiting-store';
import { stubFetch, type FetchStub } from './fetch-stub';

const planRequest = { discordName: 'nova_fan', plan: { name: 'ES1', priceCents: 349 } };
const draft = { compose: (stamp: RequestStamp) => buildPlanPayload(planRequest, stamp) };

describe('failure details (docs/product.md#errors)', () => {
  it.each([
    ['{"message":"kaputt"}', '{"message":"kaputt"}'],
    ['{ "code" : 50006 }', '{"code":50006}'],
    ['"Zu viele Anfragen"', 'Zu viele Anfragen'],
    ['[1,2]', '[1,2]'],
    ['', 'Keine Details'],
    ['null', 'Keine Details'],
    ['<html>Bad Gateway</html>', 'Keine Details'],
    ['Too Many Requests', 'Keine Details'],
  ])('body %j gives details %j', (body, details) => {
    expect(failureDetails(body)).toBe(details);
  });
});

describe('RTK Query error mapping', () => {
  it.each([
    [
      { status: 500, data: '{"a":1}' },
      { kind: 'http', status: 500, body: '{"a":1}' },
    ],
    [
      { status: 429, data: { retry_after: 1 } },
      { kind: 'http', status: 429, body: '{"retry_after":1}' },
    ],
    [
      { status: 'PARSING_ERROR', originalStatus: 502, data: 'x', error: 'e' },
      { kind: 'http', status: 502, body: 'x' },
    ],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, { kind: 'network' }],
    [{ status: 'TIMEOUT_ERROR', error: 'timeout' }, { kind: 'network' }],
    [{ message: 'boom' }, { kind: 'network' }],
  ] as const)('%o becomes %o', (error, failure) => {
    expect(webhookFailureOf(error as never)).toEqual(failure);
    expect(isWebhookFailure(failure)).toBe(true);
  });
});

describe('webhook mutations against a stubbed fetch', () => {
  let stub: FetchStub;
  beforeEach(() => {
    stub = stubFetch();
  });
  afterEach(() => stub.restore());

  async function sendWithStore(request = draft, trap?: string) {
    const store = makeAppStore();
    store.attach(webhookApi);
    const trigger = (outgoing: OutgoingRequest) => store.dispatch(webhookApi.endpoints.sendRequest.initiate(outgoing));
    return sendWebhook(trigger, { kind: 'support', proofs: pageProof, trap: () => trap })(request);
  }

  /** The proof a request carried: ALTCHA's payload, the challenge the stub handed out and its solution. */
  function proofOf(request: Request): { challenge: ProofChallenge; solution: ProofSolution } {
    return JSON.parse(atob(request.headers.get(PROOF_HEADER) ?? '')) as never;
  }

  it('goes with a solved challenge of the relay (docs/adr/0015-proof-of-work-and-fair-limits.md), one per request', async () => {
    stub.respond(() => new Response('{"status":"accepted"}', { status: 200 }));
    await sendWithStore();
    await sendWithStore();
    expect(stub.challenges).toHaveLength(2);
    const proofs = stub.calls.map(proofOf);
    // The stub's challenges are reached at counter 1 (fetch-stub.ts): the solver went there.
    expect(proofs.map(({ solution }) => solution.counter)).toEqual([1, 1]);
    expect(proofs[0]?.challenge.parameters.nonce).not.toBe(proofs[1]?.challenge.parameters.nonce);
    expect(stub.calls[0]?.headers.has(TRAP_HEADER)).toBe(false);
  });

  it('asks for a challenge priced for every message a long request becomes', async () => {
    stub.respond(() => new Response('{}', { status: 200 }));
    const long = {
      compose: (stamp: RequestStamp) =>
        buildSupportPayload(
          { name: 'Lea', email: 'lea@example.org', subject: 'Log', message: 'x '.repeat(9000) },
          stamp,
        ),
    };
    await sendWithStore(long);
    const sent = (await stub.calls[0]?.clone().json()) as WebhookPayload;
    const messages = messagesFor(sent).length;
    expect(messages).toBeGreaterThan(2);
    expect(stub.challenges.map((call) => new URL(call.url).searchParams.get('messages'))).toEqual([String(messages)]);
    expect(proofOf(stub.calls[0] as Request).challenge.parameters.data?.messages).toBe(messages);
  });

  it('solves a fresh challenge once when the relay refuses the proof, then shows a second refusal', async () => {
    const refusal = JSON.stringify({ error: 'Nachweis', code: PROOF_REFUSED_CODE });
    const answers = [403, 200];
    stub.respond(() => new Response(answers[0] === 403 ? refusal : '{}', { status: answers.shift() ?? 403 }));
    await expect(sendWithStore()).resolves.toMatch(REFERENCE_PATTERN);
    expect(stub.calls).toHaveLength(2);
    expect(proofOf(stub.calls[0] as Request).challenge.parameters.nonce).not.toBe(
      proofOf(stub.calls[1] as Request).challenge.parameters.nonce,
    );
    stub.respond(() => new Response(refusal, { status: 403 }));
    await expect(sendWithStore()).rejects.toEqual({ kind: 'http', status: 403, body: refusal });
    expect(stub.calls).toHaveLength(4);
  });

  it('sends what the form’s hidden field holds along (the relay holds such a request)', async () => {
    stub.respond(() => new Response('{}', { status: 200 }));
    await sendWithStore(draft, 'https://spam.example/ä');
    expect(stub.calls[0]?.headers.get(TRAP_HEADER)).toBe(encodeURIComponent('https://spam.example/ä'));
  });

  it('stamps the request as it goes out and posts it as JSON to the configured address', async () => {
    stub.respond(() => new Response('{"status":"accepted"}', { status: 200 }));
    const before = Date.now();
    const accepted = await sendWithStore();
    expect(accepted).toMatch(REFERENCE_PATTERN);
    expect(stub.calls).toHaveLength(1);
    expect(stub.challenges).toHaveLength(1);
    const request = stub.calls[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/webhook');
    expect(request.headers.get('content-type')).toBe('application/json');
    const body = (await request.json()) as WebhookPayload;
    expect(body.embeds[0].description).toBe(`Referenz: ${accepted}`);
    expect(body.embeds[0].fields.map((field) => field.value)).toEqual(['ES1', '3,49 € / Monat', 'nova_fan']);
    const sentAt = Date.parse(body.embeds[0].timestamp);
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ['204 without a body', () => new Response(null, { status: 204 })],
    ['200 with plain text', () => new Response('ok', { status: 200 })],
  ])('treats %s as success', async (_case, response) => {
    stub.respond(response);
    await expect(sendWithStore()).resolves.toMatch(REFERENCE_PATTERN);
  });

  it.each([
    [500, '{"message":"kaputt"}'],
    [429, ''],
    [404, '<html></html>'],
  ])('rejects a %i answer with its status and body', async (status, body) => {
    stub.respond(() => new Response(body, { status }));
    await expect(sendWithStore()).rejects.toEqual({ kind: 'http', status, body });
  });

  it('sends again under a fresh reference when the relay answers 409, and resolves with that one', async () => {
    const answers = [409, 200];
    stub.respond(() => new Response('{}', { status: answers.shift() ?? 500 }));
    const accepted = await sendWithStore();
    expect(stub.calls).toHaveLength(2);
    const [first, second] = (await Promise.all(stub.calls.map((call) => (call as Request).json()))) as WebhookPayload[];
    expect(referenceOf(first?.embeds[0].description ?? '')).toMatch(REFERENCE_PATTERN);
    expect(referenceOf(first?.embeds[0].description ?? '')).not.toBe(accepted);
    expect(second?.embeds[0].description).toBe(`Referenz: ${accepted}`);
    expect({ ...second?.embeds[0], description: '' }).toEqual({ ...first?.embeds[0], description: '' });
  });

  it('rejects a failed connection as a network failure', async () => {
    stub.respond(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendWithStore()).rejects.toEqual({ kind: 'network' });
  });

  describe('a request without a connection waits (docs/product.md, "Offline")', () => {
    let kept: ReturnType<typeof memoryWaitingStore>;
    beforeEach(() => {
      kept = memoryWaitingStore();
      replaceWaitingStore(kept.store);
    });
    afterEach(() => replaceWaitingStore(undefined));
    const offline = () =>
      stub.respond(() => {
        throw new TypeError('Failed to fetch');
      });
    const sentReferences = () =>
      Promise.all(
        stub.calls.map(async (call) =>
          referenceOf(((await call.clone().json()) as WebhookPayload).embeds[0].description),
        ),
      );

    it('is kept under the reference it went out with, and the failure shows as before', async () => {
      offline();
      await expect(sendWithStore()).rejects.toEqual({ kind: 'network' });
      const [reference] = await sentReferences();
      expect([...kept.waiting.keys()]).toEqual([reference]);
      expect(waitingSnapshot().map((request) => request.reference)).toEqual([reference]);
    });

    it('sent again while it waits, goes under the same reference: one request, gone from the waiting once accepted', async () => {
      offline();
      await expect(sendWithStore()).rejects.toEqual({ kind: 'network' });
      await expect(sendWithStore()).rejects.toEqual({ kind: 'network' });
      expect(kept.waiting.size).toBe(1);
      stub.respond(() => new Response('{}', { status: 200 }));
      const accepted = await sendWithStore();
      const references = await sentReferences();
      expect(new Set(references)).toEqual(new Set([accepted]));
      expect(kept.waiting.size).toBe(0);
    });
  });
});
