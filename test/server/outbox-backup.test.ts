import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Outbox } from '@/server/relay/outbox';
import { runOutboxCommand } from '@/server/relay/outbox-cli';
import { referenceFor, supportPayload } from './support/payloads';
import { startRelay, tempOutboxPath } from './support/relay-harness';

jest.setTimeout(30_000);

async function backup(args: string[], outboxPath: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOutboxCommand(['backup', ...args], outboxPath, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

function referencesIn(file: string): Set<string> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT reference FROM requests').all() as { reference: string }[];
    return new Set(rows.map((row) => row.reference));
  } finally {
    db.close();
  }
}

describe('npm run outbox -- backup <Datei>', () => {
  it('copies the outbox during a burst: the copy opens and holds every request committed before it began', async () => {
    const outboxPath = tempOutboxPath();
    const relay = await startRelay({ outboxPath, rateLimitPerMinute: 100_000 });
    const reader = Outbox.open(outboxPath);
    let sent = 0;
    let bursting = true;
    // Four clients posting one request after another, as fast as the relay accepts them.
    const clients = Array.from({ length: 4 }, async () => {
      while (bursting) {
        sent += 1;
        const response = await relay.post(supportPayload(referenceFor(1000 + sent)));
        expect(response.status).toBe(200);
      }
    });
    try {
      while (reader.counts().pending < 200) await new Promise((resolve) => setImmediate(resolve));
      const committedBefore = reader.list('pending').map((entry) => entry.reference);
      const destination = path.join(path.dirname(outboxPath), 'sicherung', 'outbox-backup.sqlite');

      const { code, out } = await backup([destination], outboxPath);
      const afterBackup = reader.counts().pending;
      bursting = false;
      await Promise.all(clients);

      expect(code).toBe(0);
      const copied = referencesIn(destination);
      expect(committedBefore.filter((reference) => !copied.has(reference))).toEqual([]);
      expect(copied.size).toBeGreaterThanOrEqual(committedBefore.length);
      expect(copied.size).toBeLessThanOrEqual(afterBackup);
      expect(out.at(-1)).toBe(`Sicherung geschrieben: ${destination} (${copied.size} Anfrage(n)).`);
      // The copy is a whole outbox: it opens as one, at the same schema version.
      const restored = Outbox.open(destination);
      expect(restored.schemaVersion()).toBe(reader.schemaVersion());
      expect(restored.find(committedBefore[0] ?? '')?.kind).toBe('support');
      restored.close();
    } finally {
      bursting = false;
      await Promise.allSettled(clients);
      reader.close();
      await relay.close();
    }
  });

  it('never writes over an existing file, and says how it is called', async () => {
    const outboxPath = tempOutboxPath();
    Outbox.open(outboxPath).close();
    const before = fs.readFileSync(outboxPath);

    const onItself = await backup([outboxPath], outboxPath);
    expect(onItself.code).toBe(1);
    expect(onItself.err).toEqual([
      `${outboxPath} existiert schon; die Sicherung überschreibt keine Datei. Bitte einen neuen Namen wählen.`,
    ]);
    expect(fs.readFileSync(outboxPath)).toEqual(before);

    const bare = await backup([], outboxPath);
    expect(bare).toEqual({ code: 2, out: [], err: ['Aufruf: npm run outbox -- backup <Datei>'] });
  });
});
