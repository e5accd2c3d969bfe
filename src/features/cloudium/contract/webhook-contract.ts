/**
 * The contract between the site and the relay for the webhook requests of docs/product.md#requests-to-the-team, with the
 * values docs/product.md#requests-to-the-team fixes. The browser's payload builders produce exactly this shape; the
 * relay's schema accepts nothing else. Field names and their order are the contract's
 * (docs/product.md#requests-to-the-team). The payload's types come from the relay's schema (webhook-payload.schema.ts).
 */

/** Nobody can be pinged by what a visitor typed ("@everyone"). */
export const NO_MENTIONS = { parse: [] as never[] } as const;

export interface RequestKindContract {
  readonly color: number;
  readonly footer: string;
  /** Field names in the order of docs/product.md#shared-layout. */
  readonly fieldNames: readonly string[];
  /** The fixed title, or the prefix before the subject/plan name. */
  readonly titlePrefix: string;
  /** Whether something follows the prefix (support subject, plan name). */
  readonly titleHasSuffix: boolean;
  /** Fields whose value is a whole number (the custom server's sizes). */
  readonly wholeNumberFields?: readonly string[];
  /** Whether the description may add the plan finder's line after the reference line (a plan request). */
  readonly finderLine?: boolean;
}

/**
 * The request kinds, each with what the contract fixes for it: the one list of them. The relay's schema
 * (webhook-payload.schema.ts) and the outbox's CHECK on `kind` (src/server/relay/outbox.ts) follow it. A kind is added at
 * the end and never taken out: the outbox keeps the requests stored under it, and open pages of older releases may
 * still send it.
 */
const KIND_CONTRACTS = {
  support: {
    color: 0x5865f2,
    footer: 'Cloudium Support-Anfrage',
    fieldNames: ['Name', 'Email', 'Betreff', 'Nachricht'],
    titlePrefix: 'Neue Support-Anfrage: ',
    titleHasSuffix: true,
  },
  plan: {
    color: 0x57f287,
    footer: 'Cloudium Bestellung',
    fieldNames: ['Paket', 'Preis', 'Discord Name'],
    titlePrefix: 'Neue Bestellung: ',
    titleHasSuffix: true,
    finderLine: true,
  },
  managed: {
    color: 0xfee75c,
    footer: 'Cloudium Managed Game Hosting',
    fieldNames: ['Discord Name', 'Gewünschtes Spiel', 'Zusätzliche Infos'],
    titlePrefix: 'Neue Managed Game Hosting Anfrage',
    titleHasSuffix: false,
  },
  custom: {
    color: 0xeb459e,
    footer: 'Cloudium Custom Server',
    fieldNames: ['Discord Name', 'vCores', 'RAM (GB)', 'SSD Speicher (GB)', 'Zusätzliche Infos'],
    titlePrefix: 'Neue Custom Server Anfrage',
    titleHasSuffix: false,
    wholeNumberFields: ['vCores', 'RAM (GB)', 'SSD Speicher (GB)'],
  },
} as const satisfies Readonly<Record<string, RequestKindContract>>;

export type RequestKind = keyof typeof KIND_CONTRACTS;

export const REQUEST_KINDS: Readonly<Record<RequestKind, RequestKindContract>> = KIND_CONTRACTS;

/** The kinds in the order of the list. */
export const REQUEST_KIND_NAMES = Object.keys(REQUEST_KINDS) as readonly RequestKind[];

/** Value sent for an empty optional "Zusätzliche Infos". */
export const NO_ADDITIONAL_INFO = 'Keine';

/** Reference numbers: "CL-" and six characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /^CL-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
export const REFERENCE_LINE_PREFIX = 'Referenz: ';

export function referenceLine(reference: string): string {
  return `${REFERENCE_LINE_PREFIX}${reference}`;
}

/** The reference a payload's description carries, or null. */
export function referenceOf(description: string): string | null {
  const firstLine = description.split('\n', 1)[0] ?? '';
  if (!firstLine.startsWith(REFERENCE_LINE_PREFIX)) return null;
  const reference = firstLine.slice(REFERENCE_LINE_PREFIX.length).trim();
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}

/** Generates a reference with the platform's CSPRNG (available in browsers and Node 20 alike). */
export function newReference(random: (count: number) => Uint8Array = randomBytes): string {
  const bytes = random(6);
  let text = '';
  for (const byte of bytes) text += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `CL-${text}`;
}

function randomBytes(count: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

/** What the relay answers when it has committed a request to the outbox. */
export interface RelayAcceptedResponse {
  readonly reference: string;
  readonly status: 'accepted';
}
