/**
 * A new request kind is one entry in the contract's list (src/features/cloudium/contract/webhook-contract.ts), and
 * the relay follows it without another edit (docs/architecture.md, "I am adding a request kind"): here the list gains
 * a "Server-Umzug" kind, and the relay's schema accepts its payload, the outbox stores it under its kind (its CHECK
 * widened from the list), erasure keeps what the contract fixes for it, and a page keeps it waiting under the kind
 * its form names. The site's side (its form, its
 * dialog, its card) is test/features/cloudium/adding-a-request-kind.test.tsx.
 */
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import type * as RelocationKind from '../support/relocation-kind';

jest.mock('@/features/cloudium/contract/webhook-contract', () =>
  jest.requireActual<typeof RelocationKind>('../support/relocation-kind').withRelocation(),
);

import { REQUEST_KINDS, referenceLine } from '@/features/cloudium/contract/webhook-contract';
import { validateWebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { keepWaiting } from '@/features/cloudium/store/waiting/waiting-requests';
import { ERASED_MARKER } from '@/server/relay/outbox-entry';
import { Outbox } from '@/server/relay/outbox';
import { memoryWaitingStore } from '../features/cloudium/support/memory-waiting-store';
import { referenceFor } from './support/payloads';
import { RELOCATION as NEW_KIND } from '../support/relocation-kind';

const RELOCATION = REQUEST_KINDS[NEW_KIND];

function relocationPayload(reference: string): WebhookPayload {
  return {
    embeds: [
      {
        title: RELOCATION.titlePrefix,
        description: referenceLine(reference),
        color: RELOCATION.color,
        fields: [
          { name: 'Discord Name', value: 'max_muster', inline: true },
          { name: 'Bisheriger Anbieter', value: 'Anderswo Hosting', inline: true },
          { name: 'Zusätzliche Infos', value: 'Keine', inline: false },
        ],
        footer: { text: RELOCATION.footer },
        timestamp: '2026-12-02T10:00:00.000Z',
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

it('the relay’s schema accepts the new kind’s payload as that kind', () => {
  const payload = relocationPayload(referenceFor(1));
  expect(validateWebhookPayload(payload)).toEqual({
    ok: true,
    request: { kind: 'relocation', reference: referenceFor(1), payload },
  });
});

it('the outbox stores it under its kind, and erasing it keeps only what the contract fixes', () => {
  const outbox = Outbox.open(':memory:');
  const result = validateWebhookPayload(relocationPayload(referenceFor(2)));
  if (!result.ok) throw new Error(result.issue);
  expect(outbox.add(result.request).outcome).toBe('created');
  expect(outbox.find(referenceFor(2))).toMatchObject({ kind: 'relocation', state: 'pending' });
  const erased = outbox.erase(referenceFor(2));
  expect(erased?.entry.payload.embeds[0]).toMatchObject({
    title: RELOCATION.titlePrefix,
    footer: { text: RELOCATION.footer },
    fields: RELOCATION.fieldNames.map((name) => ({ name, value: ERASED_MARKER })),
  });
  outbox.close();
});

it('a page keeps it waiting under the kind its form names', async () => {
  const { store, waiting } = memoryWaitingStore();
  await keepWaiting(store, NEW_KIND, relocationPayload(referenceFor(3)), new Date());
  expect(waiting.get(referenceFor(3))?.kind).toBe('relocation');
});
