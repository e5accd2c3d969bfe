import { Outbox } from '@/server/relay/outbox';
import { OUTBOX_MIGRATIONS } from '@/server/relay/outbox-schema';
import { planPayload, referenceFor, supportPayload, validatedRequest } from './support/payloads';
import { runOutbox, tempOutboxPath } from './support/relay-harness';
import { NO_TEST_LIMITS } from './support/proof';

function seed(outboxPath: string) {
  const outbox = Outbox.open(outboxPath);
  for (const payload of [
    supportPayload(referenceFor(1)),
    planPayload(referenceFor(2)),
    supportPayload(referenceFor(3)),
  ]) {
    outbox.add(validatedRequest(payload));
  }
  outbox.recordPart(1, 0, 1, '4242');
  outbox.markFailed(2, 'HTTP 404, Code 10015: Unknown Webhook');
  outbox.close();
}

describe('npm run outbox', () => {
  let outboxPath: string;
  beforeEach(() => {
    outboxPath = tempOutboxPath();
    seed(outboxPath);
  });

  it('lists counts and entries by state', () => {
    const { code, out } = runOutbox([], outboxPath);
    expect(code).toBe(0);
    expect(out).toContain(
      `Outbox: 1 wartend, 1 zugestellt, 1 fehlgeschlagen, 0 zurückgehalten, 0 gelöscht (Schema v${OUTBOX_MIGRATIONS.length})`,
    );
    expect(out).toMatch(/wartend \(1\):\n {2}#3 CL-222225 support/);
    expect(out).toMatch(/zugestellt \(1\):\n {2}#1 CL-222223 support .*Nachricht 4242/);
    expect(out).toMatch(
      /fehlgeschlagen \(1\):\n {2}#2 CL-222224 plan .*zuletzt: HTTP 404, Code 10015: Unknown Webhook/,
    );
    // Metadata only: the visitor's text is not printed by the listing.
    expect(out).not.toContain('Mein Server startet nicht.');
  });

  it('retry <id> puts one failed request back in line', () => {
    expect(runOutbox(['retry', '2'], outboxPath)).toMatchObject({
      code: 0,
      out: expect.stringContaining('1 Anfrage(n)'),
    });
    const outbox = Outbox.open(outboxPath);
    expect(outbox.find(2)?.state).toBe('pending');
    outbox.close();
  });

  it('retry accepts a reference number and all', () => {
    expect(runOutbox(['retry', referenceFor(2)], outboxPath).code).toBe(0);
    const outbox = Outbox.open(outboxPath);
    outbox.markFailed(2, 'wieder');
    outbox.markFailed(3, 'auch');
    outbox.close();
    expect(runOutbox(['retry', 'all'], outboxPath).out).toContain('2 Anfrage(n)');
  });

  it('refuses to retry what is not failed, unknown ids and a missing target', () => {
    expect(runOutbox(['retry', '1'], outboxPath)).toMatchObject({
      code: 1,
      err: expect.stringContaining('zugestellt'),
    });
    expect(runOutbox(['retry', '99'], outboxPath)).toMatchObject({ code: 1, err: 'Kein Eintrag 99.' });
    expect(runOutbox(['retry'], outboxPath).code).toBe(2);
    expect(runOutbox(['löschen'], outboxPath).code).toBe(2);
  });

  it('show prints one request with its message', () => {
    const { code, out } = runOutbox(['show', referenceFor(3)], outboxPath);
    expect(code).toBe(0);
    expect(out).toContain('"title": "Neue Support-Anfrage: Server startet nicht"');
  });
});

describe('npm run outbox: held requests (docs/operations.md, "Held requests")', () => {
  let outboxPath: string;
  beforeEach(() => {
    outboxPath = tempOutboxPath();
    const outbox = Outbox.open(outboxPath);
    outbox.add(validatedRequest(supportPayload(referenceFor(1))));
    const held = [
      { n: 2, held: 'no-proof' as const },
      { n: 3, held: 'trap' as const },
      { n: 4, held: 'trap' as const },
    ].map(({ n, held: reason }) => ({
      request: validatedRequest(supportPayload(referenceFor(n), `Bottext ${n}`)),
      sender: outbox.senderId('203.0.113.9'),
      parts: 1,
      held: reason,
      proof: null,
    }));
    outbox.admitMany(held, { limits: NO_TEST_LIMITS, maxPricedMessages: 16 });
    outbox.close();
  });
  const open = () => Outbox.open(outboxPath);

  it('counts and lists them apart, with why each is held, never their text', () => {
    const { code, out } = runOutbox([], outboxPath);
    expect(code).toBe(0);
    expect(out).toContain('1 wartend, 0 zugestellt, 0 fehlgeschlagen, 3 zurückgehalten, 0 gelöscht');
    const listed = runOutbox(['held'], outboxPath).out;
    expect(listed).toContain('3 Anfrage(n) zurückgehalten');
    expect(listed).toMatch(/#2 CL-222224 support .*zurückgehalten: ohne Nachweis/);
    expect(listed).toMatch(/#3 CL-222225 support .*zurückgehalten: verstecktes Feld ausgefüllt/);
    expect(listed).not.toContain('Bottext');
  });

  it('release <id|Referenz> puts one in line, release all the rest; a request not held is refused', () => {
    expect(runOutbox(['release', referenceFor(2)], outboxPath)).toMatchObject({
      code: 0,
      out: expect.stringContaining('1 Anfrage(n) freigegeben'),
    });
    expect(runOutbox(['release', '1'], outboxPath)).toMatchObject({
      code: 1,
      err: expect.stringContaining('nicht zurückgehalten'),
    });
    expect(runOutbox(['release'], outboxPath).code).toBe(2);
    expect(runOutbox(['release', 'all'], outboxPath).out).toContain('2 Anfrage(n) freigegeben');
    const outbox = open();
    expect(outbox.listHeld()).toEqual([]);
    expect(outbox.counts()).toMatchObject({ pending: 4, held: 0 });
    outbox.close();
  });

  it('erase held erases every held request, and only those', () => {
    const { code, out } = runOutbox(['erase', 'held'], outboxPath);
    expect(code).toBe(0);
    expect(out).toContain('3 zurückgehaltene Anfrage(n) gelöscht');
    const outbox = open();
    expect(outbox.counts()).toMatchObject({ pending: 1, held: 0, erased: 3 });
    expect(JSON.stringify(outbox.find(3)?.payload)).not.toContain('Bottext');
    expect(outbox.find(1)?.erasedAt).toBeNull();
    outbox.close();
  });
});
