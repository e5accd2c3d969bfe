import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { Embed, WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';

/**
 * Discord's documented limits for one message's embed, written here and not read from the site's code
 * (src/features/cloudium/contract/platform-limits.ts): the fake judges a split as the platform would, so a bug in the
 * site's own limits or its count shows as a refused message.
 */
export const DISCORD_EMBED = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
};
export const DISCORD_EMBED_TOTAL = 6000;
const DISCORD_EMBEDS_PER_MESSAGE = 10;

/** What Discord refuses as "Invalid Form Body": an embed over one of its limits (it counts UTF-16 units). */
function platformRefuses(embed: Embed): boolean {
  const fields = embed.fields ?? [];
  const text = [embed.title ?? '', embed.description ?? '', embed.footer?.text ?? ''];
  const total = [...text, ...fields.flatMap((field) => [field.name, field.value])].join('').length;
  return (
    (embed.title ?? '').length > DISCORD_EMBED.title ||
    (embed.description ?? '').length > DISCORD_EMBED.description ||
    (embed.footer?.text ?? '').length > DISCORD_EMBED.footer ||
    fields.length > DISCORD_EMBED.fields ||
    fields.some(
      (field) => field.name.length > DISCORD_EMBED.fieldName || field.value.length > DISCORD_EMBED.fieldValue,
    ) ||
    total > DISCORD_EMBED_TOTAL
  );
}

/**
 * The one fake chat platform of the tests: a real HTTP server on 127.0.0.1 that speaks the platform's webhook API
 * as far as the site uses it. The server tests configure the relay with its `webhookUrl`; the browser tests send
 * the page's posts to it with `routeWebhookTo`, so status codes and dropped connections are real either way.
 *
 * POST /api/webhooks/:id/:token?wait=true answers 200 with the created message (and its id), without wait 204;
 * it refuses messages over the embed limits with 400 like the platform does. On command it answers 429 with
 * Retry-After, 500, any given answer, answers late, hangs, drops the connection, or is gone (404 Unknown Webhook
 * / 401). The site's own address /api/webhook, where `routeWebhookTo` sends the page's posts unchanged (so a test
 * still sees where the page posted), is served the same way.
 */

export type Command =
  | {
      kind: 'rate-limit';
      /** In the body's `retry_after` and, unless `header` is false, in `Retry-After`; null leaves both out. */
      retryAfterSeconds: number | null;
      header?: boolean;
    }
  | { kind: 'server-error' }
  /** Exactly this answer (a JSON body, or none). */
  | { kind: 'respond'; status: number; body?: unknown; headers?: Record<string, string> }
  /** No answer until `close`. */
  | { kind: 'hang' }
  | { kind: 'slow'; ms: number }
  | { kind: 'drop' };

export interface Attempt {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
  json<T = unknown>(): T;
  readonly answer: number | 'hang' | 'drop';
  /** When the request arrived (Date.now()). */
  readonly at: number;
}

export interface DeliveredMessage {
  readonly id: string;
  readonly payload: WebhookPayload;
}

export const WEBHOOK_ID = '112233445566778899';
export const WEBHOOK_TOKEN = 'fake-secret-token_ABCdef123';
const WEBHOOK_PATH = `/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`;
/** The site's webhook address (PUBLIC_WEBHOOK_URL's default), as the page posts to it. */
const SITE_WEBHOOK_PATH = '/api/webhook';

export class FakeChatPlatform {
  /** Every request, in order, with the answer it got. */
  readonly attempts: Attempt[] = [];
  readonly delivered: DeliveredMessage[] = [];
  private readonly commands: Command[] = [];
  private gone?: 401 | 404;
  private bucketResetAfter?: number;
  private server?: http.Server;
  private readonly hanging = new Set<http.ServerResponse>();
  private nextId = 1_000_000_000_000_000_000n;
  url = '';
  /** The webhook address to configure as DISCORD_WEBHOOK_URL. */
  webhookUrl = '';

  /** Starts serving, with no request or command left from an earlier start. */
  async start(): Promise<this> {
    this.reset();
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    this.webhookUrl = `${this.url}${WEBHOOK_PATH}`;
    return this;
  }

  /** The next `times` requests get this answer, then normal service resumes. */
  queue(command: Command, times = 1): void {
    for (let i = 0; i < times; i++) this.commands.push(command);
  }

  /** The next accepted message reports the bucket as empty for `resetAfterSeconds` (X-RateLimit-* headers). */
  exhaustBucket(resetAfterSeconds: number): void {
    this.bucketResetAfter = resetAfterSeconds;
  }

  /** Every request from now on: 404 Unknown Webhook (deleted) or 401 (token revoked); `null` revives it. */
  setGone(status: 401 | 404 | null): void {
    this.gone = status ?? undefined;
  }

  /** Forgets every request and command: normal service, for a server shared by the tests of a file. */
  reset(): void {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    this.attempts.length = 0;
    this.delivered.length = 0;
    this.commands.length = 0;
    this.gone = undefined;
    this.bucketResetAfter = undefined;
  }

  async waitForDelivered(count: number, timeoutMs = 15_000): Promise<DeliveredMessage[]> {
    return waitForCount(this.delivered, count, timeoutMs, (got) => `${count} Nachrichten erwartet, ${got} zugestellt`);
  }

