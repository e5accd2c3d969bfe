import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { REQUEST_KIND_NAMES } from '@/features/cloudium/contract/webhook-contract';
import type { ValidatedRequest } from '@/features/cloudium/contract/webhook-payload.schema';
import { messagesFor } from '@/features/cloudium/contract/team-view';
import {
  admissionStatements,
  admit,
  siteLoad,
  turnFor,
  type Admission,
  type AdmissionStatements,
  type Admitted,
  type LimitSettings,
  type SiteLoad,
} from './admission';
import {
  ERASED_MARKER,
  erasedPayload,
  toEntry,
  type AddResult,
  type EntryRow,
  type EntryState,
  type EraseResult,
  type OutboxCounts,
  type OutboxEntry,
} from './outbox-entry';
import { DeliveryLease } from './delivery-lease';
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
  /** Which server delivers (delivery-lease.ts). */
  readonly lease: DeliveryLease;

  private constructor(private readonly db: Database.Database) {
    this.admission = admissionStatements(db);
    this.lease = new DeliveryLease(db);
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

  get isOpen(): boolean {
    return this.db.open;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
