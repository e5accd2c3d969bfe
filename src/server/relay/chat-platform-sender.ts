import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';

/**
 * Sends one message to the chat-platform webhook with `?wait=true`, so success carries the message id. One HTTP
 * request per call: every repeat is the delivery worker's, so one place decides how often the platform is asked.
 * - 429: the wait comes from `Retry-After`, else the body's `retry_after`, and is never shorter than a floor,
 *   whatever the platform answers: hammering a rate limit gets the server's address banned (10,000 invalid
 *   requests in 10 minutes).
 * - An exhausted bucket (`X-RateLimit-Remaining: 0`) holds the next send until `X-RateLimit-Reset-After`.
 * - 5xx, timeouts and dropped connections are transient; other 4xx permanent (the webhook is gone, or the
 *   message is refused), see docs/relay.md.
 */

export interface MessageSender {
  /** Resolves with the platform's message id; waits first while the platform's bucket is empty (readyInMs). */
  send(message: WebhookPayload, signal?: AbortSignal): Promise<string>;
  /** How long until the platform takes the next message (its rate-limit bucket is empty until then); 0: now. */
  readyInMs?(): number;
  close(): void;
}

/** A failed send: permanent failures (the webhook is gone, the message refused) are not retried. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status?: number,
    /** Set for a rate limit: how long the platform asked to wait (at least the floor). */
    readonly retryAfterMs?: number,
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
  /** Timeout of one HTTP request. */
  readonly timeoutMs?: number;
  /** The shortest wait after a 429, whatever the platform says (or does not say). */
  readonly rateLimitFloorMs?: number;
  readonly onRateLimited?: (info: { retryAfterMs: number; global: boolean }) => void;
}

export const DEFAULT_SEND_TIMEOUT_MS = 15_000;
export const RATE_LIMIT_FLOOR_MS = 1_000;

/** Seconds (a decimal number) as milliseconds; undefined when absent or not a non-negative number. */
function secondsToMs(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer's JSON object; empty for anything else (an HTML error page of a proxy, nothing at all). */
function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

/** How long a 429 asks to wait: the header, else the body's `retry_after`, never less than the floor. */
export function rateLimitWaitMs(headers: Headers, body: Record<string, unknown>, floorMs: number): number {
  const asked = secondsToMs(headers.get('retry-after')) ?? secondsToMs(body.retry_after) ?? floorMs;
  return Math.max(floorMs, asked);
}

function transportError(error: unknown, secrets: readonly string[]): DeliveryError {
  if (!(error instanceof Error)) return new DeliveryError('Unbekannter Fehler', false);
  if (error.name === 'AbortError' || error.name === 'TimeoutError') {
    return new DeliveryError('Zeitüberschreitung oder abgebrochen', false);
  }
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return new DeliveryError(redact(`${error.message}${cause}`, secrets), false);
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export function createChatPlatformSender(target: WebhookTarget, options: SenderOptions = {}): MessageSender {
  const url = `${target.api}${target.route}?${target.query.toString()}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  const floorMs = options.rateLimitFloorMs ?? RATE_LIMIT_FLOOR_MS;
  /** When the bucket the platform reported as exhausted fills again. */
  let bucketResetsAt = 0;

  async function post(message: WebhookPayload, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'NovaCommunityRelay (https://nova-community.de, 1)',
        },
        body: JSON.stringify(message),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        redirect: 'error',
      });
    } catch (error) {
      throw transportError(error, target.secrets);
    }
  }

  function rememberBucket(headers: Headers): void {
    const resetAfterMs = secondsToMs(headers.get('x-ratelimit-reset-after'));
    if (headers.get('x-ratelimit-remaining') === '0' && resetAfterMs !== undefined) {
      bucketResetsAt = Date.now() + resetAfterMs;
    }
  }

  return {
    readyInMs: () => Math.max(0, bucketResetsAt - Date.now()),
    async send(message, signal) {
      await abortableSleep(bucketResetsAt - Date.now(), signal);
      const response = await post(message, signal);
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw transportError(error, target.secrets);
      }
      rememberBucket(response.headers);
      const body = parseJson(text);
      if (response.status === 429) {
        const retryAfterMs = rateLimitWaitMs(response.headers, body, floorMs);
        const global = body.global === true || response.headers.has('x-ratelimit-global');
        options.onRateLimited?.({ retryAfterMs, global });
        throw new DeliveryError(`HTTP 429: Rate-Limit, neuer Versuch in ${retryAfterMs} ms`, false, 429, retryAfterMs);
      }
      if (response.status >= 500) {
        throw new DeliveryError(`HTTP ${response.status} ${response.statusText}`, false, response.status);
      }
      if (!response.ok) {
        // The webhook is gone (401/404) or the message refused (400): repeating cannot help.
        const reason = `HTTP ${response.status}, Code ${String(body.code ?? '–')}: ${String(body.message ?? response.statusText)}`;
        throw new DeliveryError(redact(reason, target.secrets), true, response.status);
      }
      const id = body.id;
      if (typeof id !== 'string' || id === '') {
        // Without a message id nothing proves delivery, and sending again could post twice.
        throw new DeliveryError('Antwort ohne Nachrichten-ID (ist es eine Webhook-Adresse mit ?wait=true?)', true);
      }
      return id;
    },
    close() {
      bucketResetsAt = 0;
    },
  };
}