  async waitForAttempts(count: number, timeoutMs = 15_000): Promise<Attempt[]> {
    return waitForCount(this.attempts, count, timeoutMs, (got) => `${count} Versuche erwartet, ${got} erhalten`);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    // A routed page post leaves the page's origin (see routeWebhookTo): let it through CORS.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') {
      answer(res, 204);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', this.url);
      const body = Buffer.concat(chunks).toString('utf8');
      const record = (answered: Attempt['answer']) =>
        this.attempts.push({
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
          json: <T>() => JSON.parse(body) as T,
          answer: answered,
          at: Date.now(),
        });
      if (req.method !== 'POST' || (url.pathname !== WEBHOOK_PATH && url.pathname !== SITE_WEBHOOK_PATH)) {
        record(404);
        return answer(res, 404, { message: '404: Not Found', code: 0 });
      }
      if (this.gone) {
        record(this.gone);
        const gone =
          this.gone === 404
            ? { message: 'Unknown Webhook', code: 10015 }
            : { message: 'Invalid Webhook Token', code: 50027 };
        return answer(res, this.gone, gone);
      }
      const command = this.commands.shift();
      if (command?.kind === 'drop') {
        record('drop');
        req.socket.destroy();
        return;
      }
      if (command?.kind === 'hang') {
        record('hang');
        this.hanging.add(res);
        return;
      }
      if (command?.kind === 'slow') {
        setTimeout(() => this.accept(res, url, body, record), command.ms);
        return;
      }
      if (command?.kind === 'respond') {
        record(command.status);
        return answer(res, command.status, command.body, command.headers);
      }
      if (command?.kind === 'server-error') {
        record(500);
        return answer(res, 500, { message: '500: Internal Server Error', code: 0 });
      }
      if (command?.kind === 'rate-limit') {
        record(429);
        const { retryAfterSeconds } = command;
        const headers: Record<string, string> = { 'x-ratelimit-scope': 'user' };
        if (retryAfterSeconds !== null && command.header !== false) headers['retry-after'] = String(retryAfterSeconds);
        const body = { message: 'You are being rate limited.', global: false };
        return answer(
          res,
          429,
          retryAfterSeconds === null ? body : { ...body, retry_after: retryAfterSeconds },
          headers,
        );
      }
      this.accept(res, url, body, record);
    });
  }

  private accept(res: http.ServerResponse, url: URL, body: string, record: (answered: number) => void): void {
    let payload: WebhookPayload;
    try {
      payload = JSON.parse(body) as WebhookPayload;
    } catch {
      record(400);
      return answer(res, 400, { message: 'Cannot send an empty message', code: 50006 });
    }
    const embeds: readonly Embed[] = payload.embeds ?? [];
    if (embeds.length > DISCORD_EMBEDS_PER_MESSAGE || embeds.some(platformRefuses)) {
      record(400);
      return answer(res, 400, { message: 'Invalid Form Body', code: 50035 });
    }
    record(url.searchParams.get('wait') === 'true' ? 200 : 204);
    if (url.searchParams.get('wait') !== 'true') {
      answer(res, 204);
      return;
    }
    const id = String(this.nextId++);
    this.delivered.push({ id, payload });
    const bucket = {
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': this.bucketResetAfter === undefined ? '4' : '0',
      'x-ratelimit-reset-after': String(this.bucketResetAfter ?? 2),
    };
    this.bucketResetAfter = undefined;
    answer(res, 200, { id, type: 0, channel_id: '1', webhook_id: WEBHOOK_ID, content: '', embeds }, bucket);
  }

  /**
   * How many messages name this reference once the first has arrived and a moment more has passed (a second copy
   * would show by then): a request delivered once is 1.
   */
  async copiesOf(reference: string, timeoutMs = 30_000): Promise<number> {
    const arrived = () =>
      this.delivered.filter((message) => message.payload.embeds[0]?.description?.includes(reference)).length;
    await waitFor(
      () => arrived() > 0,
      timeoutMs,
      () => `${reference} kam nicht an`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    return arrived();
  }
}

/** A JSON answer (none for an undefined body), on a connection that closes after it. */
function answer(res: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    // A fresh connection per request: Chromium silently re-sends a request whose reused keep-alive socket is
    // dropped, which would turn a `drop` into a success instead of a network failure.
    connection: 'close',
    ...headers,
  });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

async function waitForCount<T>(
  list: readonly T[],
  count: number,
  timeoutMs: number,
  describe: (got: number) => string,
): Promise<T[]> {
  await waitFor(
    () => list.length >= count,
    timeoutMs,
    () => describe(list.length),
  );
  return list.slice(0, count);
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  describe: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Zeit abgelaufen: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function startFakeChatPlatform(): Promise<FakeChatPlatform> {
  return new FakeChatPlatform().start();
}

/**
 * Sends the page's webhook posts (same-origin /api/webhook in the build) to the fake platform instead of the
 * relay, as real HTTP requests at the same path.
 */
export async function routeWebhookTo(page: Page, platform: FakeChatPlatform): Promise<void> {
  await page.route(`**${SITE_WEBHOOK_PATH}`, (route) => {
    const original = new URL(route.request().url());
    return route.continue({ url: `${platform.url}${original.pathname}${original.search}` });
  });
}
