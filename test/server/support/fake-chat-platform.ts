import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLATFORM_LIMITS, fitsLimits } from '@/features/cloudium/contract/message-split';
import type { Embed, WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';

/**
 * A real HTTP server on 127.0.0.1 that speaks the chat platform's webhook API as far as the relay uses it:
 * POST /api/webhooks/:id/:token?wait=true answers 200 with the created message (and its id), refuses messages
 * over the embed limits with 400 like the platform does, and on command answers 429 with Retry-After, 500,
 * answers late, hangs, drops the connection, or is gone (404 Unknown Webhook / 401).
 */

export type Command =
  | {
      kind: 'rate-limit';
      /** In the body's `retry_after` and, unless `header` is false, in `Retry-After`; null leaves both out. */
      retryAfterSeconds: number | null;
      global?: boolean;
      header?: boolean;
    }
  | { kind: 'server-error' }
  | { kind: 'hang' }
  | { kind: 'slow'; ms: number }
  | { kind: 'drop' };

export interface Attempt {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: string;
  readonly answer: number | 'hang' | 'drop';
  /** When the request arrived (Date.now()). */
  readonly at: number;
}

export interface DeliveredMessage {
  readonly id: string;
  readonly payload: WebhookPayload;
  readonly at: number;
}

export const WEBHOOK_ID = '112233445566778899';
export const WEBHOOK_TOKEN = 'fake-secret-token_ABCdef123';

export class FakeChatPlatform {
  readonly attempts: Attempt[] = [];
  readonly delivered: DeliveredMessage[] = [];
  /** Messages that arrived over a limit (the platform refused them with 400). */
  readonly oversize: WebhookPayload[] = [];
  private readonly commands: Command[] = [];
  private gone?: 401 | 404;
  private bucketResetAfter?: number;
  private server?: http.Server;
  private readonly hanging = new Set<http.ServerResponse>();
  private nextId = 1_000_000_000_000_000_000n;
  url = '';
  /** The webhook address to configure as DISCORD_WEBHOOK_URL. */
  webhookUrl = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    this.webhookUrl = `${this.url}/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`;
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

  async waitForDelivered(count: number, timeoutMs = 10_000): Promise<DeliveredMessage[]> {
    await waitFor(
      () => this.delivered.length >= count,
      timeoutMs,
      () => `${count} Nachrichten erwartet, ${this.delivered.length} zugestellt`,
    );
    return this.delivered.slice(0, count);
  }

  async waitForAttempts(count: number, timeoutMs = 10_000): Promise<Attempt[]> {
    await waitFor(
      () => this.attempts.length >= count,
      timeoutMs,
      () => `${count} Versuche erwartet, ${this.attempts.length} erhalten`,
    );
    return this.attempts.slice(0, count);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', this.url);
      const body = Buffer.concat(chunks).toString('utf8');
      const record = (answer: Attempt['answer']) =>
        this.attempts.push({ path: url.pathname, query: url.searchParams, body, answer, at: Date.now() });
      if (req.method !== 'POST' || url.pathname !== `/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`) {
        record(404);
        return json(res, 404, { message: '404: Not Found', code: 0 });
      }
      if (this.gone === 404) {
        record(404);
        return json(res, 404, { message: 'Unknown Webhook', code: 10015 });
      }
      if (this.gone === 401) {
        record(401);
        return json(res, 401, { message: 'Invalid Webhook Token', code: 50027 });
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
      if (command?.kind === 'server-error') {
        record(500);
        return json(res, 500, { message: '500: Internal Server Error', code: 0 });
      }
      if (command?.kind === 'rate-limit') {
        record(429);
        const { retryAfterSeconds } = command;
        const headers: Record<string, string> = { 'x-ratelimit-scope': command.global ? 'global' : 'user' };
        if (retryAfterSeconds !== null && command.header !== false) headers['retry-after'] = String(retryAfterSeconds);
        if (command.global) headers['x-ratelimit-global'] = 'true';
        const body = { message: 'You are being rate limited.', global: !!command.global };
        return json(res, 429, retryAfterSeconds === null ? body : { ...body, retry_after: retryAfterSeconds }, headers);
      }
      this.accept(res, url, body, record);
    });
  }

  private accept(res: http.ServerResponse, url: URL, body: string, record: (answer: number) => void): void {
    let payload: WebhookPayload;
    try {
      payload = JSON.parse(body) as WebhookPayload;
    } catch {
      record(400);
      return json(res, 400, { message: 'Cannot send an empty message', code: 50006 });
    }
    const embeds: readonly Embed[] = payload.embeds ?? [];
    if (embeds.length > 10 || !embeds.every((embed) => fitsLimits(embed, PLATFORM_LIMITS))) {
      record(400);
      this.oversize.push(payload);
      return json(res, 400, { message: 'Invalid Form Body', code: 50035 });
    }
    record(url.searchParams.get('wait') === 'true' ? 200 : 204);
    if (url.searchParams.get('wait') !== 'true') {
      res.writeHead(204).end();
      return;
    }
    const id = String(this.nextId++);
    this.delivered.push({ id, payload, at: Date.now() });
    const bucket: Record<string, string> =
      this.bucketResetAfter === undefined
        ? { 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '4', 'x-ratelimit-reset-after': '2' }
        : {
            'x-ratelimit-limit': '5',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset-after': String(this.bucketResetAfter),
          };
    this.bucketResetAfter = undefined;
    json(res, 200, { id, type: 0, channel_id: '1', webhook_id: WEBHOOK_ID, content: '', embeds }, bucket);
  }
}

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function waitFor(condition: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Zeit abgelaufen: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function startFakeChatPlatform(): Promise<FakeChatPlatform> {
  return new FakeChatPlatform().start();
}
