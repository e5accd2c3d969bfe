/**
 * The site's service worker (docs/adr/0014-offline-with-serwist.md, docs/product.md "Offline"), built by webpack into
 * public/sw.js after the pages are prerendered; @serwist/build writes its precache list in (scripts/service-worker-plugin.ts).
 *
 * - Pages come from the network first: never a stale page while online. Each page of the site that arrives is kept,
 *   so it reads offline; one not visited yet answers the offline page, with the pages that are readable; an address
 *   that is no page of the site answers the not-found page.
 * - Hashed files (assets/, icons/) come from the cache first: their names change with their content.
 * - Precached at install: the offline and not-found pages and what they load (the shell), the favicon.
 * - Requests that wait for the connection go out when the browser says it is back (Background Sync).
 * - A new build's worker waits until the page asks it to take over (the "Neue Version verfügbar" offer), so a running
 *   page never switches to another release's code; the pages kept by the builds before are fetched again for it, and
 *   their caches removed.
 */
import { CacheFirst, ExpirationPlugin, Serwist, type PrecacheEntry, type RouteHandlerCallbackOptions } from 'serwist';
import { WAITING_RESULTS_MESSAGE, WAITING_SYNC_TAG } from '@/features/cloudium/domain/waiting-names';
import { indexedDbStore, sendWaiting } from '@/features/cloudium/store/waiting-requests';
import { fillOfflinePage, pageKeyOf, readablePages } from './offline-pages';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const manifest = self.__SW_MANIFEST ?? [];
const urlOf = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url);

/** The build's own documents, precached under hashed names (scripts/prerender-plugin.ts writes them). */
const documentUrl = (prefix: string) => manifest.map(urlOf).find((url) => url.startsWith(prefix)) ?? '/';
const OFFLINE_PAGE = documentUrl('/assets/offline.');
const NOT_FOUND_PAGE = documentUrl('/assets/not-found.');

/** A short name for this build, from its precache list: the cache of kept pages is this build's own. */
function buildName(): string {
  let hash = 0x811c9dc5;
  for (const character of manifest.map((entry) => JSON.stringify(entry)).join('|')) {
    hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const PAGES_PREFIX = 'nova-seiten-';
const PAGES_CACHE = `${PAGES_PREFIX}${buildName()}`;
/** Enough for every page and tab of the site; the oldest go first. */
const ASSET_LIMITS = { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true };

async function keepPage(key: string, response: Response): Promise<void> {
  const pages = await caches.open(PAGES_CACHE);
  await pages.put(key, response);
}

async function keptPageKeys(): Promise<string[]> {
  const pages = await caches.open(PAGES_CACHE);
  return (await pages.keys()).map((request) => {
    const url = new URL(request.url);
    return `${url.pathname}${url.search}`;
  });
}

async function precached(url: string): Promise<Response | undefined> {
  return serwist.matchPrecache(url);
}

/** The offline page for an address, listing what is readable. */
async function offlineAnswer(requested: URL): Promise<Response> {
  const template = await precached(OFFLINE_PAGE);
  const html = fillOfflinePage(
    template ? await template.text() : '',
    `${requested.pathname}${requested.search}`,
    readablePages(await keptPageKeys()),
  );
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

async function notFoundAnswer(): Promise<Response> {
  const page = await precached(NOT_FOUND_PAGE);
  return new Response(page ? await page.text() : '', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

/** A page: the network's answer (kept when it is a page of the site), else the kept copy, else an offline answer. */
async function answerPage({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const key = pageKeyOf(url);
  try {
    const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(request));
    if (key && response.ok) (event as FetchEvent).waitUntil(keepPage(key, response.clone()));
    return response;
  } catch {
    const kept = key ? await (await caches.open(PAGES_CACHE)).match(key) : undefined;
    if (kept) return kept;
    return key ? offlineAnswer(url) : notFoundAnswer();
  }
}

const serwist = new Serwist({
  precacheEntries: manifest,
  precacheOptions: { cleanupOutdatedCaches: true },
  // Waits for the page's word (SKIP_WAITING, sent when the visitor takes the offered new version).
  skipWaiting: false,
  // The first worker takes the open pages at once; later ones only once they are active.
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ request }) => request.mode === 'navigate', handler: answerPage },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && /^\/(assets|icons)\//.test(url.pathname),
      handler: new CacheFirst({ cacheName: 'nova-dateien', plugins: [new ExpirationPlugin(ASSET_LIMITS)] }),
    },
  ],
});

/**
 * Keeps what the visitor could read before: the pages kept by earlier builds are fetched again for this one (the
 * visitor is online: this worker just arrived), the pages open now are kept too (they were loaded before any worker
 * controlled them), then the earlier builds' caches go.
 */
async function carryKeptPages(): Promise<void> {
  const earlier = (await caches.keys()).filter((name) => name.startsWith(PAGES_PREFIX) && name !== PAGES_CACHE);
  const keys = new Set<string>();
  for (const name of earlier) {
    for (const request of await (await caches.open(name)).keys())
      keys.add(new URL(request.url).pathname + new URL(request.url).search);
  }
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const key = pageKeyOf(new URL(client.url));
    if (key) keys.add(key);
  }
  await Promise.all(
    [...keys].map(async (key) => {
      try {
        const response = await fetch(key, { credentials: 'same-origin' });
        if (response.ok) await keepPage(key, response);
      } catch {
        // Offline right now: the page is kept at its next visit.
      }
    }),
  );
  await Promise.all(earlier.map((name) => caches.delete(name)));
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Requests that wait for the connection (features/cloudium/store/waiting-requests.ts): the browser wakes the worker
 * once there is one, also with every page of the site closed. Open pages learn what went out; what still waits makes
 * the browser try again later (and after its last try, an open page or the next visit sends it).
 */
async function sendWaitingRequests(): Promise<void> {
  const store = indexedDbStore();
  if (!store) return;
  const { results, left } = await sendWaiting(store);
  if (results.length > 0) {
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(WAITING_RESULTS_MESSAGE);
  }
  if (left > 0) throw new Error('Anfragen warten weiter auf die Verbindung.');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === WAITING_SYNC_TAG) sync.waitUntil(sendWaitingRequests());
});
self.addEventListener('activate', (event) => event.waitUntil(carryKeptPages()));
serwist.addEventListeners();
