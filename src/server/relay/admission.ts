import type Database from 'better-sqlite3';
import type { ValidatedRequest } from '@/features/cloudium/contract/webhook-payload.schema';
import type { ProofPrice } from './proof-of-work';

/**
 * Which requests the outbox takes, and in which turn they are delivered (docs/adr/0015-proof-of-work-and-fair-limits.md,
 * docs/relay.md "Limits"). Everything is counted in chat messages, the unit the team's channel takes (about 30 a
 * minute), from the outbox itself: the same in every server process on the file, after a restart too.
 *
 * - A sender (an IPv4 address or an IPv6 /64) gets `senderMessagesPerHour` messages into the outbox in any hour;
 *   a request that becomes more counts as the whole budget, so a long message is never refused for its length.
 * - The site as a whole: the messages accepted in the last two minutes (the window) set the price of the proof of
 *   work, and a ceiling: past two thirds of what the channel takes in the window only senders with nothing in the last
 *   hour get in (room for newcomers), past all of it nobody does until the window has room again.
 * - Held requests (no proof, or the hidden field filled) are kept for the operator, at most `heldPerDay` a day; they
 *   count against their sender's budget like any other.
 * - Delivery is fair between senders: a request's turn is the later of the line's current turn and the end of its
 *   sender's previous turn, each turn as long as its messages (start-time fair queueing), so a flood from one sender
 *   waits behind its own requests, never in front of a newcomer's.
 */

export interface LimitSettings {
  readonly senderMessagesPerHour: number;
  /** What the team's channel takes a minute: the scale of the site-wide window. */
  readonly channelMessagesPerMinute: number;
  readonly heldPerDay: number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  senderMessagesPerHour: 20,
  channelMessagesPerMinute: 30,
  heldPerDay: 500,
};

export const SENDER_WINDOW_MS = 60 * 60_000;
export const SITE_WINDOW_MS = 2 * 60_000;
export const HELD_WINDOW_MS = 24 * 60 * 60_000;
/** Above this the price stops growing (64 times the work); the ceiling holds beyond. */
export const MAX_PRICE_LEVEL = 6;
/** A proof solved at most this many levels below the price of the moment still counts (the visitor typed meanwhile). */
export const PRICE_TOLERANCE = 2;

export type HeldReason = 'no-proof' | 'trap';

/** A request the route has checked, as it is to be stored. */
export interface Admission {
  readonly request: ValidatedRequest;
  /** The sender's keyed hash (outbox.senderId); null where none is known. */
  readonly sender: string | null;
  /** The chat messages it becomes. */
  readonly parts: number;
  readonly held: HeldReason | null;
  readonly proof: { readonly id: string; readonly expiresAt: number; readonly price: ProofPrice } | null;
}

export type Admitted =
  | { readonly outcome: 'created' | 'duplicate'; readonly id: number; readonly held: HeldReason | null }
  /** Another request holds the reference; nothing was stored. */
  | { readonly outcome: 'conflict'; readonly id: number }
  /** The proof was used for another request already. */
  | { readonly outcome: 'replayed' }
  /** The proof was priced for fewer messages, or too far below the price of the moment. */
  | { readonly outcome: 'underpaid' }
  | { readonly outcome: 'limited'; readonly limit: 'sender' | 'site' | 'held'; readonly retryAfterMs: number };

/** What the site-wide window holds: messages in it, and the price they set. */
export interface SiteLoad {
  readonly messages: number;
  readonly level: number;
}

/** Messages of the site-wide window: all the channel takes in it. */
export function windowCapacity(limits: LimitSettings): number {
  return limits.channelMessagesPerMinute * (SITE_WINDOW_MS / 60_000);
}

/**
 * The price level for `messages` in the window: free up to a third of the capacity, then one level more (twice the
 * work) for every twelfth, up to MAX_PRICE_LEVEL.
 */
export function priceLevel(messages: number, limits: LimitSettings): number {
  const capacity = windowCapacity(limits);
  const free = capacity / 3;
  if (messages < free) return 0;
  return Math.min(MAX_PRICE_LEVEL, Math.floor((messages - free) / (capacity / 12)) + 1);
}

/** The messages a request counts against its sender: its own, at most the whole budget. */
export function budgetCost(parts: number, limits: LimitSettings): number {
  return Math.min(parts, limits.senderMessagesPerHour);
}

/** Whether a proof priced `paid` covers `parts` messages at level `level` (within the tolerance). */
export function proofCovers(paid: ProofPrice, parts: number, level: number, maxPricedMessages: number): boolean {
  return paid.messages >= Math.min(parts, maxPricedMessages) && paid.level >= level - PRICE_TOLERANCE;
}

