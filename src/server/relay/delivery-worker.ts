import { randomUUID } from 'node:crypto';
import { splitPayload } from '@/features/cloudium/contract/message-split';
import { messagesFor } from '@/features/cloudium/contract/team-view';
import { DeliveryError, type MessageSender } from './chat-platform-sender';
import type { Outbox } from './outbox';
import type { OutboxEntry } from './outbox-entry';

/**
 * Delivers the outbox to the chat platform, one request at a time in turn (fair between senders, admission.ts). A
 * transient failure keeps the request at the head of the line and waits with exponential backoff; a permanent one
 * marks it failed, loudly.
 */

export interface WorkerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface BackoffOptions {
  readonly initialMs: number;
  readonly maxMs: number;
}

export interface DeliveryWorkerOptions {
  readonly outbox: Outbox;
  readonly sender: MessageSender;
  readonly log: WorkerLog;
  readonly backoff?: BackoffOptions;
  /** How often an idle worker looks for requests put back by the operator command. */
  readonly idlePollMs?: number;
  /** Names this worker in the outbox's delivery lease; unique per process by default. */
  readonly holder?: string;
  /** How long the lease holds without renewal: a crashed holder's requests wait at most this long. */
  readonly leaseMs?: number;
}

/**
 * A send takes at most DEFAULT_SEND_TIMEOUT_MS (15 s); the lease is renewed right before each part, after any wait for
 * the platform's bucket, so it cannot run out while a part is on its way.
 */
export const DELIVERY_LEASE_MS = 30_000;

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 5 * 60_000 };

/** Wait before the next try after `failures` transient failures in a row, with jitter against lockstep. */
export function backoffDelay(failures: number, options: BackoffOptions, random: () => number = Math.random): number {
  const exponential = Math.min(options.maxMs, options.initialMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential * (0.75 + random() * 0.25));
}

