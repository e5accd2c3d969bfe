/**
 * The kill switch (docs/operations.md, "Offline"): a build with SERVICE_WORKER=off ships this as public/sw.js. Browsers
 * that have the site's worker find it at their next update check; it takes over at once, removes every cache the site
 * made, and unregisters itself. The pages keep running; the next load comes from the network alone.
 */
declare const self: ServiceWorkerGlobalScope;
export {};

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  ),
);
