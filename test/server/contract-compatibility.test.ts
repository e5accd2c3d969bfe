import type { FastifyInstance } from 'fastify';
import { buildCustomPayload, buildPlanPayload } from '@/features/cloudium/domain/webhook-payload';
import { finderIntent } from '@/features/cloudium/contract/finder-intent';
import { buildServer } from '@/server/app';
import recorded from './contract/payloads-by-release.json';
import { customPayload, managedPayload, planPayload, referenceFor, supportPayload } from './support/payloads';
import { writeFakeBuild } from './support/relay-harness';

/**
 * A page of an earlier release still open in a browser sends its requests to the relay of the new one
 * (docs/adr/0013-releases-switched-without-a-gap.md): the relay accepts the payloads of every kept release. They are
 * recorded in contract/payloads-by-release.json, newest last. When this release's pages send something else, that is a
 * change of the contract: record the new payloads as a new entry, and keep the older ones (and the relay accepting
 * them) for as long as releases are kept, 7 days.
 */

/** What this release's pages send, made by its own builders from the inputs of the recording. */
function payloadsOfThisRelease(): Record<string, unknown> {
  const stamp = (n: number) => ({ reference: referenceFor(n), timestamp: '2026-11-29T07:00:00.000Z' });
  return {
    support: supportPayload(
      referenceFor(101),
      'Seit dem Update startet mein Server nicht mehr.\n\nGruß, Max',
      'Server startet nicht',
    ),
    plan: planPayload(referenceFor(102)),
    planFromTheFinder: buildPlanPayload(
      {
        plan: { name: 'ES4', priceCents: 1499 },
        discordName: 'max_muster',
        recommendedFor: finderIntent({ game: 'Minecraft', variant: 'modded', players: 12 }),
      },
      stamp(103),
    ),
    managed: managedPayload(referenceFor(104)),
    custom: customPayload(referenceFor(105)),
    customWithInfo: buildCustomPayload(
      { discordName: 'max_muster', vCores: 8, ramGb: 32, ssdGb: 500, additionalInfo: 'ARK mit 40 Mods' },
      stamp(106),
    ),
  };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer({ publicDir: writeFakeBuild(), relay: { rateLimitPerMinute: 1_000 } });
});
afterAll(() => app.close());

describe.each(recorded.releases)('the pages of release $contractOf (recorded $recorded)', ({ payloads }) => {
  it.each(Object.entries(payloads))('%s: accepted by this relay and stored as sent', async (_kind, payload) => {
    const answer = await app.inject({ method: 'POST', url: '/api/webhook', payload });
    expect(answer.statusCode).toBe(200);
    const { reference } = answer.json<{ reference: string }>();
    expect(app.relay.outbox.find(reference)?.payload).toEqual(payload);
  });
});

it('the newest recording is what this release’s pages send (a change of the contract is recorded)', () => {
  const newest = recorded.releases.at(-1)?.payloads;
  expect(payloadsOfThisRelease()).toEqual(newest);
});
