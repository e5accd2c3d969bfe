/**
 * Writes the precache list into the compiled service worker (src/app/offline/service-worker.ts, docs/adr/0014-offline-with-serwist.md)
 * with @serwist/build, after the prerender step has written the pages: the list names the offline and not-found
 * documents the prerender step wrote under hashed names, and the shell they need offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

export const SERVICE_WORKER_FILE = 'sw.js';

/** The name webpack and the worker give the list; @serwist/build replaces it. */
const INJECTION_POINT = 'self.__SW_MANIFEST';

/**
 * What every page needs to work offline, as the not-found page shows (it is the smallest page with the whole shell):
 * its scripts, the boot script, its font (the browser has them from the visit already: taken from its cache, no
 * download), the offline and not-found documents, the favicon. Not the manifest and its icons: a browser reads them
 * when it installs the site, online.
 */
export function shellFiles(publicDir: string): string[] {
  const notFound = fs.readFileSync(path.join(publicDir, '404.html'), 'utf8');
  const scripts = (/data-load="([^"]*)"/.exec(notFound)?.[1] ?? '').split(' ').filter(Boolean);
  const bootAndFont = [...notFound.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const documents = fs
    .readdirSync(path.join(publicDir, 'assets'))
    .filter((name) => /^(offline|not-found)\.[0-9a-f]{10}\.html$/.test(name))
    .map((name) => `/assets/${name}`);
  if (documents.length !== 2) throw new Error('Service Worker: die Offline- und die 404-Seite fehlen im Build.');
  return [...new Set([...scripts, ...bootAndFont, ...documents, '/favicon.svg'])]
    .map((url) => url.replace(/^\//, ''))
    .sort();
}

export interface ServiceWorkerOptions {
  readonly publicDir: string;
  readonly file: string;
}

export class ServiceWorkerPlugin {
  constructor(private readonly options: ServiceWorkerOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('ServiceWorker', async () => {
      const { publicDir, file } = this.options;
      const { injectManifest } = await import('@serwist/build');
      const worker = path.join(publicDir, file);
      const { warnings } = await injectManifest({
        swSrc: worker,
        swDest: worker,
        globDirectory: publicDir,
        globPatterns: shellFiles(publicDir),
        injectionPoint: INJECTION_POINT,
        // Their names change with their content: no cache-busting query needed.
        dontCacheBustURLsMatching: /^\/?assets\//,
        // Addresses from the site's root, as the worker looks its documents up.
        modifyURLPrefix: { '': '/' },
      });
      if (warnings.length > 0) throw new Error(`Service Worker: ${warnings.join(' ')}`);
    });
  }
}
