import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { routes } from '@/config/routes';
import { buildServer } from '@/server/app';
import { isKnownSitePath } from '@/server/site-routes';

const INDEX_HTML = '<!doctype html><html lang="de"><body><div id="root"></div></body></html>';
const ASSET = 'console.log("nova");'.repeat(50);

function writeFakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(INDEX_HTML));
  fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(INDEX_HTML));
  fs.writeFileSync(path.join(dir, 'assets', 'main.abc123.js'), ASSET);
  fs.writeFileSync(path.join(dir, 'assets', 'main.abc123.js.br'), zlib.brotliCompressSync(ASSET));
  fs.writeFileSync(path.join(dir, 'assets', 'main.abc123.js.gz'), zlib.gzipSync(ASSET));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = writeFakeBuild();
  app = await buildServer({ publicDir: dir });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('static site serving', () => {
  it.each(Object.values(routes))('deep link %s answers 200 with the HTML shell, uncached', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('keeps the query of a deep link (/community?tab=team)', async () => {
    const response = await app.inject({ method: 'GET', url: '/community?tab=team' });
    expect(response.statusCode).toBe(200);
  });

  it.each(['/gibt-es-nicht', '/agb/extra', '/nova-fortnite-2'])(
    'unknown path %s answers 404 with the shell',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('hashed assets are cached as immutable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main.abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(ASSET);
  });

  it('other public files are revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('serves the precompressed %s variant of assets and of the HTML shell', async (encoding, decode) => {
    for (const url of ['/assets/main.abc123.js', '/agb']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(response.rawPayload).toString()).toBe(url === '/agb' ? INDEX_HTML : ASSET);
    }
  });

  it('answers unknown API paths with JSON 404, not the HTML shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nichts' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('isKnownSitePath', () => {
  it.each([
    ['/', true],
    ['/nova', true],
    ['/nova/', true],
    ['/nova-fortnite', true],
    ['/news', true],
    ['/NOVA', false],
    ['/nova/x', false],
    ['/index.html', false],
  ])('%s → %s', (pathname, known) => {
    expect(isKnownSitePath(pathname)).toBe(known);
  });
});
