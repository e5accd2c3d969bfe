/**
 * The site's service worker (docs/adr/0014-offline-with-serwist.md, docs/product.md "Offline"), built by webpack into
 * public/sw.js after the pages are prerendered; @serwist/build writes its precache list in (scripts/service-worker-plugin.ts).
 *
 * - Pages come from the network first: never a stale page while online. Each page of the site that arrives is kept,
 *   so it reads offline; one not visited yet answers the offline page, with the pages that are readable; an address
 *   that is no page of the site answers the not-found page. A server that answers 5xx (a proxy while it restarts, a
 *   server draining) or not within a few seconds counts as none: the kept copy shows, and says it is one.
 * - Hashed files (assets/) come from the cache first: their names change with their content. Icons keep their
 *   names: the kept ones answer at once and are asked for anew behind them.
 * - Precached at install: the offline and not-found pages and what they load (the shell), the favicon.
 * - Requests that wait for the connection go out when the browser says it is back (Background Sync).
 * - A new build's worker waits until the page asks it to take over (the "Neue Version verfügbar" offer), so a running
 *   page never switches to another release's code. When it activates (often at the next start of the browser, often
 *   offline), the pages kept by the builds before are carried over, fetched anew where that works within seconds,
 *   and only then are the old caches removed: never fewer readable pages than before.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
} from 'serwist';
import { WAITING_RESULTS_MESSAGE, WAITING_SYNC_TAG } from '@/features/cloudium/domain/waiting-names';
import { dropExpired, indexedDbStore, sendWaiting } from '@/features/cloudium/store/waiting/waiting-requests';
import { fillOfflinePage, markKeptCopy, pageKeyOf, readablePages } from './offline-pages';

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

/**
 * Longest a navigation waits for the network before the kept copy shows (with one), or the offline page (without):
 * a phone's connection that answers nothing is worse than none.
 */
const PATIENCE_WITH_KEPT_COPY_MS = 4_000;
const PATIENCE_WITHOUT_MS = 10_000;
/** Longest the activation of a new worker spends fetching kept pages anew (navigations wait for it). */
const CARRY_OVER_MS = 3_000;

/**
 * What every answer of the site says in its headers and a page cannot say itself (the prerendered pages carry the rest
 * of their policy in a <meta>, ADR 0012): the answers this worker makes up (offline and not-found pages) carry it too.
 */
const MADE_UP_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

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
  return new Response(html, { status: 200, headers: MADE_UP_HEADERS });
}

async function notFoundAnswer(): Promise<Response> {
  const page = await precached(NOT_FOUND_PAGE);
  return new Response(page ? await page.text() : '', { status: 404, headers: MADE_UP_HEADERS });
}

/** The kept copy of a page, marked as one (with when it was kept), for a page that cannot come from the server now. */
async function keptCopy(key: string | undefined): Promise<Response | undefined> {
  const kept = key ? await (await caches.open(PAGES_CACHE)).match(key) : undefined;
  if (!kept) return undefined;
  const keptAt = kept.headers.get('date') ?? '';
  const headers = new Headers(kept.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(markKeptCopy(await kept.text(), keptAt), { status: 200, headers });
}

/** The network's answer, or nothing when it fails, answers 5xx or takes longer than `patienceMs`. */
async function fromServer(
  preload: Promise<Response | undefined>,
  request: Request,
  patienceMs: number,
): Promise<Response | undefined> {
  const answer = (async () => {
    const preloaded = await preload;
    return preloaded ?? (await fetch(request, { signal: AbortSignal.timeout(patienceMs + 1_000) }));
  })();
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, patienceMs));
  try {
    const response = await Promise.race([answer, timeout]);
    return response && response.status < 500 ? response : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page: the network's answer (kept when it is a page of the site); when there is none, a 5xx or none in time, the
 * kept copy (marked: the page says so), else the offline page (or, for no page of the site, the not-found page).
 */
async function answerPage({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const key = pageKeyOf(url);
  const fetchEvent = event as FetchEvent;
  // Taken at once, before the cache is read: the browser cancels a preload nobody waits for.
  const preload = fetchEvent.preloadResponse as Promise<Response | undefined>;
  fetchEvent.waitUntil(preload.catch(() => undefined));
  const kept = key ? await (await caches.open(PAGES_CACHE)).match(key) : undefined;
  const response = await fromServer(preload, request, kept ? PATIENCE_WITH_KEPT_COPY_MS : PATIENCE_WITHOUT_MS);
  if (response) {
    if (key && response.ok) fetchEvent.waitUntil(keepPage(key, response.clone()));
    return response;
  }
  return (await keptCopy(key)) ?? (key ? offlineAnswer(url) : notFoundAnswer());
}

const serwist = new Serwist({
  precacheEntries: manifest,
  precacheOptions: { cleanupOutdatedCaches: true },
  // Waits for the page's word (SKIP_WAITING, sent when the visitor takes the offered new version).
  skipWaiting: false,
  // The first worker takes the open pages at once (in `activate` below); a later one only the pages that load it.
  clientsClaim: false,
  // Per engine, in `activate` below (`setNavigationPreload`).
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ request }) => request.mode === 'navigate', handler: answerPage },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
      handler: new CacheFirst({ cacheName: 'nova-dateien', plugins: [new ExpirationPlugin(ASSET_LIMITS)] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/icons/'),
      handler: new StaleWhileRevalidate({ cacheName: 'nova-symbole', plugins: [new ExpirationPlugin(ASSET_LIMITS)] }),
    },
  ],
});

