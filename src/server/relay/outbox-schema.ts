import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { REQUEST_KIND_NAMES } from '@/features/cloudium/contract/webhook-contract';

/**
 * The outbox's schema (docs/relay.md, "The outbox's schema"): its versions, applied in order when a database is
 * opened, and the widening of the kinds' CHECK that a kind added to the contract needs. The queries are the outbox's
 * (outbox.ts).
 */

/** The CHECK on `kind` that accepts `kinds`: for the contract's, `CHECK (kind IN ('support', 'plan', …))`. */
function kindCheck(kinds: readonly string[]): string {
  return `CHECK (kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`;
}

/** The kinds a CHECK of kindCheck's accepts: the quoted names between its brackets. */
const KIND_CHECK = /CHECK \(kind IN \(([^)]*)\)\)/;

/**
 * Schema versions, applied in order; PRAGMA user_version records how many ran. Append, never edit. The CHECK on
 * `kind` is the contract's list of kinds (REQUEST_KINDS), so a database made after a kind was added accepts it; one
 * made before is widened when it is opened (acceptContractKinds).
 */
export const OUTBOX_MIGRATIONS: readonly string[] = [
  `CREATE TABLE requests (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     reference TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL ${kindCheck(REQUEST_KIND_NAMES)},
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
  // v2: GDPR erasure keeps the row and records when its content was overwritten.
  `ALTER TABLE requests ADD COLUMN erased_at TEXT;`,
  // v3: one process delivers at a time, also while a release switch runs two servers on the outbox (docs/relay.md).
  `CREATE TABLE delivery_lease (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     holder TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   );`,
  // v4: who sent a request (a keyed hash of the address or /64), how many messages it becomes, its turn in the fair
  // order of delivery, why it is held; the windows' tallies; solutions of the proof of work accepted once; the relay's
  // secret (docs/adr/0015-proof-of-work-and-fair-limits.md).
  `ALTER TABLE requests ADD COLUMN sender TEXT;
   ALTER TABLE requests ADD COLUMN parts INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE requests ADD COLUMN turn INTEGER;
   ALTER TABLE requests ADD COLUMN held TEXT;
   UPDATE requests SET turn = id;
   CREATE INDEX requests_in_turn ON requests (turn, id)
     WHERE state = 'pending' AND held IS NULL AND erased_at IS NULL;
   CREATE INDEX requests_by_sender ON requests (sender, turn);
   CREATE INDEX requests_by_turn ON requests (turn);
   CREATE INDEX requests_held ON requests (id) WHERE held IS NOT NULL;
   CREATE TABLE tallies (
     scope TEXT NOT NULL,
     bucket INTEGER NOT NULL,
     messages INTEGER NOT NULL,
     PRIMARY KEY (scope, bucket)
   ) WITHOUT ROWID;
   CREATE TABLE used_proofs (
     id TEXT PRIMARY KEY,
     reference TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX used_proofs_by_expiry ON used_proofs (expires_at);
   CREATE TABLE relay_secret (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     secret TEXT NOT NULL
   );`,
];

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > OUTBOX_MIGRATIONS.length) {
    throw new Error(`Outbox-Schema ${current} ist neuer als diese Version (${OUTBOX_MIGRATIONS.length}).`);
  }
  for (let version = current; version < OUTBOX_MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(OUTBOX_MIGRATIONS[version] ?? '');
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/** The requests table's definition as the database keeps it. */
function requestsTable(db: Database.Database): string {
  return (
    db.prepare(`SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'requests'`).get() as { sql: string }
  ).sql;
}

/** The kinds a table's CHECK on `kind` accepts. */
function acceptedKinds(table: string): string[] {
  return Array.from((KIND_CHECK.exec(table)?.[1] ?? '').matchAll(/'([^']*)'/g), (match) => match[1] ?? '');
}

/**
 * Makes the requests table accept every kind of the contract. A kind added to the contract needs no migration of its
 * own: a database made before it (its CHECK lists the kinds of its day) gets its table rebuilt here, once, with the
 * CHECK widened by the new kinds, as SQLite cannot alter a CHECK. The rows, their ids and the next id, the index and
 * the trigger that refuses deletes are kept. A table that accepts them all already (a database of a newer release,
 * opened by the older one after a rollback) stays as it is. Kinds are never taken out (webhook-contract.ts).
 */
export function acceptContractKinds(db: Database.Database, kinds: readonly string[]): void {
  const lacks = (table: string) => kinds.filter((kind) => !acceptedKinds(table).includes(kind));
  if (lacks(requestsTable(db)).length === 0) return;
  // Immediate: of two servers opening the outbox at once (a release switch), the second sees the first one's table.
  db.transaction(() => {
    const table = requestsTable(db);
    const missing = lacks(table);
    if (missing.length === 0) return;
    const others = db
      .prepare(
        `SELECT sql FROM sqlite_schema WHERE tbl_name = 'requests' AND type IN ('index', 'trigger') AND sql IS NOT NULL`,
      )
      .all() as { sql: string }[];
    const next = db.prepare(`SELECT seq FROM sqlite_sequence WHERE name = 'requests'`).get() as
      { seq: number } | undefined;
    const widened = kindCheck([...acceptedKinds(table), ...missing]);
    db.exec(`CREATE TABLE requests_widened ${table.slice(table.indexOf('(')).replace(KIND_CHECK, widened)}`);
    db.exec('INSERT INTO requests_widened SELECT * FROM requests');
    // Dropping a table fires no trigger: the rows are in the new table already.
    db.exec('DROP TABLE requests');
    db.exec('ALTER TABLE requests_widened RENAME TO requests');
    for (const { sql } of others) db.exec(sql);
    if (next) {
      db.prepare(`DELETE FROM sqlite_sequence WHERE name = 'requests'`).run();
      db.prepare(`INSERT INTO sqlite_sequence (name, seq) VALUES ('requests', ?)`).run(next.seq);
    }
  }).immediate();
}

/** The relay's secret (it signs the proof of work's challenges and keys the senders' hashes), made on first open. */
export function relaySecret(db: Database.Database): string {
  db.prepare('INSERT OR IGNORE INTO relay_secret (id, secret) VALUES (1, ?)').run(randomBytes(32).toString('hex'));
  return (db.prepare('SELECT secret FROM relay_secret WHERE id = 1').get() as { secret: string }).secret;
}