/** A bucket of a tally (oldest first): when it began (ms since 1970) and the messages it counts. */
export interface Counted {
  readonly at: number;
  readonly parts: number;
}

/**
 * How long until a window that holds `rows` (oldest first) has room for `need` more under `limit`: the moment enough
 * of its oldest buckets have left it (a bucket counts until `windowMs` after it began).
 */
export function waitForRoom(rows: readonly Counted[], need: number, limit: number, windowMs: number, now: number) {
  let total = rows.reduce((sum, row) => sum + row.parts, 0);
  for (const row of rows) {
    if (total + need <= limit) break;
    total -= row.parts;
    if (total + need <= limit) return Math.max(1000, row.at + windowMs - now);
  }
  return total + need <= limit ? 0 : windowMs;
}

const sum = (rows: readonly Counted[]) => rows.reduce((total, row) => total + row.parts, 0);

/**
 * What the windows count, in buckets kept in the outbox (table `tallies`), so a limit reads a few rows however much a
 * flood sent: the site's messages in line (10 s buckets), held requests (hours), each sender's messages (minutes).
 */
const TALLIES = {
  site: { bucketMs: 10_000, windowMs: SITE_WINDOW_MS },
  held: { bucketMs: 60 * 60_000, windowMs: HELD_WINDOW_MS },
  sender: { bucketMs: 60_000, windowMs: SENDER_WINDOW_MS },
} as const;

type Tally = keyof typeof TALLIES;

const scopeOf = (tally: Tally, sender?: string) => (tally === 'sender' ? `sender:${sender ?? ''}` : tally);
const bucketOf = (tally: Tally, now: number) => now - (now % TALLIES[tally].bucketMs);
/** Buckets older than this are of no window any more. */
const FORGET_AFTER_MS = HELD_WINDOW_MS + 60 * 60_000;
const FORGET_EVERY_MS = 60_000;

/** The statements admission reads and writes with, prepared once per outbox. */
export function admissionStatements(db: Database.Database) {
  return {
    holderOf: db.prepare('SELECT id, payload, held FROM requests WHERE reference = ?'),
    tally: db.prepare(
      'SELECT bucket AS at, messages AS parts FROM tallies WHERE scope = ? AND bucket > ? ORDER BY bucket',
    ),
    count: db.prepare(
      `INSERT INTO tallies (scope, bucket, messages) VALUES (?, ?, ?)
       ON CONFLICT (scope, bucket) DO UPDATE SET messages = messages + excluded.messages`,
    ),
    forgetTallies: db.prepare('DELETE FROM tallies WHERE bucket < ?'),
    // A solution counts as used until its challenge expires (then it is refused as expired anyway).
    proofUse: db.prepare('SELECT reference FROM used_proofs WHERE id = ? AND expires_at >= ?'),
    useProof: db.prepare('INSERT OR REPLACE INTO used_proofs (id, reference, expires_at) VALUES (?, ?, ?)'),
    forgetProofs: db.prepare('DELETE FROM used_proofs WHERE expires_at < ?'),
    // The line's current turn: the head's, or where the last turn ended when nothing waits. The line's own index,
    // named: SQLite would otherwise walk every pending request by state.
    lineTurn: db.prepare(
      `SELECT COALESCE(
         (SELECT turn FROM requests INDEXED BY requests_in_turn
          WHERE state = 'pending' AND held IS NULL AND erased_at IS NULL ORDER BY turn LIMIT 1),
         (SELECT turn + parts FROM requests WHERE turn IS NOT NULL ORDER BY turn DESC LIMIT 1),
         0) AS turn`,
    ),
    senderTurnEnd: db.prepare(
      'SELECT turn + parts AS end FROM requests WHERE sender = ? AND turn IS NOT NULL ORDER BY turn DESC LIMIT 1',
    ),
    insert: db.prepare(
      `INSERT INTO requests (reference, kind, payload, received_at, sender, parts, turn, held)
       VALUES (@reference, @kind, @payload, @receivedAt, @sender, @parts, @turn, @held)`,
    ),
    release: db.prepare(
      'UPDATE requests SET held = NULL, turn = @turn WHERE id = @id AND held IS NOT NULL AND erased_at IS NULL',
    ),
    lastForgotten: { at: 0 },
  };
}

export type AdmissionStatements = ReturnType<typeof admissionStatements>;

/** The buckets of a tally still in its window at `now`, oldest first. */
function tallied(statements: AdmissionStatements, tally: Tally, now: number, sender?: string): Counted[] {
  return statements.tally.all(scopeOf(tally, sender), now - TALLIES[tally].windowMs) as Counted[];
}

function count(statements: AdmissionStatements, tally: Tally, messages: number, now: number, sender?: string) {
  statements.count.run(scopeOf(tally, sender), bucketOf(tally, now), messages);
}

