import { DiscordAPIError, HTTPError, REST, RESTEvents } from '@discordjs/rest';
import type { WebhookPayload } from '@/domain/webhook-contract';

/**
 * Sends one message to the chat-platform webhook with `?wait=true`, so success carries the message id.
 * Rate limits (429 with Retry-After, shared buckets, global limit) are handled by @discordjs/rest; 5xx, timeouts
 * and reset connections are retried by it a few times, then reported here as transient.
 */

export interface MessageSender {
  /** Resolves with the platform's message id. */
  send(message: WebhookPayload, signal?: AbortSignal): Promise<string>;
  close(): void;
}

/** A failed send: permanent failures (the webhook is gone, the message refused) are not retried. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export interface WebhookTarget {
  /** API base, e.g. https://discord.com/api (or .../api/v10). */
  readonly api: string;
  readonly route: `/webhooks/${string}`;
  readonly query: URLSearchParams;
  /** Text that must never appear in a log line or a response. */
  readonly secrets: readonly string[];
}

const WEBHOOK_PATH = /^(.*)\/webhooks\/(\d+)\/([\w-]+)\/?$/;

/** Splits a webhook address into the API base and the route; null when it is not a webhook address. */
export function parseWebhookUrl(address: string): WebhookTarget | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const match = WEBHOOK_PATH.exec(url.pathname);
  if (!match || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const [, prefix = '', id = '', token = ''] = match;
  const query = new URLSearchParams(url.search);
  query.set('wait', 'true');
  return { api: `${url.origin}${prefix}`, route: `/webhooks/${id}/${token}`, query, secrets: [address, token] };
}

/** Removes every secret from a text meant for a log or the outbox. */
export function redact(text: string, secrets: readonly string[]): string {
  const present = secrets.filter(Boolean).sort((a, b) => b.length - a.length);
  if (present.length === 0) return text;
  // One pass, longest first, so a replacement is never searched again.
  const pattern = new RegExp(present.map((secret) => secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return text.replace(pattern, '[geheim]');
}

export interface SenderOptions {
  /** Per-attempt timeout of one HTTP request. */
  readonly timeoutMs?: number;
  /** How often the library repeats a 5xx, a timeout or a reset connection before giving up on this round. */
  readonly retries?: number;
  readonly onRateLimited?: (info: { retryAfterMs: number; global: boolean }) => void;
}

function toDeliveryError(error: unknown, secrets: readonly string[]): DeliveryError {
  if (error instanceof DiscordAPIError) {
    // 4xx other than 429: the webhook is gone (401/404) or the message is refused; repeating cannot help.
    const reason = `HTTP ${error.status}, Code ${String(error.code)}: ${error.message}`;
    return new DeliveryError(redact(reason, secrets), true, error.status);
  }
  if (error instanceof HTTPError) {
    return new DeliveryError(`HTTP ${error.status} ${error.message}`, false, error.status);
  }
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const what = error.name === 'AbortError' ? 'Zeitüberschreitung oder abgebrochen' : error.message;
    return new DeliveryError(redact(`${what}${cause}`, secrets), false);
  }
  return new DeliveryError('Unbekannter Fehler', false);
}

export function createChatPlatformSender(target: WebhookTarget, options: SenderOptions = {}): MessageSender {
  const rest = new REST({
    api: target.api,
    timeout: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 3,
    // No long-lived sweep timers: they would keep a stopping process alive.
    hashSweepInterval: 0,
    handlerSweepInterval: 0,
  });
  // The library waits out a 429 itself; this only makes the wait visible in the log.
  rest.on(RESTEvents.Response, (_request, response) => {
    if (response.status !== 429) return;
    const retryAfterSeconds = Number(response.headers.get('retry-after') ?? 0);
    options.onRateLimited?.({
      retryAfterMs: retryAfterSeconds * 1000,
      global: response.headers.has('x-ratelimit-global'),
    });
  });

  return {
    async send(message, signal) {
      let result: unknown;
      try {
        result = await rest.post(target.route, {
          body: message,
          query: target.query,
          auth: false,
          versioned: false,
          signal,
        });
      } catch (error) {
        throw toDeliveryError(error, target.secrets);
      }
      const id = typeof result === 'object' && result !== null ? (result as { id?: unknown }).id : undefined;
      if (typeof id !== 'string' || id === '') {
        // Without a message id nothing proves delivery, and sending again could post twice.
        throw new DeliveryError('Antwort ohne Nachrichten-ID (ist es eine Webhook-Adresse mit ?wait=true?)', true);
      }
      return id;
    },
    close() {
      rest.clearHashSweeper();
      rest.clearHandlerSweeper();
    },
  };
}
