import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RequestKind, WebhookPayload } from '@/domain/webhook-contract';
import type { ValidatedRequest } from '@/domain/webhook-payload.schema';

/**
 * The durable outbox: every accepted webhook request with its delivery state. A request is answered "accepted"
 * only after its row is committed (WAL, synchronous=FULL), and no row is ever deleted.
 */

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
}

export interface AddResult {
  readonly id: number;
  /** False when the reference was already stored: the earlier request stands and is delivered once. */
  readonly created: boolean;
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
}

/** Schema versions, applied in order; PRAGMA user_version records how many ran. Append, never edit. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE requests (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     reference TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL CHECK (kind IN ('support', 'plan', 'managed', 'custom')),
     payload TEXT NOT NULL,
     state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
     received_at TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     parts_total INTEGER,
     parts_delivered INTEGER NOT NULL DEFAULT 0,
     message_ids TEXT NOT NULL DEFAULT '[]',
     last_error TEXT,
     delivered_at TEXT,
     failed_at TEXT
   );
   CREATE INDEX requests_by_state ON requests (state, id);
   CREATE TRIGGER requests_never_deleted BEFORE DELETE ON requests
     BEGIN SELECT RAISE(ABORT, 'Outbox-Einträge werden nie gelöscht'); END;`,
];

export const OUTBOX_SCHEMA_VERSION = MIGRATIONS.length;

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
  };
}

function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`Outbox-Schema ${current} ist neuer als diese Version (${MIGRATIONS.length}).`);
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] ?? '');
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

export class Outbox {
  private readonly statements;

  private constructor(private readonly db: Database.Database) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO requests (reference, kind, payload, received_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (reference) DO NOTHING`,
      ),
      idOf: db.prepare('SELECT id FROM requests WHERE reference = ?'),
      nextPending: db.prepare(`SELECT * FROM requests WHERE state = 'pending' ORDER BY id LIMIT 1`),
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
           delivered_at = CASE WHEN parts_delivered + 1 >= @total THEN @now ELSE delivered_at END
         WHERE id = @id AND state = 'pending' AND parts_delivered = @part`,
      ),
      noteError: db.prepare(`UPDATE requests SET last_error = ? WHERE id = ? AND state = 'pending'`),
      fail: db.prepare(
        `UPDATE requests SET state = 'failed', last_error = ?, failed_at = ? WHERE id = ? AND state = 'pending'`,
      ),
      retry: db.prepare(`UPDATE requests SET state = 'pending', failed_at = NULL WHERE id = ? AND state = 'failed'`),
      retryAll: db.prepare(`UPDATE requests SET state = 'pending', failed_at = NULL WHERE state = 'failed'`),
      counts: db.prepare('SELECT state, COUNT(*) AS count FROM requests GROUP BY state'),
      list: db.prepare('SELECT * FROM requests WHERE state = ? ORDER BY id LIMIT ?'),
      latest: db.prepare('SELECT * FROM requests WHERE state = ? ORDER BY id DESC LIMIT ?'),
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
    migrate(db);
    return new Outbox(db);
  }

  schemaVersion(): number {
    return this.db.pragma('user_version', { simple: true }) as number;
  }

  journalMode(): string {
    return this.db.pragma('journal_mode', { simple: true }) as string;
  }

  /** Commits the request (once per reference) before returning. */
  add(request: ValidatedRequest, now: Date = new Date()): AddResult {
    const { changes, lastInsertRowid } = this.statements.insert.run(
      request.reference,
      request.kind,
      JSON.stringify(request.payload),
      now.toISOString(),
    );
    if (changes === 1) return { id: Number(lastInsertRowid), created: true };
    const existing = this.statements.idOf.get(request.reference) as { id: number };
    return { id: existing.id, created: false };
  }

  /** Commits several requests in one transaction (one disk sync for all: group commit). */
  addMany(requests: readonly ValidatedRequest[], now: Date = new Date()): AddResult[] {
    return this.db.transaction(() => requests.map((request) => this.add(request, now)))();
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

  counts(): Record<EntryState, number> {
    const counts: Record<EntryState, number> = { pending: 0, delivered: 0, failed: 0 };
    for (const row of this.statements.counts.all() as { state: EntryState; count: number }[]) {
      counts[row.state] = row.count;
    }
    return counts;
  }

  /** Entries in a state, oldest first (or newest first with `newestFirst`). */
  list(state: EntryState, limit = -1, newestFirst = false): OutboxEntry[] {
    const statement = newestFirst ? this.statements.latest : this.statements.list;
    return (statement.all(state, limit) as EntryRow[]).map(toEntry);
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
