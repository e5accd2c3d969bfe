import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ValidatedRequest } from '@/features/cloudium/contract/webhook-payload.schema';
import { DeliveryWorker, type WorkerLog } from '@/server/relay/delivery-worker';
import type { MessageSender } from '@/server/relay/chat-platform-sender';
import { Outbox } from '@/server/relay/outbox';
import { ERASED_MARKER } from '@/server/relay/outbox-entry';
import { OUTBOX_MIGRATIONS } from '@/server/relay/outbox-schema';
import { waitFor } from '../support/fake-chat-platform';
import { managedPayload, planPayload, referenceFor, supportPayload, validatedRequest } from './support/payloads';
import { freshOutboxForEachTest, runOutbox, tempOutboxPath } from './support/relay-harness';

jest.setTimeout(20_000);

const SECRET_MESSAGE = 'Geheimer Besuchertext 4711, bitte loeschen';
const SECRET_NAME = 'Erika Mustermann';
const SECRET_EMAIL = 'erika.vertraulich@example.org';
const SECRET_SUBJECT = 'Vertraulicher Betreff';

/** A support request full of personal data; `long` makes it span several messages (and database pages). */
function visitorRequest(n: number, long = false): ValidatedRequest {
  const message = long ? `${SECRET_MESSAGE}\n${'Zeile mit viel Text '.repeat(1000)}${SECRET_MESSAGE}` : SECRET_MESSAGE;
  const payload = supportPayload(referenceFor(n), message, SECRET_SUBJECT) as unknown as {
    embeds: [{ fields: { value: string }[] }];
  };
  const [name, email] = payload.embeds[0].fields;
  if (name) name.value = SECRET_NAME;
  if (email) email.value = SECRET_EMAIL;
  return validatedRequest(payload);
}

/** Every byte SQLite keeps for this outbox: the database, its write-ahead log and its index. */
function fileBytes(file: string): string {
  return ['', '-wal', '-shm']
    .map((suffix) => `${file}${suffix}`)
    .filter((name) => fs.existsSync(name))
    .map((name) => fs.readFileSync(name).toString('latin1'))
    .join('\n');
}

