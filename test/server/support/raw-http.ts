import http from 'node:http';
import net from 'node:net';

/** An answer read straight off a socket, as a client that speaks HTTP/1.1 by hand sees it. */
export interface RawAnswer {
  /** 0 when the connection ended without any answer. */
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** How long after connecting the server answered or closed the connection. */
  readonly afterMs: number;
  /** The connection was reset (ECONNRESET/EPIPE) instead of being answered or closed. */
  readonly reset: boolean;
}

export interface RawRequestOptions {
  /** Sent after `text`, one byte at a time, `dripEveryMs` apart, until the server answers or closes. */
  readonly drip?: string;
  readonly dripEveryMs?: number;
}

function parseAnswer(raw: string): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status, headers, body: split === -1 ? '' : raw.slice(split + 4) };
}

/** Writes `text` to a fresh connection and collects everything the server sends until it closes. */
export function rawRequest(port: number, text: string, options: RawRequestOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let answeredAt: number | undefined;
    let reset = false;
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(text);
      const rest = [...(options.drip ?? '')];
      if (rest.length === 0) return;
      drip = setInterval(() => {
        const next = rest.shift();
        if (next === undefined || socket.destroyed) return clearInterval(drip);
        socket.write(next);
      }, options.dripEveryMs ?? 2000);
    });
    socket.on('data', (chunk: Buffer) => {
      answeredAt ??= Date.now();
      chunks.push(chunk);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = chunks.length === 0;
    });
    socket.on('close', () => {
      clearInterval(drip);
      resolve({
        ...parseAnswer(Buffer.concat(chunks).toString('utf8')),
        afterMs: (answeredAt ?? Date.now()) - started,
        reset,
      });
    });
  });
}

/** An answer as Node's HTTP client reads it, or the error of a connection that failed instead (ECONNRESET, …). */
export interface HttpAnswer {
  readonly status?: number;
  readonly headers?: http.IncomingHttpHeaders;
  readonly body?: string;
  readonly error?: string;
}

export interface HttpRequestOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** A keep-alive agent reuses an idle connection; false opens a fresh one. */
  readonly agent?: http.Agent | false;
  /** The local address to send from (fetch cannot choose it). */
  readonly localAddress?: string;
}

/** One request with Node's HTTP client. */
export function httpRequest(url: string, { body, ...options }: HttpRequestOptions = {}): Promise<HttpAnswer> {
  return new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message });
    const outgoing = http.request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', failed);
    });
    outgoing.on('error', failed);
    outgoing.end(body);
  });
}
