/**
 * Contract-valid payloads of the four kinds, made by the site's own builders (src/features/cloudium/domain/
 * webhook-payload.ts) with the contract's reference alphabet: what the relay receives from the real site.
 */
import { REFERENCE_ALPHABET, type RequestKind } from '@/features/cloudium/contract/webhook-contract';
import { validateWebhookPayload, type ValidatedRequest } from '@/features/cloudium/contract/webhook-payload.schema';
import { buildCustomPayload } from '@/features/cloudium/domain/custom-request.schema';
import { buildManagedPayload } from '@/features/cloudium/domain/managed-request.schema';
import { buildPlanPayload } from '@/features/cloudium/domain/plan-request.schema';
import { buildSupportPayload } from '@/features/cloudium/domain/support.schema';

const TIMESTAMP = '2026-11-22T09:00:00.000Z';

/** A distinct, valid reference for every n (n written in the contract's alphabet). */
export function referenceFor(n: number): string {
  let text = '';
  let rest = n;
  for (let i = 0; i < 6; i++) {
    text = (REFERENCE_ALPHABET[rest % REFERENCE_ALPHABET.length] ?? '2') + text;
    rest = Math.floor(rest / REFERENCE_ALPHABET.length);
  }
  return `CL-${text}`;
}

/** The request the relay stores for a payload, after its validation; a payload it refuses is the test's error. */
export function validatedRequest(payload: unknown): ValidatedRequest {
  const result = validateWebhookPayload(payload);
  if (!result.ok) throw new Error(result.issue);
  return result.request;
}

const stamp = (reference: string) => ({ reference, timestamp: TIMESTAMP });

export function supportPayload(
  reference = referenceFor(1),
  message = 'Mein Server startet nicht.',
  subject = 'Server startet nicht',
) {
  return buildSupportPayload({ name: 'Max Muster', email: 'max@example.org', subject, message }, stamp(reference));
}

/** The plan as the request carries it (the relay checks the shape, not the catalogue). */
const ES6 = { name: 'ES6', priceCents: 2999 };

export function planPayload(reference = referenceFor(2)) {
  return buildPlanPayload({ plan: ES6, discordName: 'max_muster' }, stamp(reference));
}

export function managedPayload(reference = referenceFor(3)) {
  return buildManagedPayload(
    { discordName: 'max_muster', game: 'Andere: Enshrouded', additionalInfo: '' },
    stamp(reference),
  );
}

export function customPayload(reference = referenceFor(4)) {
  return buildCustomPayload(
    { discordName: 'max_muster', vCores: 4, ramGb: 8, ssdGb: 100, additionalInfo: '' },
    stamp(reference),
  );
}

/**
 * One payload of every kind, by its kind: a kind added to the contract is a type error here until it has one, and the
 * tests that go through every kind (the relay's schema, the compatibility of kept releases) then take it.
 */
export const PAYLOAD_OF_EACH_KIND: Readonly<Record<RequestKind, (reference: string) => unknown>> = {
  support: (reference) => supportPayload(reference),
  plan: planPayload,
  managed: managedPayload,
  custom: customPayload,
};

/** Untyped on purpose: tests reach into payloads to break them in every way a client could. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

/** A deep, mutable copy for tests that break a payload on purpose. */
export function mutable<T>(value: T): Loose {
  return JSON.parse(JSON.stringify(value)) as Loose;
}
