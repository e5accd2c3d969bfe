import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { GroupCommitter } from '@/server/relay/group-commit';
import { Outbox } from '@/server/relay/outbox';
import { REQUEST_KIND_NAMES } from '@/features/cloudium/contract/webhook-contract';
import type { ValidatedRequest } from '@/features/cloudium/contract/webhook-payload.schema';
import { OUTBOX_MIGRATIONS } from '@/server/relay/outbox-schema';
import { customPayload, planPayload, referenceFor, supportPayload, validatedRequest } from './support/payloads';
import { freshOutboxForEachTest, tempOutboxPath } from './support/relay-harness';

describe('Outbox', () => {
  const temp = freshOutboxForEachTest();

  it('is created on first start, with its folder, in WAL mode with full sync and a schema version', () => {
    expect(fs.existsSync(temp.file)).toBe(true);
    expect(temp.outbox.journalMode()).toBe('wal');
    expect(temp.outbox.schemaVersion()).toBe(OUTBOX_MIGRATIONS.length);
    const raw = new Database(temp.file);
    expect(raw.pragma('user_version', { simple: true })).toBe(OUTBOX_MIGRATIONS.length);
    raw.close();
  });

  it('sets synchronous=FULL on its connection', () => {
    // The pragma is per connection; read it back through the same connection.
    const db = (temp.outbox as unknown as { db: Database.Database }).db;
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('keeps requests in order of receipt; the same request under its reference is stored once', () => {
    const first = temp.outbox.add(validatedRequest(supportPayload(referenceFor(1))));
    const second = temp.outbox.add(validatedRequest(planPayload(referenceFor(2))));
    const again = temp.outbox.add(validatedRequest(supportPayload(referenceFor(1))));
    expect(first).toEqual({ id: 1, outcome: 'created' });
    expect(second).toEqual({ id: 2, outcome: 'created' });
    expect(again).toEqual({ id: 1, outcome: 'duplicate' });
    expect(temp.outbox.counts()).toEqual({ pending: 2, delivered: 0, failed: 0, held: 0, erased: 0 });
    expect(temp.outbox.nextPending()?.reference).toBe(referenceFor(1));
    expect(temp.outbox.find(referenceFor(1))?.payload.embeds[0].fields[3]?.value).toBe('Mein Server startet nicht.');
  });

  it.each([
    ['another text of the same kind', () => supportPayload(referenceFor(1), 'anderer Text')],
    ['another kind', () => planPayload(referenceFor(1))],
  ])('reports a conflict, storing nothing, when %s comes under a taken reference', (_name, payload) => {
    temp.outbox.add(validatedRequest(supportPayload(referenceFor(1))));
    expect(temp.outbox.add(validatedRequest(payload()))).toEqual({ id: 1, outcome: 'conflict' });
    expect(temp.outbox.counts()).toEqual({ pending: 1, delivered: 0, failed: 0, held: 0, erased: 0 });
    expect(temp.outbox.find(referenceFor(1))?.payload).toEqual(supportPayload(referenceFor(1)));
  });

  it('survives a reopen (committed means stored)', () => {
    temp.outbox.add(validatedRequest(supportPayload(referenceFor(5))));
    temp.outbox.close();
    temp.outbox = Outbox.open(temp.file);
    expect(temp.outbox.find(referenceFor(5))?.state).toBe('pending');
  });

  it('records parts and message ids; the last part marks it delivered', () => {
    const { id } = temp.outbox.add(validatedRequest(supportPayload()));
    temp.outbox.recordPart(id, 0, 2, '111');
    expect(temp.outbox.find(id)).toMatchObject({
      state: 'pending',
      partsDelivered: 1,
      partsTotal: 2,
      messageIds: ['111'],
    });
    temp.outbox.recordPart(id, 0, 2, '999'); // a stale repeat of part 0 changes nothing
    temp.outbox.recordPart(id, 1, 2, '222');
    expect(temp.outbox.find(id)).toMatchObject({ state: 'delivered', partsDelivered: 2, messageIds: ['111', '222'] });
    expect(temp.outbox.nextPending()).toBeUndefined();
  });

  it('marks failed with the reason, and retry puts it back in line without resending delivered parts', () => {
    const { id } = temp.outbox.add(validatedRequest(supportPayload()));
    temp.outbox.recordPart(id, 0, 2, '111');
    temp.outbox.markFailed(id, 'HTTP 404, Code 10015: Unknown Webhook');
    expect(temp.outbox.find(id)).toMatchObject({ state: 'failed', lastError: 'HTTP 404, Code 10015: Unknown Webhook' });
    expect(temp.outbox.retry(String(id))).toBe(1);
    expect(temp.outbox.find(id)).toMatchObject({ state: 'pending', partsDelivered: 1 });
    temp.outbox.markFailed(id, 'x');
    expect(temp.outbox.retry('all')).toBe(1);
    expect(temp.outbox.retry('all')).toBe(0);
  });

  it('never deletes a request', () => {
    temp.outbox.add(validatedRequest(supportPayload()));
    temp.outbox.close();
    const raw = new Database(temp.file);
    expect(() => raw.prepare('DELETE FROM requests').run()).toThrow('nie gelöscht');
    raw.close();
    temp.outbox = Outbox.open(temp.file);
    expect(temp.outbox.counts().pending).toBe(1);
  });

  it('refuses a database from a newer version', () => {
    temp.outbox.close();
    const raw = new Database(temp.file);
    raw.pragma(`user_version = ${OUTBOX_MIGRATIONS.length + 1}`);
    raw.close();
    expect(() => Outbox.open(temp.file)).toThrow('neuer als diese Version');
    temp.outbox = Outbox.open(':memory:');
  });
});

describe("the CHECK on kind: the contract's kinds (src/features/cloudium/contract/webhook-contract.ts)", () => {
  const quoted = (kinds: readonly string[]) => kinds.map((kind) => `'${kind}'`).join(', ');
  const TODAY = `CHECK (kind IN (${quoted(REQUEST_KIND_NAMES)}))`;

  /** An outbox file at the last schema version whose CHECK accepts `kinds`, as a release with those kinds made it. */
  function outboxAccepting(kinds: string): { file: string; raw: Database.Database } {
    const file = tempOutboxPath();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const raw = new Database(file);
    for (const migration of OUTBOX_MIGRATIONS) raw.exec(migration.replace(TODAY, `CHECK (kind IN (${kinds}))`));
    raw.pragma(`user_version = ${OUTBOX_MIGRATIONS.length}`);
    return { file, raw };
  }
  const tableOf = (raw: Database.Database) =>
    raw.prepare(`SELECT sql FROM sqlite_schema WHERE name = 'requests'`).get();

  it('is the text the databases of the contract’s kinds have', () => {
    expect(OUTBOX_MIGRATIONS[0]).toContain(TODAY);
  });

  it('a database of fewer kinds accepts the new ones once opened: rows, ids, index and trigger kept', () => {
    const { file, raw } = outboxAccepting("'support', 'plan'");
    raw
      .prepare(`INSERT INTO requests (reference, kind, payload, received_at) VALUES ('CL-222222', 'plan', '{}', '')`)
      .run();
    raw.close();
    const outbox = Outbox.open(file);
    expect(outbox.add(validatedRequest(customPayload()))).toEqual({ id: 2, outcome: 'created' });
    expect(outbox.find('CL-222222')).toMatchObject({ id: 1, kind: 'plan', state: 'pending' });
    outbox.close();
    const reopened = new Database(file);
    expect(tableOf(reopened)).toEqual({ sql: expect.stringContaining(TODAY) });
    expect(
      reopened.prepare(`SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'requests'`).all(),
    ).toContainEqual({ name: 'requests_by_state' });
    expect(() => reopened.prepare('DELETE FROM requests').run()).toThrow('nie gelöscht');
    reopened.close();
  });

  it('a database of more kinds (a newer release, before a rollback) opens as it is', () => {
    const { file, raw } = outboxAccepting(quoted([...REQUEST_KIND_NAMES, 'later']));
    const before = tableOf(raw);
    raw.close();
    Outbox.open(file).close();
    const reopened = new Database(file);
    expect(tableOf(reopened)).toEqual(before);
    reopened.close();
  });
});

describe('GroupCommitter', () => {
  it('commits requests of one event-loop turn in one transaction, each answered after the commit', async () => {
    const outbox = Outbox.open(':memory:');
    const addMany = jest.spyOn(outbox, 'addMany');
    const committer = new GroupCommitter((requests: readonly ValidatedRequest[]) => outbox.addMany(requests));
    const results = await Promise.all([
      ...[1, 2, 3, 1].map((n) => committer.add(validatedRequest(supportPayload(referenceFor(n))))),
      committer.add(validatedRequest(planPayload(referenceFor(2)))),
    ]);
    expect(addMany).toHaveBeenCalledTimes(1);
    expect(results).toEqual([
      { id: 1, outcome: 'created' },
      { id: 2, outcome: 'created' },
      { id: 3, outcome: 'created' },
      { id: 1, outcome: 'duplicate' },
      { id: 2, outcome: 'conflict' },
    ]);
    await committer.add(validatedRequest(planPayload(referenceFor(9))));
    expect(addMany).toHaveBeenCalledTimes(2);
    outbox.close();
  });

  it('rejects every waiting request when the commit fails', async () => {
    const outbox = Outbox.open(':memory:');
    const committer = new GroupCommitter((requests: readonly ValidatedRequest[]) => outbox.addMany(requests));
    outbox.close();
    const attempts = [1, 2].map((n) => committer.add(validatedRequest(supportPayload(referenceFor(n)))));
    await expect(Promise.all(attempts)).rejects.toThrow();
    await expect(attempts[1]).rejects.toThrow();
  });
});