/** The process id a lease holder's name starts with (`<pid>-<uuid>`); none for names given otherwise. */
export function processOf(holder: string): number | undefined {
  const pid = Number(/^(\d+)-/.exec(holder)?.[1]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Whether a process of this machine is running (signal 0 checks without sending anything). */
function isRunning(pid: number | undefined): boolean {
  if (pid === undefined) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The messages of a request: what the team reads (team-view.ts), where the visitor's text passes for nothing the site
 * writes itself. A request whose delivery began as the plain split (a release before the team's view) goes on so.
 */
function messagesOf(entry: OutboxEntry) {
  const messages = messagesFor(entry.payload, entry.receivedAt);
  const begunOtherwise = entry.partsDelivered > 0 && entry.partsTotal !== null && entry.partsTotal !== messages.length;
  return begunOtherwise ? splitPayload(entry.payload) : messages;
}

export class DeliveryWorker {
  private readonly backoff: BackoffOptions;
  private readonly idlePollMs: number;
  private running?: Promise<void>;
  private stopping = false;
  /** Ends the current pause: on stop always, on a new request only while idle (never cuts a backoff short). */
  private wake?: () => void;
  private wakeOnNotify = false;
  private readonly abort = new AbortController();
  private failuresInARow = 0;
  private readonly holder: string;
  private readonly leaseMs: number;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.idlePollMs = options.idlePollMs ?? 2000;
    this.holder = options.holder ?? `${process.pid}-${randomUUID()}`;
    this.leaseMs = options.leaseMs ?? DELIVERY_LEASE_MS;
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** A new request was committed: look now instead of at the next poll. */
  notify(): void {
    if (this.wakeOnNotify) this.wake?.();
  }

  /**
   * Stops taking new work and lets a send in flight finish for up to `graceMs`, then aborts it (the request
   * stays pending and goes out after the next start).
   */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    this.wake?.();
    if (!this.running) return;
    const timer = setTimeout(() => this.abort.abort(), graceMs);
    try {
      await this.running;
    } finally {
      clearTimeout(timer);
      this.options.sender.close();
      this.releaseLease();
    }
  }

  /**
   * Whether this worker may deliver now: it holds the outbox's delivery lease, renewed for another term, or takes it
   * from a process of this machine that is gone (killed), without waiting for its term to run out.
   */
  private holdsLease(): boolean {
    const { outbox } = this.options;
    if (outbox.lease.take(this.holder, this.leaseMs)) return true;
    const other = outbox.lease.holder();
    return (
      other !== undefined && !isRunning(processOf(other)) && outbox.lease.takeOver(other, this.holder, this.leaseMs)
    );
  }

  private releaseLease(): void {
    try {
      this.options.outbox.lease.release(this.holder);
    } catch {
      // The outbox is gone already: the lease runs out by itself.
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      try {
        const entry = this.options.outbox.nextPending();
        // Another server delivers (the other release during a switch): look again at the next poll.
        if (!entry || !this.holdsLease()) {
          await this.pause(this.idlePollMs, true);
          continue;
        }
        const waitMs = await this.deliver(entry);
        if (waitMs > 0) await this.pause(waitMs, false);
      } catch (error) {
        // The outbox itself failed (disk full, file gone): keep the process up, say so, try again later.
        this.failuresInARow++;
        const waitMs = backoffDelay(this.failuresInARow, this.backoff);
        this.options.log.error({ err: error, retryInMs: waitMs }, 'Zustellung: Outbox nicht erreichbar');
        await this.pause(waitMs, false);
      }
    }
  }

  /** Sends what is still missing of `entry`; returns how long to wait before the next try. */
  private async deliver(entry: OutboxEntry): Promise<number> {
    const { outbox, sender, log } = this.options;
    const messages = messagesOf(entry);
    const context = { reference: entry.reference, kind: entry.kind, id: entry.id };
    outbox.beginAttempt(entry.id);
    try {
      for (let part = entry.partsDelivered; part < messages.length; part++) {
        const message = messages[part];
        if (!message) break;
        // Erased by the operator meanwhile (e.g. between parts): not one more word of it leaves the server.
        if (outbox.isErased(entry.id)) {
          log.info({ ...context, partsSent: part }, 'Anfrage gelöscht, Zustellung abgebrochen');
          return 0;
        }
        // The platform's bucket is empty: wait outside the send, so the lease is looked at again after the wait
        // (which may outlast it) and right before the part goes: never posted twice by two servers.
        const bucketWaitMs = sender.readyInMs?.() ?? 0;
        if (bucketWaitMs > 0) return bucketWaitMs;
        // Paused by a rate limit or a backoff, the lease may have passed to another server meanwhile.
        if (!this.holdsLease()) return 0;
        const messageId = await sender.send(message, this.abort.signal);
        outbox.recordPart(entry.id, part, messages.length, messageId);
      }
      this.failuresInARow = 0;
      log.info({ ...context, parts: messages.length }, 'Anfrage zugestellt');
      return 0;
    } catch (error) {
      return this.handleFailure(entry, context, error);
    }
  }

  private handleFailure(entry: OutboxEntry, context: object, error: unknown): number {
    const { outbox, log } = this.options;
    const failure = error instanceof DeliveryError ? error : new DeliveryError(String(error), false);
    if (failure.permanent) {
      outbox.markFailed(entry.id, failure.message);
      log.error(
        { ...context, status: failure.status, reason: failure.message },
        'ZUSTELLUNG ENDGÜLTIG FEHLGESCHLAGEN: Webhook prüfen (DISCORD_WEBHOOK_URL), dann "npm run outbox -- retry all"',
      );
      return 0;
    }
    outbox.noteError(entry.id, failure.message);
    if (this.stopping) return 0;
    // A rate limit is the platform asking for a pause of a given length (the sender enforces a floor), not a
    // failure of the platform: the backoff does not grow.
    if (failure.retryAfterMs !== undefined) return failure.retryAfterMs;
    this.failuresInARow++;
    const waitMs = backoffDelay(this.failuresInARow, this.backoff);
    log.warn(
      { ...context, reason: failure.message, retryInMs: waitMs },
      'Zustellung fehlgeschlagen, neuer Versuch folgt',
    );
    return waitMs;
  }

  /** Sleeps until the time is up or the worker stops (or, when idle, a new request arrives). */
  private pause(ms: number, wakeOnNotify: boolean): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
      this.wakeOnNotify = wakeOnNotify;
    });
  }
}
