/**
 * A request that failed for want of a connection waits in the browser and goes out by itself (docs/product.md,
 * "Offline"; the storage: features/cloudium/store/waiting/waiting-requests.ts). These are its rules, pure.
 */
import { referenceLine, type RequestKind } from '../contract/webhook-contract';
import type { WebhookPayload } from '../contract/webhook-payload.schema';
import type { RequestStamp } from './webhook-payload';

/** A request kept until it goes out: stamped, so every try is the same request under the same reference. */
export interface WaitingRequest {
  readonly reference: string;
  readonly kind: RequestKind;
  readonly payload: WebhookPayload;
  /** When it was kept, ISO 8601. */
  readonly since: string;
  /** What the form's hidden field held (filled by no person): it goes along, and the relay holds the request. */
  readonly trap?: string;
}

/** Older than this, a waiting request is dropped (and the visitor told): it would reach the team out of date. */
export const WAITING_LIMIT_MS = 48 * 60 * 60 * 1000;

export function isExpired(request: WaitingRequest, now: Date): boolean {
  return now.getTime() - new Date(request.since).getTime() > WAITING_LIMIT_MS;
}

/** When a request's 48 hours begin: at the visitor's tap, the time its stamp carries (else now). */
export function waitingSince(payload: WebhookPayload, now: Date): string {
  const stamped = Date.parse(payload.embeds[0]?.timestamp ?? '');
  return Number.isFinite(stamped) && stamped <= now.getTime() ? new Date(stamped).toISOString() : now.toISOString();
}

/** The same waiting request under another reference (another request held its own): only the reference line changes. */
export function restamped(request: WaitingRequest, reference: string): WaitingRequest {
  const [embed] = request.payload.embeds;
  const [, ...more] = embed.description.split('\n');
  const description = [referenceLine(reference), ...more].join('\n');
  return { ...request, reference, payload: { ...request.payload, embeds: [{ ...embed, description }] } };
}

/** What one try brought: an HTTP answer, or none at all. */
export type TryAnswer = { readonly status: number; readonly body: string } | 'no-answer';

/**
 * What a try means for a waiting request: a 2xx is sent; a 429, a 5xx or no answer is tried again later; any other
 * answer (400, 409, 413, …) is final, and the visitor learns of it.
 */
export type TryOutcome = 'sent' | 'again' | 'final';

export function outcomeOf(answer: TryAnswer): TryOutcome {
  if (answer === 'no-answer') return 'again';
  if (answer.status >= 200 && answer.status < 300) return 'sent';
  if (answer.status === 429 || answer.status >= 500) return 'again';
  return 'final';
}

/** What became of a waiting request, for the visitor: shown in the open page or at the next visit. */
export type WaitingResult =
  | { readonly reference: string; readonly kind: RequestKind; readonly outcome: 'sent' }
  | {
      readonly reference: string;
      readonly kind: RequestKind;
      readonly outcome: 'final';
      readonly status: number;
      readonly body: string;
    }
  | { readonly reference: string; readonly kind: RequestKind; readonly outcome: 'expired' };

/**
 * The stamp of a waiting request that is the same request as `compose` makes (the visitor sends again what waits):
 * sent under it, the relay takes both as one.
 */
export function sameRequestStamp(
  waiting: readonly WaitingRequest[],
  compose: (stamp: RequestStamp) => WebhookPayload,
): RequestStamp | undefined {
  for (const request of waiting) {
    const stamp = { reference: request.reference, timestamp: request.payload.embeds[0]?.timestamp ?? request.since };
    if (JSON.stringify(compose(stamp)) === JSON.stringify(request.payload)) return stamp;
  }
  return undefined;
}
