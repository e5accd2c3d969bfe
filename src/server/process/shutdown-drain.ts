import type { FastifyInstance } from 'fastify';
import { RELAY_RETRY_AFTER_SECONDS } from '@/config/timing';
import { sendError, type HeaderTable } from '../site/security';

/**
 * A stopping server first drains: for a short while it still accepts connections and reads requests, but answers
 * every new one 503 with Retry-After and `Connection: close`, instead of resetting connections whose request it had
 * not read yet. The site sends a request answered 503 once more after Retry-After, under the same reference, so a
 * restart loses nothing (docs/relay.md). Requests read before the drain began are finished as usual.
 */
export const SHUTDOWN_DRAIN_MS = 2_000;

export interface Drain {
  /** From now on every new request is answered 503. */
  start(): void;
  readonly active: boolean;
}

export function registerDrain(app: FastifyInstance, headers: HeaderTable): Drain {
  let active = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (!active) return undefined;
    reply.header('retry-after', String(RELAY_RETRY_AFTER_SECONDS)).header('connection', 'close');
    return sendError(reply, 503, headers);
  });
  return {
    start() {
      active = true;
    },
    get active() {
      return active;
    },
  };
}

/**
 * Closes the server once `ready` resolves (a drain, or a retiring server's connections ended), then ends the process:
 * 0, or 1 when closing failed.
 */
export function closeThenExit(app: FastifyInstance, ready: Promise<unknown>): void {
  void ready
    .then(() => app.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Fehler beim Herunterfahren');
        process.exit(1);
      },
    );
}
