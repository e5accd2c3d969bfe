import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  NO_MENTIONS,
  REQUEST_KIND_NAMES,
  REQUEST_KINDS,
  referenceLine,
  type RequestKind,
} from '@/features/cloudium/contract/webhook-contract';
import type { ValidatedRequest, WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { messagesFor } from '@/features/cloudium/contract/team-view';
import {
  admissionStatements,
  admit,
  siteLoad,
  turnFor,
  type Admission,
  type AdmissionStatements,
  type Admitted,
  type HeldReason,
  type LimitSettings,
  type SiteLoad,
} from './admission';
import { acceptContractKinds, migrate, relaySecret } from './outbox-schema';

/**
 * The durable outbox: every accepted webhook request with its delivery state. A request is answered "accepted"
 * only after its row is committed (WAL, synchronous=FULL), and no row is ever deleted.
 *
 * Erasure (GDPR, "npm run outbox -- erase"): the row stays (id, reference, kind, state, timestamps, message ids:
 * the order and audit trail), but everything the visitor typed is overwritten with ERASED_MARKER and erased_at
 * is set. `state` keeps the delivery history (an erased "pending" request was never delivered); erased_at is what
 * takes a request out of the delivery line for good: nextPending and retry skip it.
 *
 * Held requests (no proof of work, or the form's hidden field filled: admission.ts) are pending but out of the line
 * until the operator releases them ("npm run outbox -- release"); `held` says why.
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

interface EntryRow {
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

function toEntry(row: EntryRow): OutboxEntry {
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

/** No limit at all: what `add` stores with (tests and tools that put requests in directly). */
const NO_LIMITS: LimitSettings = {
  senderMessagesPerHour: Infinity,
  channelMessagesPerMinute: Infinity,
  heldPerDay: Infinity,
};

export class Outbox {
  private readonly statements;
  private readonly admission: AdmissionStatements;
  private readonly secret: string;

  private constructor(private readonly db: Database.Database) {
    this.admission = admissionStatements(db);
    this.secret = relaySecret(db);
    this.statements = {
      // In turn (admission.ts): fair between senders, and in order of receipt within each; by the line's own index.
      nextPending: db.prepare(
        `SELECT * FROM requests INDEXED BY requests_in_turn
         WHERE state = 'pending' AND held IS NULL AND erased_at IS NULL ORDER BY turn, id LIMIT 1`,
      ),
      isErased: db.prepare('SELECT erased_at IS NOT NULL AS erased FROM requests WHERE id = ?'),
      byId: db.prepare('SELECT * FROM requests WHERE id = ?'),
      byReference: db.prepare('SELECT * FROM requests WHERE reference = ?'),
      beginAttempt: db.prepare(`UPDATE requests SET attempts = attempts + 1 WHERE id = ? AND state = 'pending'`),
      recordPart: db.prepare(
        `UPDATE requests SET
           parts_total = @total,
           parts_delivered = parts_delivered + 1,
           message_ids = json_insert(message_ids, '$[#]', @messageId),
           last_error = NULL,
           state = CASE WHEN parts_delivered + 1 >= @total THEN 'delivered' ELSE state END,
           sender = CASE WHEN parts_delivered + 1 >= @total THEN NULL ELSE sender END,
           delivered_at = CASE WHEN parts_delivered + 1 >= @total THEN @now ELSE delivered_at END
         WHERE id = @id AND state = 'pending' AND parts_delivered = @part`,
      ),
      // Never on an erased request: the error could quote its text again.
      noteError: db.prepare(
        `UPDATE requests SET last_error = ? WHERE id = ? AND state = 'pending' AND erased_at IS NULL`,
      ),
      fail: db.prepare(
        `UPDATE requests SET state = 'failed', last_error = ?, failed_at = ?
         WHERE id = ? AND state = 'pending' AND erased_at IS NULL`,
      ),
      retry: db.prepare(
        `UPDATE requests SET state = 'pending', failed_at = NULL
         WHERE id = ? AND state = 'failed' AND erased_at IS NULL`,
      ),
      retryAll: db.prepare(
        `UPDATE requests SET state = 'pending', failed_at = NULL WHERE state = 'failed' AND erased_at IS NULL`,
      ),
      // Error texts can quote what the platform refused, i.e. the visitor's text: only that there was one stays.
      erase: db.prepare(
        `UPDATE requests SET
           payload = @payload,
           last_error = CASE WHEN last_error IS NULL THEN NULL ELSE @marker END,
           sender = NULL,
           erased_at = @now
         WHERE id = @id AND erased_at IS NULL`,
      ),
      counts: db.prepare(
        `SELECT CASE WHEN erased_at IS NOT NULL THEN 'erased' WHEN held IS NOT NULL THEN 'held' ELSE state END AS state,
           COUNT(*) AS count
         FROM requests GROUP BY 1`,
      ),
      list: db.prepare(
        'SELECT * FROM requests WHERE state = ? AND held IS NULL AND erased_at IS NULL ORDER BY id LIMIT ?',
      ),
      latest: db.prepare(
        'SELECT * FROM requests WHERE state = ? AND held IS NULL AND erased_at IS NULL ORDER BY id DESC LIMIT ?',
      ),
      listHeld: db.prepare(
        'SELECT * FROM requests INDEXED BY requests_held WHERE held IS NOT NULL AND erased_at IS NULL ORDER BY id LIMIT ?',
      ),
      heldCount: db.prepare(
        'SELECT COUNT(*) AS count FROM requests INDEXED BY requests_held WHERE held IS NOT NULL AND erased_at IS NULL',
      ),
      latestErased: db.prepare('SELECT * FROM requests WHERE erased_at IS NOT NULL ORDER BY id DESC LIMIT ?'),
      ping: db.prepare('SELECT 1'),
      takeLease: db.prepare(
        `INSERT INTO delivery_lease (id, holder, expires_at) VALUES (1, @holder, @until)
         ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
         WHERE delivery_lease.holder = excluded.holder OR delivery_lease.expires_at <= @now`,
      ),
      releaseLease: db.prepare('DELETE FROM delivery_lease WHERE holder = ?'),
      leaseHolder: db.prepare('SELECT holder FROM delivery_lease WHERE id = 1'),
      takeOverLease: db.prepare('UPDATE delivery_lease SET holder = @holder, expires_at = @until WHERE holder = @from'),
    };
  }

  /** Opens (and on first start creates) the outbox at `file`; ':memory:' gives a throwaway one. */
  static open(file: string): Outbox {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    // Durable on commit: the answer "accepted" must survive a power cut.
    db.pragma('synchronous = FULL');
    // The operator command may write while the server runs.
    db.pragma('busy_timeout = 5000');
    // Overwrite freed space with zeros, so an erased request (and stale copies of its row left by earlier
    // updates) is gone from the file, not just unreachable. Per connection: the server's matters as much.
    db.pragma('secure_delete = ON');
    migrate(db);
    acceptContractKinds(db, REQUEST_KIND_NAMES);
    return new Outbox(db);
  }

  /**
   * Writes a consistent copy of the outbox to `destination` while the server keeps running: SQLite's online
   * backup copies the database as of one moment, page by page, and starts over if a write interferes. Every
   * request committed before the backup began is in the copy. Resolves with how many requests the copy holds.
   */
  async backup(destination: string): Promise<number> {
    fs.mkdirSync(path.dirname(path.resolve(destination)), { recursive: true });
    await this.db.backup(destination);
    const copy = new Database(destination, { readonly: true, fileMustExist: true });
    try {
      return (copy.prepare('SELECT COUNT(*) AS count FROM requests').get() as { count: number }).count;
    } finally {
      copy.close();
    }
  }

  schemaVersion(): number {
    return this.db.pragma('user_version', { simple: true }) as number;
  }

  journalMode(): string {
    return this.db.pragma('journal_mode', { simple: true }) as string;
  }

  /**
   * Commits the request before returning, once per reference, with no limit and no proof (tests and tools; the relay
   * admits through `admitMany`). The validated payload is a canonical copy (fixed key order), so a retry of the same
   * request serialises to the same text and counts as a duplicate.
   */
  add(request: ValidatedRequest, now: Date = new Date()): AddResult {
    const admitted = admit(
      this.admission,
      { request, sender: null, parts: messagesFor(request.payload).length, held: null, proof: null },
      { limits: NO_LIMITS, maxPricedMessages: Infinity, now: now.getTime() },
    );
    if (admitted.outcome === 'created' || admitted.outcome === 'duplicate' || admitted.outcome === 'conflict') {
      return { id: admitted.id, outcome: admitted.outcome };
    }
    throw new Error(`Outbox: ${admitted.outcome}`);
  }

  /** Commits several requests in one transaction (one disk sync for all: group commit). */
  addMany(requests: readonly ValidatedRequest[], now: Date = new Date()): AddResult[] {
    return this.db.transaction(() => requests.map((request) => this.add(request, now)))();
  }

  /**
   * Stores each request the rules let in (admission.ts), in one transaction: each sees the ones before it, and two
   * server processes on the file (a release switch) see each other's.
   */
  admitMany(
    admissions: readonly Admission[],
    options: { readonly limits: LimitSettings; readonly maxPricedMessages: number },
    now: number = Date.now(),
  ): Admitted[] {
    return this.db
      .transaction(() => admissions.map((admission) => admit(this.admission, admission, { ...options, now })))
      .immediate();
  }

  /** The site-wide window now: messages accepted in it and the price they set. */
  siteLoad(limits: LimitSettings, now: number = Date.now()): SiteLoad {
    return siteLoad(this.admission, limits, now);
  }

  /** A sender's key as the outbox keeps it: a keyed hash, so the file holds no address. */
  senderId(key: string): string {
    return createHmac('sha256', this.secret).update(`sender:${key}`).digest('hex').slice(0, 16);
  }

  /** The secret the relay's proof of work signs with: the same for every server process on this file. */
  proofSecret(): string {
    return createHmac('sha256', this.secret).update('proof').digest('hex');
  }

  /** How many requests are held now (not erased). */
  heldCount(): number {
    return (this.statements.heldCount.get() as { count: number }).count;
  }

  /** Held requests not erased, oldest first. */
  listHeld(limit = -1): OutboxEntry[] {
    return (this.statements.listHeld.all(limit) as EntryRow[]).map(toEntry);
  }

  /** Puts held requests in line (one, or `all`), each in the line's current turn; returns how many. */
  release(target: 'all' | string | number): number {
    return this.db
      .transaction(() => {
        const entries = target === 'all' ? this.listHeld() : [this.find(target)].filter((entry) => entry?.held);
        let released = 0;
        for (const entry of entries) {
          if (!entry) continue;
          released += this.admission.release.run({ id: entry.id, turn: turnFor(this.admission, entry.sender) }).changes;
        }
        return released;
      })
      .immediate();
  }

  nextPending(): OutboxEntry | undefined {
    const row = this.statements.nextPending.get() as EntryRow | undefined;
    return row && toEntry(row);
  }

  /** By numeric id or by reference number. */
  find(idOrReference: string | number): OutboxEntry | undefined {
    const byId = typeof idOrReference === 'number' || /^\d+$/.test(idOrReference);
    const row = (
      byId ? this.statements.byId.get(Number(idOrReference)) : this.statements.byReference.get(idOrReference)
    ) as EntryRow | undefined;
    return row && toEntry(row);
  }

  /** Whether the request was erased meanwhile (checked between the parts of a message in flight). */
  isErased(id: number): boolean {
    const row = this.statements.isErased.get(id) as { erased: number } | undefined;
    return row?.erased === 1;
  }

  /**
   * Overwrites everything the visitor sent in one request and takes it out of the delivery line for good; the
   * row itself stays. Then purges the files, whose free space and older log frames still hold the text.
   * Undefined when there is no such entry.
   */
  erase(idOrReference: string | number, now: Date = new Date()): EraseResult | undefined {
    const erasedNow = this.db.transaction(() => {
      const entry = this.find(idOrReference);
      if (!entry) return undefined;
      const payload = JSON.stringify(erasedPayload(entry.kind, entry.reference, entry.receivedAt));
      const { changes } = this.statements.erase.run({
        id: entry.id,
        payload,
        marker: ERASED_MARKER,
        now: now.toISOString(),
      });
      return changes === 1;
    })();
    if (erasedNow === undefined) return undefined;
    const entry = this.find(idOrReference);
    if (!entry) return undefined;
    return { entry, erasedNow, purged: this.purgeLog() };
  }

  /** Erases every held request (what bots sent) as `erase` does one, and purges the files once. */
  eraseHeld(now: Date = new Date()): { readonly count: number; readonly purged: boolean } {
    const count = this.db.transaction(() => {
      let erased = 0;
      for (const entry of this.listHeld()) {
        const payload = JSON.stringify(erasedPayload(entry.kind, entry.reference, entry.receivedAt));
        erased += this.statements.erase.run({
          id: entry.id,
          payload,
          marker: ERASED_MARKER,
          now: now.toISOString(),
        }).changes;
      }
      return erased;
    })();
    return { count, purged: count === 0 || this.purgeLog() };
  }

  /**
   * Rebuilds the file (VACUUM: stale copies of rows left in free space, e.g. by a relay version without
   * secure_delete, go with it), then copies the log into the database and truncates it. False when a reader kept
   * the checkpoint from finishing.
   */
  private purgeLog(): boolean {
    if (this.db.memory) return true;
    this.db.exec('VACUUM');
    const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number }[];
    return result?.busy === 0 && result.log === 0;
  }

  beginAttempt(id: number): void {
    this.statements.beginAttempt.run(id);
  }

  /** Records that part `part` (0-based) of `total` arrived with `messageId`; the last part marks it delivered. */
  recordPart(id: number, part: number, total: number, messageId: string, now: Date = new Date()): void {
    this.statements.recordPart.run({ id, part, total, messageId, now: now.toISOString() });
  }

  noteError(id: number, reason: string): void {
    this.statements.noteError.run(reason, id);
  }

  markFailed(id: number, reason: string, now: Date = new Date()): void {
    this.statements.fail.run(reason, now.toISOString(), id);
  }

  /** Puts failed requests back in line; delivered parts are not sent again. Returns how many. */
  retry(target: 'all' | string | number): number {
    if (target === 'all') return this.statements.retryAll.run().changes;
    const entry = this.find(target);
    return entry ? this.statements.retry.run(entry.id).changes : 0;
  }

  /** Not-erased requests by state, and erased ones (whatever their state) under `erased`. */
  counts(): OutboxCounts {
    const counts: OutboxCounts = { pending: 0, delivered: 0, failed: 0, held: 0, erased: 0 };
    for (const row of this.statements.counts.all() as { state: keyof OutboxCounts; count: number }[]) {
      counts[row.state] = row.count;
    }
    return counts;
  }

  /** Not-erased entries in a state, oldest first (or newest first with `newestFirst`). */
  list(state: EntryState, limit = -1, newestFirst = false): OutboxEntry[] {
    const statement = newestFirst ? this.statements.latest : this.statements.list;
    return (statement.all(state, limit) as EntryRow[]).map(toEntry);
  }

  /** Erased entries, newest first. */
  listErased(limit = -1): OutboxEntry[] {
    return (this.statements.latestErased.all(limit) as EntryRow[]).map(toEntry);
  }

  ping(): boolean {
    return this.statements.ping.get() !== undefined;
  }

  /**
   * Takes or renews the right to deliver for `ttlMs`: every server on the outbox delivers only while it holds it, so
   * two processes (the old and the new release during a switch) never send the same request. Free, held by the same
   * holder, or expired (its holder died): taken. Returns whether `holder` holds it now.
   */
  takeDeliveryLease(holder: string, ttlMs: number, now: number = Date.now()): boolean {
    return this.statements.takeLease.run({ holder, until: now + ttlMs, now }).changes === 1;
  }

  /** Who holds the right to deliver, if anyone (it may have run out). */
  deliveryLeaseHolder(): string | undefined {
    return (this.statements.leaseHolder.get() as { holder: string } | undefined)?.holder;
  }

  /** Takes the lease over from `from`, known to be dead, before its term runs out; false if it changed hands. */
  takeOverDeliveryLease(from: string, holder: string, ttlMs: number, now: number = Date.now()): boolean {
    return this.statements.takeOverLease.run({ from, holder, until: now + ttlMs }).changes === 1;
  }

  /** Gives the right to deliver up at once (a server that stops), so another takes over without waiting. */
  releaseDeliveryLease(holder: string): void {
    this.statements.releaseLease.run(holder);
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
