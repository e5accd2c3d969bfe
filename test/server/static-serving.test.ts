import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_FILE, communityTabFileOf, pageFileOf } from '@/config/prerendered-pages';
import { routes } from '@/config/routes';
import { buildServer } from '@/server/process/app';
import { IMMUTABLE_CACHE, NO_CACHE } from '@/server/site/static-site';
import { rawRequest } from './support/raw-http';
import { fakePageFiles, fakePageHtml, writeFakeBuild } from './support/relay-harness';

const ASSET = { file: 'main.abc123.js', content: 'console.log("nova");'.repeat(50) };

let app: FastifyInstance;
let dir: string;
let port: number;
/** What the server logged at level error or above. */
const errorLines: string[] = [];

beforeAll(async () => {
  dir = writeFakeBuild('nova-static-', ASSET);
  // The headers file the build writes for a static host (scripts/static-host-headers.ts).
  fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  fs.writeFileSync(path.join(dir, 'assets', 'offline.0123456789.html'), '<!doctype html><title>Offline</title>');
  app = await buildServer({
    publicDir: dir,
    logger: { level: 'error', stream: { write: (line: string) => void errorLines.push(line) } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** `url` answers `status` with the prerendered page `file`. */
async function expectPage(url: string, status: number, file: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(status);
  expect(response.body).toBe(fakePageHtml(file));
}

describe('the fake build', () => {
  it('has a distinct page for every file the build prerenders', () => {
    const files = fakePageFiles();
    expect(files).toEqual(
      expect.arrayContaining(['index.html', 'cloudium.html', 'community.tab-team.html', '404.html']),
    );
    expect(new Set(files.map(fakePageHtml)).size).toBe(files.length);
  });
});

describe('prerendered pages', () => {
  it.each(Object.values(routes))('%s answers 200 with its own page, revalidated', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.body).toBe(fakePageHtml(pageFileOf(url)));
  });

  it.each([
    // A trailing slash and a query change nothing; a community tab has its own copy.
    ...Object.values(routes)
      .filter((url) => url !== '/')
      .map((url) => [`${url}/`, pageFileOf(url)]),
    ['/cloudium?utm_source=x', 'cloudium.html'],
    ['/community?andere=1', 'community.html'],
    ...['news', 'events', 'team', 'regeln'].map((tab) => [`/community?tab=${tab}`, communityTabFileOf(tab)]),
    ['/community/?tab=team', 'community.tab-team.html'],
    ['/cloudium?tab=team', 'cloudium.html'],
    // No copy for that tab: the community page.
    ...['unbekannt', 'uebersicht', '', '../404'].map((tab) => [`/community?tab=${tab}`, 'community.html']),
  ])('%s answers 200 with %s', async (url, file) => {
    await expectPage(url, 200, file);
  });

  it.each([
    ...['/gibt-es-nicht', '/agb/extra', '/nova-fortnite-2', '/NOVA', '/community/team', '/404', '/x?tab=team'],
    // A page file at its own address, and the static host's headers file, are not pages of the site.
    ...['/cloudium.html', '/index.html', '/404.html', '/community.tab-team.html', '/cloudium.html.br', '/_headers'],
    // A script no release has (asked for during a rollback): never kept, it may be there after it.
    '/assets/gibt-es-nicht.js',
  ])('unknown path %s answers 404 with the prerendered not-found page, never kept', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(fakePageHtml(NOT_FOUND_FILE));
  });

  it('HEAD answers like GET, without a body', async () => {
    // On a real socket: an HTTP client (and Fastify's inject) may drop a HEAD body itself, so only the raw bytes
    // show whether the server sent one.
    const request = 'HEAD /cloudium HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';
    const [head, full] = await Promise.all([rawRequest(port, request), get('/cloudium')]);
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.body).toBe('');
  });
});

describe('content encoding of pages', () => {
  const decoders: Record<string, (body: Buffer) => Buffer> = {
    br: (body) => zlib.brotliDecompressSync(body),
    gzip: (body) => zlib.gunzipSync(body),
  };

  it.each([
    // accept-encoding, expected content-encoding
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['deflate, gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    // No header at all.
    [null, undefined],
    ['gzip;q=0', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'br'],
  ])('Accept-Encoding %j → %s', async (acceptEncoding, encoding) => {
    for (const [url, file, status] of [
      ['/cloudium', 'cloudium.html', 200],
      ['/community?tab=team', 'community.tab-team.html', 200],
      ['/gibt-es-nicht', NOT_FOUND_FILE, 404],
    ] as const) {
      const response = await get(url, acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const body = encoding ? decoders[encoding]?.(response.rawPayload) : response.rawPayload;
      expect(body?.toString('utf8')).toBe(fakePageHtml(file));
    }
  });
});

describe('revalidation of pages (ETag)', () => {
  it('answers 304 without a body to a matching If-None-Match, with the same validator and caching headers', async () => {
    const first = await get('/cloudium', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/cloudium', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('gives each encoding of a page its own validator (the bytes differ)', async () => {
    const encodings = ['br', 'gzip', 'identity'];
    const etags = await Promise.all(
      encodings.map(async (encoding) => (await get('/cloudium', { 'accept-encoding': encoding })).headers.etag),
    );
    expect(new Set(etags).size).toBe(encodings.length);
  });

  it.each([
    ['a weak validator', (etag: string) => `W/${etag}`],
    ['a list', (etag: string) => `"anderes", ${etag}`],
    ['*', () => '*'],
  ])('answers 304 to an If-None-Match with %s', async (_name, header) => {
    const etag = String((await get('/news')).headers.etag);
    expect((await get('/news', { 'if-none-match': header(etag) })).statusCode).toBe(304);
  });

  it('answers 200 with the page to an If-None-Match that does not match', async () => {
    await expectPage('/cloudium', 200, 'cloudium.html', { 'if-none-match': '"veraltet"' });
  });

  it('gives every page its own validator', async () => {
    const urls = [...Object.values(routes), '/community?tab=team', '/gibt-es-nicht'];
    const etags = await Promise.all(urls.map(async (url) => (await get(url)).headers.etag));
    expect(new Set(etags).size).toBe(urls.length);
  });

  it('keeps the validator of a page across requests and trailing slashes', async () => {
    const [a, b] = await Promise.all([get('/news'), get('/news/')]);
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it('never answers the not-found page with 304', async () => {
    const first = await get('/gibt-es-nicht');
    const again = await get('/gibt-es-nicht', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(fakePageHtml(NOT_FOUND_FILE));
  });
});

describe('other files', () => {
  it.each([
    ['identity', undefined, (body: Buffer) => body],
    ['br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('a hashed asset asked for as %s: cached as immutable for a year, sent as %s', async (asked, encoding, decode) => {
    const response = await get(`/assets/${ASSET.file}`, { 'accept-encoding': asked });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response.rawPayload).toString()).toBe(ASSET.content);
  });

  it.each(['/robots.txt', '/sw.js'])(
    'other public files are revalidated, and say their encoding depends on Accept-Encoding: %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    },
  );

  it('a document under assets/ (the service worker’s offline page) is a file like any other', async () => {
    const response = await get('/assets/offline.0123456789.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it.each(['/api/nichts', '/api/x', '/api/webhook/extra', '/api/webhook'])(
    'answers GET %s (an unknown API path, or the webhook) with JSON 404, not a page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: 'Nicht gefunden.' });
    },
  );
});

describe('addresses written another way, as sent on the wire', () => {
  /** A request line as a client sends it, without the normalising a URL parser would do first. */
  const sendRaw = (target: string) =>
    rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

  it.each([
    '/_headers',
    '/./_headers',
    '/%2e/_headers',
    '//_headers',
    '/assets/../_headers',
    '/assets/%2e%2e/_headers',
    '/%2F_headers',
    '/%2f_headers',
    '/assets/%2F..%2F_headers',
  ])('the static host’s headers file is not served at %s (404 page)', async (target) => {
    const answer = await sendRaw(target);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(fakePageHtml(NOT_FOUND_FILE));
  });

  it.each(['//[', '//[::1', '/%', '//x/../_headers'])(
    'a malformed address (%s) is one the site does not have: the 404 page, and no error logged',
    async (target) => {
      errorLines.length = 0;
      const answer = await sendRaw(target);
      expect([400, 404]).toContain(answer.status);
      if (answer.status === 404) expect(answer.body).toBe(fakePageHtml(NOT_FOUND_FILE));
      expect(errorLines).toEqual([]);
    },
  );
});

describe('start without a build', () => {
  it('refuses to start when 404.html is missing', async () => {
    const incomplete = writeFakeBuild('nova-static-incomplete-');
    fs.rmSync(`${incomplete}/${NOT_FOUND_FILE}`);
    await expect(buildServer({ publicDir: incomplete })).rejects.toThrow(/404\.html fehlt/);
    fs.rmSync(incomplete, { recursive: true, force: true });
  });
});