/** The site-wide window at `now`. */
export function siteLoad(statements: AdmissionStatements, limits: LimitSettings, now: number): SiteLoad {
  const messages = sum(tallied(statements, 'site', now));
  return { messages, level: priceLevel(messages, limits) };
}

/** The turn a request of `sender` gets when it joins the line now. */
export function turnFor(statements: AdmissionStatements, sender: string | null): number {
  const line = (statements.lineTurn.get() as { turn: number }).turn;
  if (sender === null) return line;
  const previous = statements.senderTurnEnd.get(sender) as { end: number } | undefined;
  return Math.max(line, previous?.end ?? 0);
}

function limitsAllow(
  statements: AdmissionStatements,
  admission: Admission,
  limits: LimitSettings,
  now: number,
  site: () => Counted[],
): Admitted | undefined {
  const need = budgetCost(admission.parts, limits);
  const ofSender = admission.sender === null ? [] : tallied(statements, 'sender', now, admission.sender);
  if (sum(ofSender) + need > limits.senderMessagesPerHour) {
    const wait = waitForRoom(ofSender, need, limits.senderMessagesPerHour, SENDER_WINDOW_MS, now);
    return { outcome: 'limited', limit: 'sender', retryAfterMs: wait };
  }
  if (admission.held) {
    const held = tallied(statements, 'held', now);
    if (sum(held) + 1 <= limits.heldPerDay) return undefined;
    return {
      outcome: 'limited',
      limit: 'held',
      retryAfterMs: waitForRoom(held, 1, limits.heldPerDay, HELD_WINDOW_MS, now),
    };
  }
  const capacity = windowCapacity(limits);
  // A sender with something in the last hour already had its turn: the last third is for newcomers.
  const ceiling = ofSender.length > 0 ? Math.floor((capacity * 2) / 3) : capacity;
  if (sum(site()) + admission.parts > ceiling) {
    const wait = waitForRoom(site(), admission.parts, ceiling, SITE_WINDOW_MS, now);
    return { outcome: 'limited', limit: 'site', retryAfterMs: wait };
  }
  return undefined;
}

/** Counts a stored request in the windows it belongs to, and now and then forgets buckets of no window. */
function tallyAdmitted(statements: AdmissionStatements, admission: Admission, limits: LimitSettings, now: number) {
  if (admission.sender !== null)
    count(statements, 'sender', budgetCost(admission.parts, limits), now, admission.sender);
  if (admission.held) count(statements, 'held', 1, now);
  else count(statements, 'site', admission.parts, now);
  if (now - statements.lastForgotten.at < FORGET_EVERY_MS) return;
  statements.lastForgotten.at = now;
  statements.forgetTallies.run(now - FORGET_AFTER_MS);
  statements.forgetProofs.run(now);
}

/**
 * Stores one request if the rules let it in (see above), in the caller's transaction. A retry of a stored request
 * (same reference, same content) is a duplicate and counts against nothing.
 */
export function admit(
  statements: AdmissionStatements,
  admission: Admission,
  options: { readonly limits: LimitSettings; readonly maxPricedMessages: number; readonly now: number },
): Admitted {
  const { request, proof } = admission;
  const { limits, now } = options;
  const payload = JSON.stringify(request.payload);
  const holder = statements.holderOf.get(request.reference) as
    { id: number; payload: string; held: HeldReason | null } | undefined;
  if (holder) {
    return holder.payload === payload
      ? { outcome: 'duplicate', id: holder.id, held: holder.held }
      : { outcome: 'conflict', id: holder.id };
  }
  let site: Counted[] | undefined;
  const siteNow = () => (site ??= tallied(statements, 'site', now));
  if (proof) {
    if (statements.proofUse.get(proof.id, now)) return { outcome: 'replayed' };
    const level = priceLevel(sum(siteNow()), limits);
    if (!proofCovers(proof.price, admission.parts, level, options.maxPricedMessages)) return { outcome: 'underpaid' };
  }
  const refused = limitsAllow(statements, admission, limits, now, siteNow);
  if (refused) return refused;
  const { lastInsertRowid } = statements.insert.run({
    reference: request.reference,
    kind: request.kind,
    payload,
    receivedAt: new Date(now).toISOString(),
    sender: admission.sender,
    parts: admission.parts,
    turn: admission.held ? null : turnFor(statements, admission.sender),
    held: admission.held,
  });
  if (proof) statements.useProof.run(proof.id, request.reference, proof.expiresAt);
  tallyAdmitted(statements, admission, limits, now);
  return { outcome: 'created', id: Number(lastInsertRowid), held: admission.held };
}
