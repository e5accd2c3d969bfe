import { Outbox } from '@/server/outbox';
import { OUTBOX_MIGRATIONS } from '@/server/outbox-schema';
import { planPayload, referenceFor, supportPayload, validatedRequest } from './support/payloads';
import { runOutbox, tempOutboxPath } from './support/relay-harness';

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
      `Outbox: 1 wartend, 1 zugestellt, 1 fehlgeschlagen, 0 gelöscht (Schema v${OUTBOX_MIGRATIONS.length})`,
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