/** The texts as they sit in the file (UTF-8), searched in a latin1 view of the bytes. */
const inFile = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const silentLog: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('Outbox.erase', () => {
  const temp = freshOutboxForEachTest();

  it('overwrites every value the visitor sent but keeps the row and its audit trail', () => {
    const { id } = temp.outbox.add(visitorRequest(1), new Date('2026-11-22T09:00:00.000Z'));
    temp.outbox.beginAttempt(id);
    temp.outbox.recordPart(id, 0, 2, '111', new Date('2026-11-22T09:00:01.000Z'));
    temp.outbox.noteError(id, `HTTP 400: ${SECRET_MESSAGE}`);
    const before = temp.outbox.find(id);

    const result = temp.outbox.erase(referenceFor(1), new Date('2026-11-22T10:00:00.000Z'));

    expect(result).toMatchObject({ erasedNow: true, purged: true });
    const entry = temp.outbox.find(id);
    expect(entry).toMatchObject({
      id,
      reference: referenceFor(1),
      kind: 'support',
      state: before?.state,
      receivedAt: '2026-11-22T09:00:00.000Z',
      attempts: 1,
      partsTotal: 2,
      partsDelivered: 1,
      messageIds: ['111'],
      lastError: ERASED_MARKER,
      erasedAt: '2026-11-22T10:00:00.000Z',
    });
    const [embed] = entry?.payload.embeds ?? [];
    expect(embed?.title).toBe(`Neue Support-Anfrage: ${ERASED_MARKER}`);
    expect(embed?.description).toBe(`Referenz: ${referenceFor(1)}`);
    expect(embed?.fields.map((field) => [field.name, field.value])).toEqual(
      ['Name', 'Email', 'Betreff', 'Nachricht'].map((name) => [name, ERASED_MARKER]),
    );
    const stored = JSON.stringify(entry);
    for (const secret of [SECRET_MESSAGE, SECRET_NAME, SECRET_EMAIL, SECRET_SUBJECT]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('keeps the title prefix of the kind and leaves an absent error absent', () => {
    temp.outbox.add(validatedRequest(planPayload(referenceFor(2))));
    temp.outbox.add(validatedRequest(managedPayload(referenceFor(3))));
    expect(temp.outbox.erase(1)?.entry).toMatchObject({ lastError: null, state: 'pending' });
    expect(temp.outbox.erase(2)?.entry.payload.embeds[0].title).toBe('Neue Managed Game Hosting Anfrage');
    expect(temp.outbox.find(1)?.payload.embeds[0].title).toBe(`Neue Bestellung: ${ERASED_MARKER}`);
    expect(temp.outbox.find(1)?.payload.embeds[0].fields.map((field) => field.value)).toEqual([
      ERASED_MARKER,
      ERASED_MARKER,
      ERASED_MARKER,
    ]);
  });

  it('is idempotent and answers undefined for an unknown entry', () => {
    temp.outbox.add(visitorRequest(1));
    const first = temp.outbox.erase(1, new Date('2026-11-22T10:00:00.000Z'));
    const second = temp.outbox.erase(referenceFor(1), new Date('2026-11-22T11:00:00.000Z'));
    expect(second).toMatchObject({ erasedNow: false, purged: true });
    expect(second?.entry).toEqual(first?.entry);
    expect(temp.outbox.erase(99)).toBeUndefined();
    expect(temp.outbox.erase(referenceFor(99))).toBeUndefined();
  });

  it('takes a pending request out of the line for good: no delivery, no retry, no error text', () => {
    temp.outbox.add(visitorRequest(1));
    temp.outbox.add(visitorRequest(2));
    temp.outbox.erase(1);
    expect(temp.outbox.nextPending()?.id).toBe(2);
    expect(temp.outbox.isErased(1)).toBe(true);
    expect(temp.outbox.isErased(2)).toBe(false);
    temp.outbox.noteError(1, SECRET_MESSAGE);
    temp.outbox.markFailed(1, SECRET_MESSAGE);
    expect(temp.outbox.find(1)).toMatchObject({ state: 'pending', lastError: null, failedAt: null });
    temp.outbox.markFailed(2, 'HTTP 404');
    temp.outbox.erase(2);
    expect(temp.outbox.retry(2)).toBe(0);
    expect(temp.outbox.retry('all')).toBe(0);
    expect(temp.outbox.find(2)).toMatchObject({ state: 'failed', lastError: ERASED_MARKER });
    expect(temp.outbox.counts()).toEqual({ pending: 0, delivered: 0, failed: 0, held: 0, erased: 2 });
  });

  it('leaves no trace of the text in the database files, while other requests stay intact', () => {
    const other = 'Anderer Besucher bleibt gespeichert 0815';
    temp.outbox.add(visitorRequest(1, true));
    temp.outbox.add(visitorRequest(2));
    temp.outbox.add(validatedRequest(supportPayload(referenceFor(3), other)));
    // Updates of the row leave older copies of it in the temp.file; all of them must go.
    for (const id of [1, 2]) {
      temp.outbox.beginAttempt(id);
      temp.outbox.noteError(id, `HTTP 400: ${SECRET_MESSAGE}`);
      temp.outbox.beginAttempt(id);
    }
    temp.outbox.recordPart(2, 0, 1, '4242');
    expect(fileBytes(temp.file)).toContain(inFile(SECRET_MESSAGE));

    temp.outbox.erase(1);
    temp.outbox.erase(referenceFor(2));

    const bytes = fileBytes(temp.file);
    for (const secret of [SECRET_MESSAGE, SECRET_NAME, SECRET_EMAIL, SECRET_SUBJECT, 'Zeile mit viel Text']) {
      expect(bytes).not.toContain(inFile(secret));
    }
    expect(bytes).toContain(inFile(other));
    expect(temp.outbox.find(3)?.payload.embeds[0].fields[3]?.value).toBe(other);
  });

  it('also scrubs copies written by an older version of the relay (without secure_delete)', () => {
    temp.outbox.close();
    const legacy = new Database(temp.file);
    legacy.pragma('secure_delete = OFF');
    const { payload } = visitorRequest(1, true);
    legacy
      .prepare('INSERT INTO requests (reference, kind, payload, received_at) VALUES (?, ?, ?, ?)')
      .run(referenceFor(1), 'support', JSON.stringify(payload), '2026-11-22T09:00:00.000Z');
    legacy.prepare('UPDATE requests SET attempts = attempts + 1, last_error = ? WHERE id = 1').run(SECRET_MESSAGE);
    legacy.prepare('UPDATE requests SET attempts = attempts + 1 WHERE id = 1').run();
    legacy.close();
    temp.outbox = Outbox.open(temp.file);

    temp.outbox.erase(1);

    const bytes = fileBytes(temp.file);
    for (const secret of [SECRET_MESSAGE, SECRET_NAME, SECRET_EMAIL, 'Zeile mit viel Text']) {
      expect(bytes).not.toContain(inFile(secret));
    }
  });
});

describe('schema v1 → v2', () => {
  it('migrates an existing database: its requests stay and can be erased', () => {
    const file = tempOutboxPath();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const v1 = new Database(file);
    v1.pragma('journal_mode = WAL');
    v1.exec(OUTBOX_MIGRATIONS[0] ?? '');
    v1.pragma('user_version = 1');
    v1.prepare('INSERT INTO requests (reference, kind, payload, received_at) VALUES (?, ?, ?, ?)').run(
      referenceFor(1),
      'support',
      JSON.stringify(visitorRequest(1).payload),
      '2026-11-22T09:00:00.000Z',
    );
    v1.close();

    const outbox = Outbox.open(file);
    expect(outbox.schemaVersion()).toBe(OUTBOX_MIGRATIONS.length);
    expect(outbox.nextPending()).toMatchObject({ id: 1, erasedAt: null });
    expect(outbox.erase(referenceFor(1))?.erasedNow).toBe(true);
    expect(outbox.nextPending()).toBeUndefined();
    outbox.close();
    // Opening again does not migrate twice.
    const again = Outbox.open(file);
    expect(again.schemaVersion()).toBe(OUTBOX_MIGRATIONS.length);
    expect(again.find(1)?.erasedAt).not.toBeNull();
    again.close();
  });
});

describe('delivery of an erased request', () => {
  it('stops a message in flight between its parts and keeps the id of what already went out', async () => {
    const outbox = Outbox.open(':memory:');
    const { id } = outbox.add(visitorRequest(1, true));
    const sent: string[] = [];
    const sender: MessageSender = {
      send: async (message) => {
        sent.push(JSON.stringify(message));
        // The operator erases it while the first part is on its way.
        outbox.erase(id);
        return String(sent.length);
      },
      close: () => undefined,
    };
    const said: string[] = [];
    const log: WorkerLog = { ...silentLog, info: (_object, message) => void said.push(message) };
    const worker = new DeliveryWorker({ outbox, sender, log, idlePollMs: 10 });
    worker.start();
    // The worker looks again before the next part and stops the message there.
    await waitFor(
      () => said.includes('Anfrage gelöscht, Zustellung abgebrochen'),
      2000,
      () => 'Abbruch nach dem ersten Teil',
    );
    await worker.stop();
    expect(sent).toHaveLength(1);
    expect(outbox.find(id)).toMatchObject({ state: 'pending', messageIds: ['1'], erasedAt: expect.any(String) });
    expect((outbox.find(id)?.partsTotal ?? 0) > 1).toBe(true);
    outbox.close();
  });
});

describe('npm run outbox -- erase', () => {
  let outboxPath: string;

  beforeEach(() => {
    outboxPath = tempOutboxPath();
    const outbox = Outbox.open(outboxPath);
    outbox.add(visitorRequest(1));
    outbox.add(visitorRequest(2));
    outbox.add(validatedRequest(planPayload(referenceFor(3))));
    outbox.recordPart(2, 0, 1, '4242');
    outbox.close();
  });

  it('erases by id or reference, names the platform messages still to delete, and is idempotent', () => {
    const first = runOutbox(['erase', referenceFor(2)], outboxPath);
    expect(first.code).toBe(0);
    expect(first.out).toContain(
      `#2 ${referenceFor(2)} gelöscht: alle Angaben der Person sind durch „[gelöscht]“ ersetzt.`,
    );
    expect(first.out).toContain('Im Discord-Kanal noch von Hand löschen: Nachricht(en) 4242.');
    expect(first.out).not.toContain('nicht mehr zugestellt');
    const again = runOutbox(['erase', '2'], outboxPath);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/#2 CL-\w+ war schon gelöscht \(am \d{4}-/);
  });

  it('refuses an unknown entry and a missing target in German, with a non-zero exit', () => {
    expect(runOutbox(['erase', '99'], outboxPath)).toMatchObject({ code: 1, err: 'Kein Eintrag 99.' });
    expect(runOutbox(['erase', referenceFor(99)], outboxPath)).toMatchObject({
      code: 1,
      err: `Kein Eintrag ${referenceFor(99)}.`,
    });
    expect(runOutbox(['erase'], outboxPath)).toMatchObject({
      code: 2,
      err: 'Aufruf: npm run outbox -- erase <id|Referenz|held>',
    });
  });

  it('the listing counts erased entries apart and says what became of them', () => {
    expect(runOutbox(['erase', '1'], outboxPath).out).toContain('Die Anfrage wird nicht mehr zugestellt.');
    runOutbox(['erase', '2'], outboxPath);
    const { code, out } = runOutbox([], outboxPath);
    expect(code).toBe(0);
    expect(out).toContain(
      `Outbox: 1 wartend, 0 zugestellt, 0 fehlgeschlagen, 0 zurückgehalten, 2 gelöscht (Schema v${OUTBOX_MIGRATIONS.length})`,
    );
    expect(out).toMatch(/wartend \(1\):\n {2}#3 CL-\w+ plan /);
    expect(out).toMatch(/gelöscht \(2\):\n {2}#2 CL-\w+ support .*gelöscht am .*, zuvor zugestellt als Nachricht 4242/);
    expect(out).toMatch(/\n {2}#1 CL-\w+ support .*gelöscht am .*, nie zugestellt/);
    expect(out).not.toContain('zugestellt (');
  });

  it('retry refuses an erased request, and show prints only the redacted message', () => {
    runOutbox(['erase', '1'], outboxPath);
    expect(runOutbox(['retry', '1'], outboxPath)).toMatchObject({
      code: 1,
      err: `#1 ${referenceFor(1)} ist gelöscht und wird nie mehr zugestellt.`,
    });
    const shown = runOutbox(['show', '1'], outboxPath);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('"value": "[gelöscht]"');
    expect(shown.out).not.toContain(SECRET_NAME);
  });
});
