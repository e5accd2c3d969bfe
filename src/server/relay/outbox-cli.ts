import fs from 'node:fs';
import path from 'node:path';
import type { HeldReason } from './admission';
import { Outbox } from './outbox';
import { REQUEST_KIND_NAMES } from '@/features/cloudium/contract/webhook-contract';
import { ENTRY_STATES, ERASED_MARKER, type EntryState, type OutboxEntry } from './outbox-entry';

/**
 * Operator command (npm run outbox):
 *   npm run outbox                      counts and entries by state
 *   npm run outbox -- retry <id|Referenz|all>   puts failed requests back in line
 *   npm run outbox -- show <id|Referenz>        one request with its message (for handling it by hand)
 *   npm run outbox -- erase <id|Referenz>       GDPR erasure: overwrites the visitor's data, keeps the row
 *   npm run outbox -- held                      requests held instead of delivered (no proof of work, hidden field)
 *   npm run outbox -- release <id|Referenz|all> puts held requests in line: the running server delivers them
 *   npm run outbox -- erase held                erases every held request (what a bot sent)
 *   npm run outbox -- backup <Datei>            consistent copy while the server runs (docs/operations.md)
 */

const DELIVERED_SHOWN = 20;
/** The kinds line up in the listing: as wide as the longest kind's name. */
const KIND_WIDTH = Math.max(...REQUEST_KIND_NAMES.map((kind) => kind.length));
const ERASED_SHOWN = 20;
const STATE_LABELS: Record<EntryState, string> = {
  pending: 'wartend',
  delivered: 'zugestellt',
  failed: 'fehlgeschlagen',
};

const HELD_LABELS: Record<HeldReason, string> = {
  'no-proof': 'ohne Nachweis (eine Seite einer früheren Version oder ein Skript)',
  trap: 'verstecktes Feld ausgefüllt (wohl ein Bot)',
};

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Exit codes besides 0: the command could not be carried out (1), or it was called wrongly (2). */
const FAILED = 1;
const MISUSED = 2;

/** Says how the command is called; the exit code of a call that lacks its argument. */
function usage(call: string, io: CliIo): number {
  io.err(`Aufruf: npm run outbox -- ${call}`);
  return MISUSED;
}

/** The exit code of a command whose id or reference names no request. */
function noEntry(target: string, io: CliIo): number {
  io.err(`Kein Eintrag ${target}.`);
  return FAILED;
}

/** What became of an erased request before: delivered (where), failed, or never sent. */
function erasedDetail(entry: OutboxEntry): string {
  const before =
    entry.state === 'delivered'
      ? `zuvor zugestellt als Nachricht ${entry.messageIds.join(', ')} am ${entry.deliveredAt ?? '?'}`
      : entry.state === 'failed'
        ? `zuvor fehlgeschlagen am ${entry.failedAt ?? '?'}`
        : 'nie zugestellt';
  return `gelöscht am ${entry.erasedAt ?? '?'}, ${before}`;
}

function entryLine(entry: OutboxEntry): string {
  const parts = entry.partsTotal && entry.partsTotal > 1 ? ` Teile ${entry.partsDelivered}/${entry.partsTotal}` : '';
  const detail = entry.erasedAt
    ? erasedDetail(entry)
    : entry.held
      ? `zurückgehalten: ${HELD_LABELS[entry.held]}`
      : entry.state === 'delivered'
        ? `Nachricht ${entry.messageIds.join(', ')} am ${entry.deliveredAt ?? '?'}`
        : `${entry.attempts} Versuch(e)${entry.lastError ? `, zuletzt: ${entry.lastError}` : ''}`;
  return `  #${entry.id} ${entry.reference} ${entry.kind.padEnd(KIND_WIDTH)} eingegangen ${entry.receivedAt}${parts} – ${detail}`;
}

