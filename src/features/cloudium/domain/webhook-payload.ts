/**
 * The shape every request kind's payload is built in (docs/product.md#requests-to-the-team), exactly as the contract
 * the relay validates: one embed, field names in the contract's order, the reference line as description, no mentions.
 * Each kind's builder sits beside its form's schema (`*.schema.ts` here), as does the kind's form as a whole.
 */
import {
  NO_ADDITIONAL_INFO,
  NO_MENTIONS,
  REQUEST_KINDS,
  referenceLine,
  type RequestKind,
} from '../contract/webhook-contract';
import type { EmbedField, WebhookPayload } from '../contract/webhook-payload.schema';
import type { Validation } from '@/domain/message-validation';

export interface RequestStamp {
  /** `newReference()` of the contract. */
  readonly reference: string;
  /** ISO 8601 time of the request. */
  readonly timestamp: string;
}

type FieldValue = readonly [value: string, inline: boolean];

/** A kind's payload: its title's suffix, its field values in the contract's order, an extra line under the reference. */
export function requestPayload(
  kind: RequestKind,
  titleSuffix: string,
  values: readonly FieldValue[],
  stamp: RequestStamp,
  extraLine?: string,
) {
  const contract = REQUEST_KINDS[kind];
  const fields: EmbedField[] = contract.fieldNames.map((name, index) => {
    const [value, inline] = values[index] ?? ['', false];
    return { name, value, inline };
  });
  const result: WebhookPayload = {
    embeds: [
      {
        title: `${contract.titlePrefix}${titleSuffix}`,
        description: extraLine ? `${referenceLine(stamp.reference)}\n${extraLine}` : referenceLine(stamp.reference),
        color: contract.color,
        fields,
        footer: { text: contract.footer },
        timestamp: stamp.timestamp,
      },
    ],
    allowed_mentions: NO_MENTIONS,
  };
  return result;
}

/** An empty optional text is sent as 'Keine' (docs/product.md#requests-to-the-team). */
function orNone(text: string): string {
  return text.trim() === '' ? NO_ADDITIONAL_INFO : text;
}

/** What every service's request holds around what the service itself needs. */
export interface ServiceRequest {
  readonly discordName: string;
  readonly additionalInfo: string;
}

/**
 * A service's payload (managed, custom, …) in the order its dialog asks: the Discord name, what the service needs
 * (inline fields), the optional extra info last ('Keine' when empty).
 */
export function servicePayload(
  kind: RequestKind,
  request: ServiceRequest,
  needs: readonly string[],
  stamp: RequestStamp,
): WebhookPayload {
  const needed = needs.map((value): FieldValue => [value, true]);
  const values: FieldValue[] = [[request.discordName, true], ...needed, [orNone(request.additionalInfo), false]];
  return requestPayload(kind, '', values, stamp);
}

/**
 * A kind's form as a request dialog runs it (docs/architecture.md, "I am adding …"): what it starts with, what a valid
 * submit is, and the payload that submit becomes once it is stamped.
 */
export interface RequestForm<TFields, TValue> {
  readonly fields: TFields;
  readonly validate: (fields: TFields) => Validation<TValue>;
  readonly compose: (value: TValue, stamp: RequestStamp) => WebhookPayload;
}
