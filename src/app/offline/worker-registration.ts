import type { Serwist } from '@serwist/window';
import { offerUpdate } from '@/ui/site-update';
import { whenSettled } from '../settled';
import { WEB_MANIFEST_PATH } from '../web-manifest';

/**
 * Registers the site's service worker (src/app/offline/service-worker.ts, docs/adr/0014-offline-with-serwist.md) once the page
 * has settled (settled.ts), so the start-up does not change. Its
 * helper (@serwist/window) comes in a chunk of its own then. A new release's worker waits: the page offers it ("Neue Version verfügbar"), and taking it
 * loads the page anew under the new worker. While the page stays open, returning to it looks for a new release, at
 * most every ten minutes.
 */
export const SERVICE_WORKER_URL = '/sw.js';
const UPDATE_CHECK_MS = 10 * 60 * 1000;

/**
 * The web app manifest is named once the page has settled, not in the served page: a browser fetches it as soon as it
 * reads the link, and on a phone's first load that fetch competes with what the first paint needs (a round trip in
 * Lighthouse's model of the page). Installing the site needs the page interactive anyway.
 */
function nameTheManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_PATH;
  document.head.append(link);
}

/**
 * Takes the waiting release: the page loads anew once the new worker controls it. Where another tab took it already
 * (no worker waits any more, and this page's controller changed with it), the page loads anew at once.
 */
async function takeUpdate(worker: Serwist): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  worker.addEventListener('controlling', () => window.location.reload());
  worker.messageSkipWaiting();
}

export function registerServiceWorker(): void {
  whenSettled(nameTheManifest);
  // A build with SERVICE_WORKER=off ships a worker that removes itself (docs/operations.md, "Offline"), and its pages
  // register none.
  if (process.env.SERVICE_WORKER === 'off' || !('serviceWorker' in navigator)) return;
  whenSettled(() => {
    void import(/* webpackChunkName: "service-worker-window" */ '@serwist/window').then(
      ({ Serwist }) => {
        const worker = new Serwist(SERVICE_WORKER_URL, { scope: '/', type: 'classic' });
        worker.addEventListener('waiting', () => offerUpdate(() => void takeUpdate(worker)));
        let checked = Date.now();
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
          checked = Date.now();
          void worker.update();
        });
        // Refused (a private window in some browsers, a policy): the site works as it does without a worker.
        worker.register().catch(() => undefined);
      },
      // Not loaded (offline): the next page load registers it.
      () => undefined,
    );
  });
}
