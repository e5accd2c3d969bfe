import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
  json<T = unknown>(): T;
}

type Behaviour =
  | { kind: 'respond'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'drop' }
  | { kind: 'hang' };

/**
 * A real HTTP server on 127.0.0.1 standing in for the webhook endpoint the page posts to. It records every
 * request and answers 200 {"reference": …}-less JSON by default; tests can queue a 500 with a JSON body,
 * a 429, a dropped connection or a hang.
 */
export class WebhookSink {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: Behaviour[] = [];
  private defaultBehaviour: Behaviour = { kind: 'respond', status: 200, body: { ok: true } };
  private server?: http.Server;
  private readonly hanging = new Set<http.ServerResponse>();
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  /** The next request gets this answer (then the default again). */
  respondOnce(status: number, body?: unknown, headers?: Record<string, string>): void {
    this.queue.push({ kind: 'respond', status, body, headers });
  }

  /** The next request's connection is destroyed without an answer. */
  dropOnce(): void {
    this.queue.push({ kind: 'drop' });
  }

  /** The next request gets no answer until `answerHanging`. */
  hangOnce(): void {
    this.queue.push({ kind: 'hang' });
  }

  /** Answers the requests held by `hangOnce` with 200 now. */
  answerHanging(): void {
    for (const res of this.hanging) {
      res.writeHead(200, { 'content-type': 'application/json', connection: 'close' }).end('{"ok":true}');
    }
    this.hanging.clear();
  }

  setDefault(status: number, body?: unknown): void {
    this.defaultBehaviour = { kind: 'respond', status, body };
  }

  reset(): void {
    this.requests.length = 0;
    this.queue.length = 0;
    this.defaultBehaviour = { kind: 'respond', status: 200, body: { ok: true } };
  }

  async waitForRequests(count: number, timeoutMs = 15_000): Promise<RecordedRequest[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.requests.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`Webhook-Sink: ${count} Anfragen erwartet, ${this.requests.length} erhalten`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.requests.slice(0, count);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    // The page posts cross-origin to the sink only through routeWebhookTo, which keeps the page's origin.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { connection: 'close' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      this.requests.push({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body,
        json: <T>() => JSON.parse(body) as T,
      });
      const behaviour = this.queue.shift() ?? this.defaultBehaviour;
      if (behaviour.kind === 'drop') {
        req.socket.destroy();
        return;
      }
      if (behaviour.kind === 'hang') {
        this.hanging.add(res);
        return;
      }
      const payload = behaviour.body === undefined ? '' : JSON.stringify(behaviour.body);
      res.writeHead(behaviour.status, {
        'content-type': 'application/json',
        // A fresh connection per request: Chromium silently re-sends a request whose reused keep-alive socket
        // is dropped, which would turn dropOnce() into a success instead of a network failure.
        connection: 'close',
        ...behaviour.headers,
      });
      res.end(payload);
    });
  }
}

export async function startWebhookSink(): Promise<WebhookSink> {
  return new WebhookSink().start();
}

/**
 * Sends the page's webhook posts (same-origin /api/webhook in the build) to the sink instead of the relay,
 * as real HTTP requests, so status codes and dropped connections are real.
 */
export async function routeWebhookTo(page: Page, sink: WebhookSink, pattern = '**/api/webhook'): Promise<void> {
  await page.route(pattern, (route) => {
    const original = new URL(route.request().url());
    return route.continue({ url: `${sink.url}${original.pathname}${original.search}` });
  });
}
