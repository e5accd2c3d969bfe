import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type RelayOptions } from '@/server/app';

/** A stand-in for the SPA build, so relay tests need no webpack run. */
export function writeFakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-public-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'main.abc.js'), 'console.log("nova")');
  return dir;
}

export function tempOutboxPath(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'relay-outbox-')), 'nested', 'outbox.sqlite');
}

/** Short waits so the whole suite runs in seconds. */
export const FAST_DELIVERY = {
  timeoutMs: 400,
  retries: 1,
  backoff: { initialMs: 10, maxMs: 40 },
  idlePollMs: 50,
  shutdownGraceMs: 300,
} as const;

export interface RunningRelay {
  readonly app: FastifyInstance;
  readonly url: string;
  /** Every log line, as written (JSON). */
  readonly logs: string[];
  close(): Promise<void>;
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
}

export async function startRelay(relay: RelayOptions, publicDir = writeFakeBuild()): Promise<RunningRelay> {
  const logs: string[] = [];
  const app = await buildServer({
    publicDir,
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    relay: { ...relay, delivery: { ...FAST_DELIVERY, ...relay.delivery } },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    logs,
    close: () => app.close(),
    post: (body, headers = {}) =>
      fetch(`${url}/api/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}
