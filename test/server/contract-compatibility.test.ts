import type { FastifyInstance } from 'fastify';
import { buildCustomPayload } from '@/features/cloudium/domain/custom-request.schema';
import { buildPlanPayload } from '@/features/cloudium/domain/plan-request.schema';
import { finderIntent } from '@/features/cloudium/contract/finder-intent';
import recorded from './contract/payloads-by-release.json';
import { REQUEST_KIND_NAMES, type RequestKind } from '@/features/cloudium/contract/webhook-contract';
import { PAYLOAD_OF_EACH_KIND, referenceFor, supportPayload, validatedRequest } from './support/payloads';
import { injectableRelay } from './support/relay-harness';
import { injectedProof, messagesOf } from './support/proof';

/**
 * A page of an earlier release still open in a browser sends its requests to the relay of the new one
 * (docs/adr/0013-releases-switched-without-a-gap.md): the relay accepts the payloads of every kept release. They are
 * recorded in contract/payloads-by-release.json, newest last. When this release's pages send something else, that is a
 * change of the contract: record the new payloads as a new entry, and keep the older ones (and the relay accepting
 * them) for as long as releases are kept, 7 days. Pages of a release before the proof of work send none: their
 * requests are kept as held for the operator, never lost and never delivered without a look
 * (docs/adr/0015-proof-of-work-and-fair-limits.md).
 */

/** What this release's pages send, made by its own builders from the inputs of the recording. */
function payloadsOfThisRelease(): Record<string, unknown> {
  const stamp = (n: number) => ({ reference: referenceFor(n), timestamp: '2026-11-29T07:00:00.000Z' });
  // A kind added to the contract is a type error here until this release sends one, and then a recording.
  const ofEachKind: Record<RequestKind, unknown> = {
    support: supportPayload(
      referenceFor(101),
      'Seit dem Update startet mein Server nicht mehr.\n\nGruß, Max',
      'Server startet nicht',
    ),
    plan: PAYLOAD_OF_EACH_KIND.plan(referenceFor(102)),
    managed: PAYLOAD_OF_EACH_KIND.managed(referenceFor(104)),
    custom: PAYLOAD_OF_EACH_KIND.custom(referenceFor(105)),
  };
  return {
    ...ofEachKind,
    planFromTheFinder: buildPlanPayload(
      {
        plan: { name: 'ES4', priceCents: 1499 },
        discordName: 'max_muster',
        recommendedFor: finderIntent({ game: 'Minecraft', variant: 'modded', players: 12 }),
      },
      stamp(103),
    ),
    customWithInfo: buildCustomPayload(
      { discordName: 'max_muster', vCores: 8, ramGb: 32, ssdGb: 500, additionalInfo: 'ARK mit 40 Mods' },
      stamp(106),
    ),
  };
}

/** A relay of this release for the tests of the enclosing block (the recordings share references). */
function relayOfThisRelease(): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await injectableRelay();
  });
  afterAll(() => app?.close());
  return () => {
    if (!app) throw new Error('Der Relay startet vor den Tests.');
    return app;
  };
}

describe.each(recorded.releases)(
  'the pages of release $contractOf (recorded $recorded, proof of work: $proofOfWork)',
  ({ payloads, proofOfWork }) => {
    const relay = relayOfThisRelease();
    it.each(Object.entries(payloads))('%s: accepted by this relay and stored as sent', async (_kind, payload) => {
      const app = relay();
      const headers = proofOfWork ? await injectedProof(app, messagesOf(payload)) : {};
      const answer = await app.inject({ method: 'POST', url: '/api/webhook', payload, headers });
      expect(answer.statusCode).toBe(200);
      const { reference } = answer.json<{ reference: string }>();
      const stored = app.relay.outbox.find(reference);
      expect(stored?.payload).toEqual(payload);
      // With a proof it is in line for delivery; without one (a page older than the proof) it waits for the operator.
      expect(stored?.held).toBe(proofOfWork ? null : 'no-proof');
    });
  },
);

it('records whether the pages of each release send a proof of work, and the newest do', () => {
  expect(recorded.releases.map((release) => typeof release.proofOfWork)).not.toContain('undefined');
  expect(recorded.releases.at(-1)?.proofOfWork).toBe(true);
});

it('the newest recording is what this release’s pages send (a change of the contract is recorded)', () => {
  const newest = recorded.releases.at(-1)?.payloads;
  expect(payloadsOfThisRelease()).toEqual(newest);
});

it('the newest recording holds a request of every kind of the contract', () => {
  const kinds = Object.values(recorded.releases.at(-1)?.payloads ?? {}).map(
    (payload) => validatedRequest(payload).kind,
  );
  expect(new Set(kinds)).toEqual(new Set(REQUEST_KIND_NAMES));
});
