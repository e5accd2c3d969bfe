/**
 * A request kind the site does not have, "Server-Umzug", added as a new kind is added (docs/architecture.md, "I am
 * adding …"): one entry in the contract's list. A test adds it with
 * `jest.mock('@/features/cloudium/contract/webhook-contract', () => jest.requireActual<…>('…/relocation-kind').withRelocation())`;
 * everything else the site and the relay know of kinds follows from the list.
 */
import type * as WebhookContract from '@/features/cloudium/contract/webhook-contract';
import type { RequestKind } from '@/features/cloudium/contract/webhook-contract';

export const RELOCATION = 'relocation' as RequestKind;

export const RELOCATION_CONTRACT = {
  color: 0x3ba55d,
  footer: 'Cloudium Server-Umzug',
  fieldNames: ['Discord Name', 'Bisheriger Anbieter', 'Zusätzliche Infos'],
  titlePrefix: 'Neue Server-Umzug Anfrage',
  titleHasSuffix: false,
};

/** The contract's module with the new kind at the end of its list. */
export function withRelocation(): typeof WebhookContract {
  const actual = jest.requireActual<typeof WebhookContract>('@/features/cloudium/contract/webhook-contract');
  const kinds = { ...actual.REQUEST_KINDS, [RELOCATION]: RELOCATION_CONTRACT };
  return { ...actual, REQUEST_KINDS: kinds, REQUEST_KIND_NAMES: Object.keys(kinds) as RequestKind[] };
}
