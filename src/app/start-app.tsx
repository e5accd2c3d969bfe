import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { makeAppStore } from '@/app/app-store';
import { installMachineInspector } from '@/ui/machine-inspector';
import { afterPaint, holdUntilInteractive, whenInteractiveAndIdle } from '@/ui/rendering/moments';
import { RENDERED_PATH_ATTRIBUTE } from './document';
import { createPrerenderedCache } from './emotion-cache';
import { changedFields, replayEarlyInput } from './early-input-replay';
import { hydrateAt, markHydrated, resolveLazyRoutes } from './hydration';
import { navigateAfterLinkTapPaints } from './link-navigation';
import { AppProviders } from './providers';
import { routeObjects } from './router';
import { registerServiceWorker } from './offline/worker-registration';
import { startWaitingRequests } from './offline/waiting-requests-start';
import { startRoutePreloading } from './route-preload';

/**
 * The app's start (docs/prerendering.md, "Hydration"), once src/app/main.tsx has evaluated its code in steps:
 * hydrate a prerendered page (or render the development server's empty shell), catch up with the visitor, and
 * start what can wait.
 */

/** In development `npm run dev:inspect` attaches the Stately inspector to every machine. */
async function attachInspectorWhenAsked(): Promise<void> {
  // DefinePlugin turns the condition into a constant, so production builds drop the inspector entirely.
  if (process.env.XSTATE_INSPECT === '1') {
    const { createBrowserInspector } = await import(/* webpackChunkName: "xstate-inspector" */ '@statelyai/inspect');
    installMachineInspector(createBrowserInspector().inspect);
  }
}

/** Mirrors the built-in community data to local storage (the storage rule) once the page has painted. */
function startPersistenceLater(store: ReturnType<typeof makeAppStore>): void {
  afterPaint(() => {
    void import(
      /* webpackChunkName: "community-persistence" */ '@/features/community/store/community-persistence'
    ).then(
      ({ startCommunityPersistence }) => startCommunityPersistence(store),
      // Not loaded (offline, or gone after an update): the built-in data show as they are; nothing is mirrored.
      () => undefined,
    );
  });
}

/** Loads the modules of the pages the visible links lead to, ahead of a tap; again after each page change. */
function preloadRoutesOfLinks(router: ReturnType<typeof createBrowserRouter>): void {
  const preloading = startRoutePreloading(routeObjects);
  let shown = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === shown) return;
    shown = state.location.key;
    whenInteractiveAndIdle(preloading.scan);
  });
}

export async function startApp(yieldToBrowser: () => Promise<void>): Promise<void> {
  await attachInspectorWhenAsked();
  const container = document.getElementById('root');
  if (!container) throw new Error('Element #root fehlt in index.html');
  const store = makeAppStore();
  const renderedPath = container.getAttribute(RENDERED_PATH_ATTRIBUTE);

  if (renderedPath === null) {
    // The development server sends the empty shell: render from scratch.
    const router = createBrowserRouter(routeObjects);
    navigateAfterLinkTapPaints(router);
    createRoot(container).render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    markHydrated();
    startPersistenceLater(store);
    preloadRoutesOfLinks(router);
    return;
  }

  // A prerendered page: hydrate the markup at the address it was rendered for, then go to the real one.
  const visit = hydrateAt(renderedPath, routeObjects);
  await resolveLazyRoutes(routeObjects, window.location.pathname);
  await yieldToBrowser();
  const router = createBrowserRouter(routeObjects);
  navigateAfterLinkTapPaints(router);
  const releaseHeldWork = holdUntilInteractive();
  // Once the tree is committed: go to the real address, replay what the visitor did meanwhile, then say so. Out of
  // the commit's effects, so the navigation can render at once (flushSync).
  const hydrated = () => {
    performance.measure('start:hydrate', 'start:hydrate');
    const changedEarly = changedFields();
    setTimeout(() => {
      performance.mark('start:catch-up');
      void visit
        .finish(router)
        .then(() => replayEarlyInput(changedEarly))
        .then(() => {
          performance.measure('start:catch-up', 'start:catch-up');
          markHydrated();
          // What waited for this (the toasts' region, hidden parts) starts in a task of its own.
          setTimeout(releaseHeldWork, 0);
          whenInteractiveAndIdle(() => preloadRoutesOfLinks(router));
          registerServiceWorker();
          startWaitingRequests();
        });
    }, 0);
  };
  performance.mark('start:hydrate');
  // A transition lets React yield to the browser between parts of the tree instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={createPrerenderedCache()}>
          <AppProviders store={store} onReady={hydrated}>
            <RouterProvider router={router} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
  });
  startPersistenceLater(store);
}