function summary(outbox: Outbox, io: CliIo): void {
  const counts = outbox.counts();
  io.out(
    `Outbox: ${ENTRY_STATES.map((state) => `${counts[state]} ${STATE_LABELS[state]}`).join(', ')}, ${counts.held} zurückgehalten, ${counts.erased} gelöscht (Schema v${outbox.schemaVersion()})`,
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
  if (counts.held > 0) {
    io.out('');
    io.out(`zurückgehalten (${counts.held}), "npm run outbox -- held":`);
    for (const entry of outbox.listHeld(DELIVERED_SHOWN)) io.out(entryLine(entry));
  }
  if (counts.erased === 0) return;
  io.out('');
  io.out(`gelöscht (${counts.erased})${counts.erased > ERASED_SHOWN ? `, die neuesten ${ERASED_SHOWN}` : ''}:`);
  for (const entry of outbox.listErased(ERASED_SHOWN)) io.out(entryLine(entry));
}

function retry(outbox: Outbox, target: string | undefined, io: CliIo): number {
  if (!target) return usage('retry <id|Referenz|all>', io);
  if (target !== 'all') {
    const entry = outbox.find(target);
    if (!entry) return noEntry(target, io);
    if (entry.erasedAt) {
      io.err(`#${entry.id} ${entry.reference} ist gelöscht und wird nie mehr zugestellt.`);
      return FAILED;
    }
    if (entry.state !== 'failed') {
      io.err(`#${entry.id} ${entry.reference} ist ${STATE_LABELS[entry.state]}, nicht fehlgeschlagen: nichts zu tun.`);
      return FAILED;
    }
  }
  const count = outbox.retry(target);
  io.out(`${count} Anfrage(n) wieder in die Warteschlange gestellt; der laufende Server stellt sie zu.`);
  return 0;
}

function show(outbox: Outbox, target: string | undefined, io: CliIo): number {
  if (!target) return usage('show <id|Referenz>', io);
  const entry = outbox.find(target);
  if (!entry) return noEntry(target, io);
  io.out(entryLine(entry));
  io.out(JSON.stringify(entry.payload, null, 2));
  return 0;
}

function held(outbox: Outbox, io: CliIo): number {
  const entries = outbox.listHeld();
  if (entries.length === 0) {
    io.out('Keine Anfrage zurückgehalten.');
    return 0;
  }
  io.out(`${entries.length} Anfrage(n) zurückgehalten, älteste zuerst:`);
  for (const entry of entries) io.out(entryLine(entry));
  io.out('');
  io.out(
    'Ansehen: show <id|Referenz>. Zustellen: release <id|Referenz|all>. Löschen: erase <id|Referenz> oder erase held.',
  );
  return 0;
}

function release(outbox: Outbox, target: string | undefined, io: CliIo): number {
  if (!target) return usage('release <id|Referenz|all>', io);
  if (target !== 'all') {
    const entry = outbox.find(target);
    if (!entry) return noEntry(target, io);
    if (entry.erasedAt || !entry.held) {
      io.err(`#${entry.id} ${entry.reference} ist nicht zurückgehalten: nichts zu tun.`);
      return FAILED;
    }
  }
  const count = outbox.release(target);
  io.out(`${count} Anfrage(n) freigegeben; der laufende Server stellt sie zu.`);
  return 0;
}

/** Erases every held request, each as `erase` does one. */
function eraseHeld(outbox: Outbox, io: CliIo): number {
  const { count, purged } = outbox.eraseHeld();
  io.out(`${count} zurückgehaltene Anfrage(n) gelöscht: alle Angaben sind durch „${ERASED_MARKER}“ ersetzt.`);
  if (purged) return 0;
  io.err('Der alte Text steht noch im Write-Ahead-Log der Datenbank: Befehl bitte gleich noch einmal ausführen.');
  return FAILED;
}

function erase(outbox: Outbox, target: string | undefined, io: CliIo): number {
  if (!target) return usage('erase <id|Referenz|held>', io);
  if (target === 'held') return eraseHeld(outbox, io);
  const result = outbox.erase(target);
  if (!result) return noEntry(target, io);
  const { entry, erasedNow, purged } = result;
  io.out(
    erasedNow
      ? `#${entry.id} ${entry.reference} gelöscht: alle Angaben der Person sind durch „${ERASED_MARKER}“ ersetzt.`
      : `#${entry.id} ${entry.reference} war schon gelöscht (am ${entry.erasedAt ?? '?'}).`,
  );
  if (entry.state === 'pending') io.out('Die Anfrage wird nicht mehr zugestellt.');
  if (entry.messageIds.length > 0) {
    io.out(`Im Discord-Kanal noch von Hand löschen: Nachricht(en) ${entry.messageIds.join(', ')}.`);
  }
  if (!purged) {
    io.err('Der alte Text steht noch im Write-Ahead-Log der Datenbank: Befehl bitte gleich noch einmal ausführen.');
    return FAILED;
  }
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
    if (command === 'erase') return erase(outbox, target, io);
    if (command === 'held') return held(outbox, io);
    if (command === 'release') return release(outbox, target, io);
    io.err(
      `Unbekannter Befehl "${command}". Möglich: (nichts), retry <id|Referenz|all>, show <id|Referenz>, held, release <id|Referenz|all>, erase <id|Referenz|held>, backup <Datei>`,
    );
    return MISUSED;
  } finally {
    outbox.close();
  }
}

/** Writes the backup to a new file; never over an existing one (least of all the outbox itself). */
async function backup(outboxPath: string, target: string | undefined, io: CliIo): Promise<number> {
  if (!target) return usage('backup <Datei>', io);
  if (fs.existsSync(target)) {
    io.err(
      `${path.resolve(target)} existiert schon; die Sicherung überschreibt keine Datei. Bitte einen neuen Namen wählen.`,
    );
    return FAILED;
  }
  const outbox = Outbox.open(outboxPath);
  try {
    io.out(`Outbox-Datei: ${path.resolve(outboxPath)}`);
    const count = await outbox.backup(target);
    io.out(`Sicherung geschrieben: ${path.resolve(target)} (${count} Anfrage(n)).`);
    return 0;
  } finally {
    outbox.close();
  }
}

/** Every command, the backup (asynchronous) included: what `npm run outbox` runs. */
export async function runOutboxCommand(args: readonly string[], outboxPath: string, io: CliIo): Promise<number> {
  if (args[0] === 'backup') return backup(outboxPath, args[1], io);
  return runOutboxCli(args, outboxPath, io);
}
