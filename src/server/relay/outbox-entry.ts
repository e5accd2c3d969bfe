import {
  NO_MENTIONS,
  REQUEST_KINDS,
  referenceLine,
  type RequestKind,
} from '@/features/cloudium/contract/webhook-contract';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import type { HeldReason } from './admission';

/**
 * A request as the outbox keeps it (outbox.ts): its delivery state, what erasing it leaves, and what storing it did.
 */
/** What stands in for every erased value. */
export const ERASED_MARKER = '[gelöscht]';

export type EntryState = 'pending' | 'delivered' | 'failed';
export const ENTRY_STATES: readonly EntryState[] = ['pending', 'delivered', 'failed'];

export interface OutboxEntry {
  /** Order of receipt. */
  readonly id: number;
  readonly reference: string;
  readonly kind: RequestKind;
  readonly payload: WebhookPayload;
  readonly state: EntryState;
  readonly receivedAt: string;
  readonly attempts: number;
  readonly partsTotal: number | null;
  readonly partsDelivered: number;
  /** The platform's message ids, one per delivered part. */
  readonly messageIds: readonly string[];
  readonly lastError: string | null;
  readonly deliveredAt: string | null;
  readonly failedAt: string | null;
  /** When the visitor's data was erased; such a request is never delivered (again). */
  readonly erasedAt: string | null;
  /** Why it is held for the operator instead of delivered; null when it is in line (or was never held). */
  readonly held: HeldReason | null;
  /** The keyed hash of its sender (an address or an IPv6 /64); null for requests stored before it was kept. */
  readonly sender: string | null;
  /** The chat messages it becomes. */
  readonly parts: number;
}

export interface EraseResult {
  /** The entry after erasure. */
  readonly entry: OutboxEntry;
  /** False when it had been erased before (erasing is idempotent). */
  readonly erasedNow: boolean;
  /** True when the old text is gone from the database files too (the write-ahead log was emptied). */
  readonly purged: boolean;
}

export type OutboxCounts = Record<EntryState | 'held' | 'erased', number>;

/**
 * What storing a request did. `duplicate`: the same request under the same reference was stored before (a retry
 * of the site); it stands and is delivered once. `conflict`: another request already holds the reference; nothing
 * was stored, and the caller must not answer "accepted" (see docs/relay.md, reference collisions).
 */
export type AddOutcome = 'created' | 'duplicate' | 'conflict';

export interface AddResult {
  /** The stored row: the new one, or the one already holding the reference. */
  readonly id: number;
  readonly outcome: AddOutcome;
}

/** A row of `requests` as SQLite returns it. */
export interface EntryRow {
  id: number;
  reference: string;
  kind: RequestKind;
  payload: string;
  state: EntryState;
  received_at: string;
  attempts: number;
  parts_total: number | null;
  parts_delivered: number;
  message_ids: string;
  last_error: string | null;
  delivered_at: string | null;
  failed_at: string | null;
  erased_at: string | null;
  held: HeldReason | null;
  sender: string | null;
  parts: number;
}

/**
 * The payload an erased request keeps: only what the contract fixes for its kind (title prefix, colour, field
 * names, footer) and its reference; built afresh, so nothing of the old payload can survive.
 */
export function erasedPayload(kind: RequestKind, reference: string, receivedAt: string): WebhookPayload {
  const contract = REQUEST_KINDS[kind];
  return {
    embeds: [
      {
        title: contract.titleHasSuffix ? `${contract.titlePrefix}${ERASED_MARKER}` : contract.titlePrefix,
        description: referenceLine(reference),
        color: contract.color,
        fields: contract.fieldNames.map((name) => ({ name, value: ERASED_MARKER, inline: false })),
        footer: { text: contract.footer },
        timestamp: receivedAt,
      },
    ],
    allowed_mentions: NO_MENTIONS,
  };
}

export function toEntry(row: EntryRow): OutboxEntry {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    payload: JSON.parse(row.payload) as WebhookPayload,
    state: row.state,
    receivedAt: row.received_at,
    attempts: row.attempts,
    partsTotal: row.parts_total,
    partsDelivered: row.parts_delivered,
    messageIds: JSON.parse(row.message_ids) as string[],
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    failedAt: row.failed_at,
    erasedAt: row.erased_at,
    held: row.held,
    sender: row.sender,
    parts: row.parts,
  };
}
