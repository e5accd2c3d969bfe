/**
 * Pure builders for the four webhook payloads of docs/product.md#requests-to-the-team, in exactly the shape of the contract the relay
 * validates: one embed, field names in the contract's order, the reference line as description, no mentions.
 */
import {
  NO_ADDITIONAL_INFO,
  NO_MENTIONS,
  REQUEST_KINDS,
  referenceLine,
  type RequestKind,
} from '../contract/webhook-contract';
import type { EmbedField, WebhookPayload } from '../contract/webhook-payload.schema';
import { recommendationLine } from '@/features/cloudium/contract/finder-intent';
import type { CustomRequest } from './custom-request.schema';
import type { ManagedRequest } from './managed-request.schema';
import { formatMonthlyPrice } from '@/domain/money';
import type { PlanRequest } from './plan-request.schema';
import type { SupportRequest } from './support.schema';

export interface RequestStamp {
  /** `newReference()` of the contract. */
  readonly reference: string;
  /** ISO 8601 time of the request. */
  readonly timestamp: string;
}

type FieldValue = readonly [value: string, inline: boolean];

function payload(
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

export function buildSupportPayload(request: SupportRequest, stamp: RequestStamp): WebhookPayload {
  return payload(
    'support',
    request.subject,
    [
      [request.name, true],
      [request.email, true],
      [request.subject, false],
      [request.message, false],
    ],
    stamp,
  );
}

export function buildPlanPayload(request: PlanRequest, stamp: RequestStamp): WebhookPayload {
  return payload(
    'plan',
    request.plan.name,
    [
      [request.plan.name, true],
      [formatMonthlyPrice(request.plan.priceCents), true],
      [request.discordName, true],
    ],
    stamp,
    request.recommendedFor ? recommendationLine(request.recommendedFor) : undefined,
  );
}

export function buildManagedPayload(request: ManagedRequest, stamp: RequestStamp): WebhookPayload {
  return payload(
    'managed',
    '',
    [
      [request.discordName, true],
      [request.game, true],
      [orNone(request.additionalInfo), false],
    ],
    stamp,
  );
}

export function buildCustomPayload(request: CustomRequest, stamp: RequestStamp): WebhookPayload {
  return payload(
    'custom',
    '',
    [
      [request.discordName, true],
      [String(request.vCores), true],
      [String(request.ramGb), true],
      [String(request.ssdGb), true],
      [orNone(request.additionalInfo), false],
    ],
    stamp,
  );
}
