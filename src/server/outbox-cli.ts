import path from 'node:path';
import { ENTRY_STATES, Outbox, type EntryState, type OutboxEntry } from './outbox';

/**
 * Operator command (npm run outbox):
 *   npm run outbox                      counts and entries by state
 *   npm run outbox -- retry <id|Referenz|all>   puts failed requests back in line
 *   npm run outbox -- show <id|Referenz>        one request with its message (for handling it by hand)
 */

const DELIVERED_SHOWN = 20;
const STATE_LABELS: Record<EntryState, string> = {
  pending: 'wartend',
  delivered: 'zugestellt',
  failed: 'fehlgeschlagen',
};

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

function entryLine(entry: OutboxEntry): string {
  const parts = entry.partsTotal && entry.partsTotal > 1 ? ` Teile ${entry.partsDelivered}/${entry.partsTotal}` : '';
  const detail =
    entry.state === 'delivered'
      ? `Nachricht ${entry.messageIds.join(', ')} am ${entry.deliveredAt ?? '?'}`
      : `${entry.attempts} Versuch(e)${entry.lastError ? `, zuletzt: ${entry.lastError}` : ''}`;
  return `  #${entry.id} ${entry.reference} ${entry.kind.padEnd(7)} eingegangen ${entry.receivedAt}${parts} – ${detail}`;
}

function summary(outbox: Outbox, io: CliIo): void {
  const counts = outbox.counts();
  io.out(
    `Outbox: ${ENTRY_STATES.map((state) => `${counts[state]} ${STATE_LABELS[state]}`).join(', ')} (Schema v${outbox.schemaVersion()})`,
  );
  for (const state of ENTRY_STATES) {
    if (counts[state] === 0) continue;
    const newestFirst = state === 'delivered';
    const entries = outbox.list(state, newestFirst ? DELIVERED_SHOWN : -1, newestFirst);
    io.out('');
    io.out(
      `${STATE_LABELS[state]} (${counts[state]})${newestFirst && counts[state] > DELIVERED_SHOWN ? `, die neuesten ${DELIVERED_SHOWN}` : ''}:`,
    );
    for (const entry of entries) io.out(entryLine(entry));
  }
}

function retry(outbox: Outbox, target: string | undefined, io: CliIo): number {
  if (!target) {
    io.err('Aufruf: npm run outbox -- retry <id|Referenz|all>');
    return 2;
  }
  if (target !== 'all') {
    const entry = outbox.find(target);
    if (!entry) {
      io.err(`Kein Eintrag ${target}.`);
      return 1;
    }
    if (entry.state !== 'failed') {
      io.err(`#${entry.id} ${entry.reference} ist ${STATE_LABELS[entry.state]}, nicht fehlgeschlagen: nichts zu tun.`);
      return 1;
    }
  }
  const count = outbox.retry(target);
  io.out(`${count} Anfrage(n) wieder in die Warteschlange gestellt; der laufende Server stellt sie zu.`);
  return 0;
}

function show(outbox: Outbox, target: string | undefined, io: CliIo): number {
  const entry = target ? outbox.find(target) : undefined;
  if (!entry) {
    io.err(target ? `Kein Eintrag ${target}.` : 'Aufruf: npm run outbox -- show <id|Referenz>');
    return target ? 1 : 2;
  }
  io.out(entryLine(entry));
  io.out(JSON.stringify(entry.payload, null, 2));
  return 0;
}

/** Runs one command against the outbox at `outboxPath`; returns the exit code. */
export function runOutboxCli(args: readonly string[], outboxPath: string, io: CliIo): number {
  const [command, target] = args;
  const outbox = Outbox.open(outboxPath);
  try {
    io.out(`Outbox-Datei: ${path.resolve(outboxPath)}`);
    if (command === undefined || command === 'list') {
      summary(outbox, io);
      return 0;
    }
    if (command === 'retry') return retry(outbox, target, io);
    if (command === 'show') return show(outbox, target, io);
    io.err(`Unbekannter Befehl "${command}". Möglich: (nichts), retry <id|Referenz|all>, show <id|Referenz>`);
    return 2;
  } finally {
    outbox.close();
  }
}
