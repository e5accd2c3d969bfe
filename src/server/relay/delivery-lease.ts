import type Database from 'better-sqlite3';

/**
 * The right to deliver, one row in the outbox's database (docs/relay.md): every server on the outbox delivers only
 * while it holds it, so two processes (the old and the new release during a switch) never send the same request.
 */
export class DeliveryLease {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      take: db.prepare(
        `INSERT INTO delivery_lease (id, holder, expires_at) VALUES (1, @holder, @until)
         ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
         WHERE delivery_lease.holder = excluded.holder OR delivery_lease.expires_at <= @now`,
      ),
      release: db.prepare('DELETE FROM delivery_lease WHERE holder = ?'),
      holder: db.prepare('SELECT holder FROM delivery_lease WHERE id = 1'),
      takeOver: db.prepare('UPDATE delivery_lease SET holder = @holder, expires_at = @until WHERE holder = @from'),
    };
  }

  /**
   * Takes or renews the lease for `ttlMs`. Free, held by the same holder, or expired (its holder died): taken. Returns
   * whether `holder` holds it now.
   */
  take(holder: string, ttlMs: number, now: number = Date.now()): boolean {
    return this.statements.take.run({ holder, until: now + ttlMs, now }).changes === 1;
  }

  /** Who holds it, if anyone (it may have run out). */
  holder(): string | undefined {
    return (this.statements.holder.get() as { holder: string } | undefined)?.holder;
  }

  /** Takes it over from `from`, known to be dead, before its term runs out; false if it changed hands. */
  takeOver(from: string, holder: string, ttlMs: number, now: number = Date.now()): boolean {
    return this.statements.takeOver.run({ from, holder, until: now + ttlMs }).changes === 1;
  }

  /** Gives it up at once (a server that stops), so another takes over without waiting. */
  release(holder: string): void {
    this.statements.release.run(holder);
  }
}
