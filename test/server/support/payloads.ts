import {
  NO_ADDITIONAL_INFO,
  REQUEST_KINDS,
  referenceLine,
  type RequestKind,
} from '@/features/cloudium/contract/webhook-contract';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';

/** Contract-valid payloads of the four kinds, as the site's builders produce them. */

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A distinct, valid reference for every n. */
export function referenceFor(n: number): string {
  let text = '';
  let rest = n;
  for (let i = 0; i < 6; i++) {
    text = (ALPHABET[rest % ALPHABET.length] ?? '2') + text;
    rest = Math.floor(rest / ALPHABET.length);
  }
  return `CL-${text}`;
}

function payload(kind: RequestKind, reference: string, titleSuffix: string, values: string[]): WebhookPayload {
  const contract = REQUEST_KINDS[kind];
  return {
    embeds: [
      {
        title: `${contract.titlePrefix}${titleSuffix}`,
        description: referenceLine(reference),
        color: contract.color,
        fields: contract.fieldNames.map((name, index) => ({ name, value: values[index] ?? '', inline: index < 2 })),
        footer: { text: contract.footer },
        timestamp: '2026-11-22T09:00:00.000Z',
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

export function supportPayload(
  reference = referenceFor(1),
  message = 'Mein Server startet nicht.',
  subject = 'Server startet nicht',
) {
  return payload('support', reference, subject, ['Max Muster', 'max@example.org', subject, message]);
}

export function planPayload(reference = referenceFor(2)) {
  return payload('plan', reference, 'ES6', ['ES6', '29,99 €', 'max_muster']);
}

export function managedPayload(reference = referenceFor(3)) {
  return payload('managed', reference, '', ['max_muster', 'Andere: Enshrouded', NO_ADDITIONAL_INFO]);
}

export function customPayload(reference = referenceFor(4)) {
  return payload('custom', reference, '', ['max_muster', '4', '8', '100', NO_ADDITIONAL_INFO]);
}

/** Untyped on purpose: tests reach into payloads to break them in every way a client could. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

/** A deep, mutable copy for tests that break a payload on purpose. */
export function mutable<T>(value: T): Loose {
  return JSON.parse(JSON.stringify(value)) as Loose;
}
