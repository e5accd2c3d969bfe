import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_FILE, communityTabFileOf, pageFileOf } from '@/config/prerendered-pages';
import { routes } from '@/config/routes';
import { styleHashSources } from './inline-style-hashes';
import { relayMessages } from '../http/relay-messages';
import { isKnownSitePath, normalizeSitePath } from '@/config/site-paths';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML may be cached but must be revalidated (ETag), so a deployment shows at the next visit. */
export const NO_CACHE = 'no-cache';

/** One prerendered page in memory, with its precompressed copies and a validator for revalidation. */
interface PageDocument {
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
  /** Of the page's content; each encoding's ETag adds the encoding, as the bytes differ. */
  readonly hash: string;
  /** The hash sources of the page's own inline styles, for its policy. */
  readonly styleHashes: readonly string[];
}

function readIfPresent(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

function loadPage(file: string): PageDocument {
  const identity = fs.readFileSync(file);
  const hash = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const styleHashes = styleHashSources([identity.toString('utf8')]);
  return { identity, br: readIfPresent(`${file}.br`), gzip: readIfPresent(`${file}.gz`), hash, styleHashes };
}

/** Every prerendered page of the build (the *.html files at the top of the site folder), by file name. */
function loadPages(publicDir: string): Map<string, PageDocument> {
  const notFound = path.join(publicDir, NOT_FOUND_FILE);
  if (!fs.existsSync(notFound)) {
    throw new Error(`Kein Build gefunden: ${notFound} fehlt. Bitte zuerst "npm run build" ausführen.`);
  }
  const files = fs.readdirSync(publicDir).filter((name) => name.endsWith('.html'));
  return new Map(files.map((name) => [name, loadPage(path.join(publicDir, name))]));
}

/** The page file for an address: the route's page, a community tab's copy, or the not-found page. */
export function pageFileFor(pathname: string, query: URLSearchParams): { file: string; status: number } {
  if (!isKnownSitePath(pathname)) return { file: NOT_FOUND_FILE, status: 404 };
  const path = normalizeSitePath(pathname);
  const tab = query.get('tab');
  if (path === routes.community && tab) return { file: communityTabFileOf(tab), status: 200 };
  return { file: pageFileOf(path), status: 200 };
}

/** Whether Accept-Encoding allows an encoding (listed, and not with q=0). */
export function acceptsEncoding(header: string, encoding: string): boolean {
  return header.split(',').some((entry) => {
    const [name = '', ...params] = entry.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return name.trim() === encoding && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

function acceptedEncoding(request: FastifyRequest, page: PageDocument): 'br' | 'gzip' | undefined {
  const header = String(request.headers['accept-encoding'] ?? '');
  if (page.br && acceptsEncoding(header, 'br')) return 'br';
  if (page.gzip && acceptsEncoding(header, 'gzip')) return 'gzip';
  return undefined;
}

/** Whether If-None-Match names this ETag (a list, weak validators and `*` included). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageDocument, status: number, policy?: string) {
  const encoding = acceptedEncoding(request, page);
  const etag = `"${page.hash}${encoding ? `-${encoding}` : ''}"`;
  if (policy) reply.header('content-security-policy', policy);
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    // A not-found answer is never kept: a missing script asked for during a rollback is there again after it.
    .header('cache-control', status === 404 ? 'no-store' : NO_CACHE)
    .header('vary', 'accept-encoding')
    .header('etag', etag);
  if (status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding) {
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : page.gzip);
  }
  return reply.send(page.identity);
}

/**
 * Page files are answered at their page's address only: /cloudium.html is not a page of the site. (Documents under
 * assets/, the service worker's offline and not-found pages, are files like any other.) The headers file the build
 * writes for a static host (`_headers`) is for that host, not for visitors.
 */
const NOT_SERVED_AS_FILE = /^\/[^/]+\.html(\.br|\.gz)?$|^\/_headers$/;

/**
 * Whether a file may be answered at an address, judged on the path as the file system resolves it (the static
 * plugin hands over the path before it is normalised: `//_headers` and `/assets/../_headers` name the same file as
 * `/_headers`, and an encoded slash, `/%2F_headers`, is still encoded there and decoded when the file is read).
 */
export function isServedAsFile(pathName: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return false;
  }
  return !NOT_SERVED_AS_FILE.test(path.posix.normalize(`/${decoded}`));
}

/**
 * The path and query of a request's target. The target is read as a path even where it looks like another form
 * (`//host/…` would name a host): a malformed one (`//[`) is an address the site does not have, not an error.
 */
export function targetOf(requestUrl: string): { pathname: string; query: URLSearchParams } {
  try {
    const url = new URL(`http://site.invalid${requestUrl.startsWith('/') ? '' : '/'}${requestUrl}`);
    return { pathname: url.pathname, query: url.searchParams };
  } catch {
    return { pathname: requestUrl.split('?')[0] ?? '/', query: new URLSearchParams() };
  }
}

/**
 * Serves the built site: every address with its prerendered page (precompressed, revalidated by ETag), hashed
 * assets as immutable with their precompressed variants, and unknown paths with the prerendered not-found page
 * and HTTP status 404.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  publicDir: string,
  options: { readonly pagePolicy?: (styleHashes: readonly string[]) => string; readonly laterFilesDir?: string } = {},
): Promise<void> {
  const pages = loadPages(publicDir);
  const notFoundPage = pages.get(NOT_FOUND_FILE) as PageDocument;
  // A page's policy lists its own inline styles by hash, as the policy the page carries does
  // (docs/adr/0012-the-policy-travels-with-its-page.md); other answers keep the shorter one of the header table,
  // which a script or font has no use for.
  const policies = new Map([...pages.values()].map((page) => [page, options.pagePolicy?.(page.styleHashes)]));

  const roots = options.laterFilesDir ? [publicDir, options.laterFilesDir] : [publicDir];
  const relativeToItsRoot = (filePath: string) =>
    path.relative(roots.find((root) => filePath.startsWith(`${root}${path.sep}`)) ?? publicDir, filePath);
  await app.register(fastifyStatic, {
    root: roots,
    preCompressed: true,
    index: false,
    wildcard: true,
    allowedPath: (pathName) => isServedAsFile(pathName),
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const relative = relativeToItsRoot(filePath);
      res.setHeader('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE_CACHE : NO_CACHE);
      // The plugin picks the .br or .gz copy by Accept-Encoding for every file it serves: a shared cache must key
      // on it, or it hands brotli to a client that cannot decode it (for a year, with immutable assets).
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const answerPage = (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname, query } = targetOf(request.url);
    const { file, status } = pageFileFor(pathname, query);
    // A query the build has no copy for (/community?tab=unbekannt) gets the page itself, as the app does.
    const page = pages.get(file) ?? pages.get(pageFileFor(pathname, new URLSearchParams()).file);
    const answered = page ?? notFoundPage;
    return sendPage(request, reply, answered, page ? status : 404, policies.get(answered));
  };

  app.get('/', answerPage);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).header('cache-control', 'no-store').send({ error: relayMessages.notFound });
    }
    return answerPage(request, reply);
  });
}