/** The pages an earlier build's cache keeps, by key, with its copies. */
async function pagesKeptBefore(names: readonly string[]): Promise<Map<string, Response>> {
  const kept = new Map<string, Response>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const response = await cache.match(request);
      if (response) kept.set(`${url.pathname}${url.search}`, response);
    }
  }
  return kept;
}

/**
 * Keeps what the visitor could read before, whatever the connection: the earlier builds' copies are carried into this
 * build's cache first; then every kept page, and the pages open now (loaded before any worker controlled them), is
 * fetched anew where the network answers within CARRY_OVER_MS; only then do the earlier caches go.
 */
async function carryKeptPages(): Promise<void> {
  const earlier = (await caches.keys()).filter((name) => name.startsWith(PAGES_PREFIX) && name !== PAGES_CACHE);
  const kept = await pagesKeptBefore(earlier);
  await Promise.all([...kept].map(([key, response]) => keepPage(key, response)));
  const keys = new Set(kept.keys());
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const key = pageKeyOf(new URL(client.url));
    if (key) keys.add(key);
  }
  await Promise.all(
    [...keys].map(async (key) => {
      try {
        const response = await fetch(key, { credentials: 'same-origin', signal: AbortSignal.timeout(CARRY_OVER_MS) });
        if (response.ok) await keepPage(key, response);
      } catch {
        // Offline or slow right now: the copy carried over stays, and the page is kept anew at its next visit.
      }
    }),
  );
  await Promise.all(earlier.map((name) => caches.delete(name)));
}

/** The first worker of the site takes the pages open now; a later one takes none (they keep their release's code). */
async function claimIfFirst(): Promise<void> {
  const before = (await caches.keys()).some((name) => name.startsWith(PAGES_PREFIX) && name !== PAGES_CACHE);
  if (!before) await self.clients.claim();
}

/**
 * Navigation preload asks the server for a page while the worker starts (a phone's worker is often asleep). Gecko
 * cancels a navigation whose preload failed (no connection) although the worker answers it with the kept copy:
 * Firefox showed its own error page for every page offline (workbox issue 3134). There the worker asks the server
 * itself; no other engine can be told apart by what it supports, so by its name.
 */
async function setNavigationPreload(): Promise<void> {
  const preload = self.registration.navigationPreload as NavigationPreloadManager | undefined;
  if (!preload) return;
  await (/\bFirefox\//.test(self.navigator.userAgent) ? preload.disable() : preload.enable());
}

/** Drops what waited longer than 48 hours, offline too (features/cloudium/store/waiting/waiting-requests.ts). */
async function dropExpiredRequests(): Promise<void> {
  const store = indexedDbStore();
  if (store) await dropExpired(store);
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Requests that wait for the connection (features/cloudium/store/waiting/waiting-requests.ts): the browser wakes the worker
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
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([setNavigationPreload(), claimIfFirst()])
      .then(carryKeptPages)
      .then(dropExpiredRequests)
      .catch(() => undefined),
  ),
);
serwist.addEventListeners();
