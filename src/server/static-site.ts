import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownSitePath } from './site-routes';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

interface IndexDocument {
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

function readIfPresent(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

function loadIndexDocument(publicDir: string): IndexDocument {
  const file = path.join(publicDir, 'index.html');
  if (!fs.existsSync(file)) {
    throw new Error(`Kein Build gefunden: ${file} fehlt. Bitte zuerst "npm run build" ausführen.`);
  }
  return { identity: fs.readFileSync(file), br: readIfPresent(`${file}.br`), gzip: readIfPresent(`${file}.gz`) };
}

function acceptedEncoding(request: FastifyRequest, document: IndexDocument): 'br' | 'gzip' | undefined {
  const header = String(request.headers['accept-encoding'] ?? '');
  if (document.br && /\bbr\b/.test(header)) return 'br';
  if (document.gzip && /\bgzip\b/.test(header)) return 'gzip';
  return undefined;
}

function sendIndex(request: FastifyRequest, reply: FastifyReply, document: IndexDocument, status: number) {
  const encoding = acceptedEncoding(request, document);
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .header('vary', 'accept-encoding');
  if (encoding) {
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? document.br : document.gzip);
  }
  return reply.send(document.identity);
}

/**
 * Serves the built SPA: hashed assets as immutable with their precompressed variants, the HTML shell
 * uncached, deep links to every screen, and unknown paths with the SPA's 404 page and HTTP status 404.
 */
export async function registerStaticSite(app: FastifyInstance, publicDir: string): Promise<void> {
  const document = loadIndexDocument(publicDir);

  await app.register(fastifyStatic, {
    root: publicDir,
    preCompressed: true,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const relative = path.relative(publicDir, filePath);
      res.setHeader('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE_CACHE : NO_CACHE);
    },
  });

  app.get('/', (request, reply) => sendIndex(request, reply, document, 200));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) {
      return reply.code(404).send({ error: 'Nicht gefunden.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Nicht gefunden.' });
    }
    return sendIndex(request, reply, document, isKnownSitePath(pathname) ? 200 : 404);
  });
}
