import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Hydrating prerendered pages (docs/prerendering.md).
 *
 * The browser must first render exactly what the build rendered, or React throws the markup away. Two things
 * can differ: the address (a static host serves /community for /community?tab=team; no server ever sees a
 * #fragment such as /cloudium#pakete), and the route's code, which is loaded lazily. So the page is hydrated
 * at the address it was rendered for, with its route modules already resolved, and only then moved to the
 * real address, where the screens react as they do to any navigation.
 */

interface PlainLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The deepest route an address matches; two addresses that match the same route render the same screen. */
function leafRoute(routes: RouteObject[], pathname: string): RouteObject | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route;
}

/**
 * Whether the markup rendered for `rendered` is also what the app renders at `actual`: same screen (both
 * unknown paths render the not-found page), same query, no fragment.
 */
export function rendersSame(routes: RouteObject[], rendered: string, actual: PlainLocation): boolean {
  const target = new URL(rendered, 'http://site.invalid');
  const sameScreen =
    withoutTrailingSlash(target.pathname) === withoutTrailingSlash(actual.pathname) ||
    leafRoute(routes, target.pathname) === leafRoute(routes, actual.pathname);
  return sameScreen && target.search === actual.search && actual.hash === '';
}

interface VisitRouter {
  navigate(to: string, options: { replace: boolean; preventScrollReset: boolean; flushSync: boolean }): unknown;
}

export interface PendingVisit {
  /**
   * Moves the hydrated app to the address the visitor asked for (no-op when it already is there). The screen is
   * rendered at the new address when this returns, so what the visitor did early is replayed on it.
   */
  finish(router: VisitRouter): Promise<void>;
}

/**
 * Puts the browser's address on the rendered one before hydration when the two differ, and remembers the real
 * one. Replacing the history entry changes neither the scroll position nor the page.
 */
export function hydrateAt(
  rendered: string,
  routes: RouteObject[],
  win: Pick<Window, 'location' | 'history'> = window,
): PendingVisit {
  const actual = { pathname: win.location.pathname, search: win.location.search, hash: win.location.hash };
  if (rendersSame(routes, rendered, actual)) return { finish: () => Promise.resolve() };
  const real = `${actual.pathname}${actual.search}${actual.hash}`;
  const target = new URL(rendered, 'http://site.invalid');
  win.history.replaceState(win.history.state, '', `${actual.pathname}${target.search}`);
  let finished = false;
  return {
    async finish(router) {
      if (finished) return;
      finished = true;
      await router.navigate(real, { replace: true, preventScrollReset: true, flushSync: true });
    },
  };
}

/**
 * Loads the lazy modules of the routes an address matches and puts them on the route objects, so the router
 * starts initialised and renders the screen instead of its loading fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, pathname)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Runs work after the browser has painted the next frame (not before, so it never delays the first paint). */
export function afterFirstPaint(work: () => void): void {
  window.requestAnimationFrame(() => window.setTimeout(work, 0));
}

/** Set on <html> once the app is interactive; styles that only serve the prerendered page key off its absence. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function markHydrated(root: HTMLElement = document.documentElement): void {
  root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}
