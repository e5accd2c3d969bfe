import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_FILE, communityTabFileOf, pageFileOf } from '@/config/prerendered-pages';
import { routes } from '@/config/routes';
import { DEFAULT_COMMUNITY_TAB, communityTabs } from '@/features/community/content/community.content';
import { buildServer, type RelayOptions } from '@/server/process/app';
import { CSP_REPORT_PATH } from '@/server/site/csp-report-route';
import { styleHashSources } from '@/server/site/inline-style-hashes';
import { Outbox } from '@/server/relay/outbox';
import { runOutboxCli } from '@/server/relay/outbox-cli';
import { contentSecurityPolicyHeader, securityHeaders, type HeaderTable } from '@/server/site/security';
import { FakeChatPlatform } from '../../support/fake-chat-platform';
import { CHEAP_PROOF, NO_TEST_LIMITS, messagesOf, proofFrom } from './proof';

/** A fake prerendered page: distinct per file, so a test can tell which page was answered. */
export function fakePageHtml(file: string): string {
  return `<!doctype html><html lang="de"><head><title>${file}</title><style>h1::after{content:"${file}"}</style></head><body><div id="root"><h1>Seite ${file}</h1></div></body></html>`;
}

/** Every page file a build prerenders: one per route, one per community tab besides the default, the 404 page. */
export function fakePageFiles(): string[] {
  const tabs = communityTabs
    .filter(({ key }) => key !== DEFAULT_COMMUNITY_TAB)
    .map(({ key }) => communityTabFileOf(key));
  return [...Object.values(routes).map(pageFileOf), ...tabs, NOT_FOUND_FILE];
}

/** The headers every answer of a server on the fake build carries; a page's policy is fakePagePolicy(file). */
export function fakeBuildHeaders(): HeaderTable {
  return securityHeaders({ reportPath: CSP_REPORT_PATH });
}

/** The policy a fake page is answered with: that page's own inline style by its hash, and the report endpoint. */
export function fakePagePolicy(file: string): string {
  return contentSecurityPolicyHeader({
    styleHashes: styleHashSources([fakePageHtml(file)]),
    reportPath: CSP_REPORT_PATH,
  });
}

export const FAKE_ASSET = { file: 'main.abc.js', content: 'console.log("nova")' } as const;

/**
 * A stand-in for the production build (dist/public), so server tests need no webpack run: every prerendered
 * page with its brotli and gzip copies, one hashed script, robots.txt.
 */
export function writeFakeBuild(
  prefix = 'relay-public-',
  asset: { readonly file: string; readonly content: string } = FAKE_ASSET,
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(dir, 'assets'));
  const writeCompressed = (file: string, content: string) => {
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  };
  for (const file of fakePageFiles()) writeCompressed(path.join(dir, file), fakePageHtml(file));
  writeCompressed(path.join(dir, 'assets', asset.file), asset.content);
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

export function tempOutboxPath(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'relay-outbox-')), 'nested', 'outbox.sqlite');
}

/**
 * A fresh outbox in its own temporary file for each test of the enclosing describe, closed after it. A test may close
 * it, work on the file directly and assign `outbox` again, as a restart of the relay would.
 */
export function freshOutboxForEachTest(): { readonly file: string; outbox: Outbox } {
  let file = '';
  let outbox: Outbox | null = null;
  beforeEach(() => {
    file = tempOutboxPath();
    outbox = Outbox.open(file);
  });
  afterEach(() => outbox?.close());
  return {
    get file() {
      return file;
    },
    get outbox(): Outbox {
      if (outbox === null) throw new Error('the outbox is opened before each test');
      return outbox;
    },
    set outbox(reopened: Outbox) {
      outbox = reopened;
    },
  };
}

/** `npm run outbox -- <args>` on the outbox at `outboxPath`: its exit code and what it printed. */
export function runOutbox(args: string[], outboxPath: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOutboxCli(args, outboxPath, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Short waits so the whole suite runs in seconds. */
export const FAST_DELIVERY = {
  timeoutMs: 400,
  rateLimitFloorMs: 20,
  backoff: { initialMs: 10, maxMs: 40 },
  idlePollMs: 50,
  shutdownGraceMs: 300,
} as const;

/**
 * FAST_DELIVERY for the browser suite, whose fake platform answers in the test's own process beside slowed browsers on
 * every core: an answer can take longer there than 400 ms, and a post that timed out after the platform took it is
 * posted again (docs/relay.md, "Stopping and crashing"), which a test that counts arrivals reads as a duplicate.
 */
export const BROWSER_DELIVERY = { ...FAST_DELIVERY, timeoutMs: 5_000 } as const;

/** The server's log, each JSON line pushed onto `logs` (what the tests read of it). */
export const logInto = (logs: string[]) => ({
  level: 'info',
  stream: { write: (line: string) => void logs.push(line) },
});

/**
 * A relay built in this process and answered by `inject` (no port): cheap proofs, no visitor limits and a rate limit
 * no test reaches unless `relay` says otherwise; its log lines go to `logs` when given.
 */
export async function injectableRelay(
  relay: RelayOptions = {},
  logs?: string[],
  publicDir = writeFakeBuild(),
): Promise<FastifyInstance> {
  const app = await buildServer({
    publicDir,
    ...(logs && { logger: logInto(logs) }),
    relay: { rateLimitPerMinute: 1000, proof: CHEAP_PROOF, limits: NO_TEST_LIMITS, ...relay },
  });
  await app.ready();
  return app;
}

export interface RunningRelay {
  readonly app: FastifyInstance;
  readonly url: string;
  /** Every log line, as written (JSON). */
  readonly logs: string[];
  /** Closes the relay once; a later call waits for that. */
  close(): Promise<void>;
  /** Posts like the site: with a solved challenge of this relay, unless `proof` is false. */
  post(body: unknown, headers?: Record<string, string>, options?: { proof?: boolean }): Promise<Response>;
}

export async function startRelay(relay: RelayOptions, publicDir = writeFakeBuild()): Promise<RunningRelay> {
  const logs: string[] = [];
  const app = await buildServer({
    publicDir,
    logger: logInto(logs),
    relay: {
      proof: CHEAP_PROOF,
      limits: NO_TEST_LIMITS,
      ...relay,
      delivery: { ...FAST_DELIVERY, ...relay.delivery },
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let closing: Promise<void> | undefined;
  return {
    app,
    url,
    logs,
    close: () => (closing ??= app.close().then(() => undefined)),
    post: async (body, headers = {}, options = {}) =>
      fetch(`${url}/api/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.proof === false ? {} : await proofFrom(url, messagesOf(body))),
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

/**
 * For each test of the file (or describe block) that calls it: a fresh fake chat platform, and the relays the test
 * starts with `startRelay`. After the test the relays close, then the platform, so none delivers to a closed one.
 */
export function relaysWithFakePlatform() {
  const platform = new FakeChatPlatform();
  const started: RunningRelay[] = [];
  beforeEach(() => platform.start());
  afterEach(async () => {
    await Promise.all(started.splice(0).map((relay) => relay.close()));
    await platform.close();
  });
  return {
    platform,
    async startRelay(relay: RelayOptions): Promise<RunningRelay> {
      const running = await startRelay(relay);
      started.push(running);
      return running;
    },
  };
}
