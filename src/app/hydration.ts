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

/** Whether two paths show the same screen (both unknown paths render the not-found page). */
function sameScreen(routes: RouteObject[], one: string, other: string): boolean {
  return (
    withoutTrailingSlash(one) === withoutTrailingSlash(other) || leafRoute(routes, one) === leafRoute(routes, other)
  );
}

/**
 * Whether the markup rendered for `rendered` is also what the app renders at `actual`: same screen, same query, no
 * fragment.
 */
export function rendersSame(routes: RouteObject[], rendered: string, actual: PlainLocation): boolean {
  const target = new URL(rendered, 'http://site.invalid');
  return sameScreen(routes, target.pathname, actual.pathname) && target.search === actual.search && actual.hash === '';
}

interface VisitRouter {
  navigate(to: string, options: { replace: boolean; preventScrollReset: boolean; flushSync: boolean }): unknown;
}

export interface PendingVisit {
  /**
   * Moves the hydrated app to the address the visitor asked for (no-op when it already is there): the real address,
   * or where back or forward led meanwhile. The screen is rendered at the new address when this returns, so what the
   * visitor did early is replayed on it.
   */
  finish(router: VisitRouter): Promise<void>;
}

type VisitWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

const addressOf = ({ pathname, search, hash }: PlainLocation) => `${pathname}${search}${hash}`;

/**
 * Puts the browser's address on the rendered one before hydration when the two differ, and remembers the real
 * one. Replacing the history entry changes neither the scroll position nor the page.
 *
 * Until `finish`, the address stays the rendered one: back or forward within this document (a visitor who taps
 * back while the page hydrates) is held from the router. Otherwise the router would start at, or move to, the other
 * address while React hydrates the markup of this one, and React keeps a served attribute it does not expect (the
 * community's Team tab stayed marked selected above the Übersicht panel). The held address is where `finish` goes.
 */
export function hydrateAt(rendered: string, routes: RouteObject[], win: VisitWindow = window): PendingVisit {
  const target = new URL(rendered, 'http://site.invalid');
  const current = (): PlainLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
  });
  /** The address the app renders for the markup: the visitor's path where it shows the same screen. */
  const putOnRendered = (actual: PlainLocation) => {
    if (rendersSame(routes, rendered, actual)) return;
    const pathname = sameScreen(routes, target.pathname, actual.pathname) ? actual.pathname : target.pathname;
    win.history.replaceState(win.history.state, '', `${pathname}${target.search}`);
  };
  const opened = current();
  let wanted = rendersSame(routes, rendered, opened) ? null : addressOf(opened);
  putOnRendered(opened);

  const holdTraversal = (event: Event) => {
    event.stopImmediatePropagation();
    const arrived = current();
    wanted = addressOf(arrived);
    putOnRendered(arrived);
  };
  win.addEventListener('popstate', holdTraversal, { capture: true });

  let finished = false;
  return {
    async finish(router) {
      if (finished) return;
      finished = true;
      win.removeEventListener('popstate', holdTraversal, { capture: true });
      if (wanted === null) return;
      await router.navigate(wanted, { replace: true, preventScrollReset: true, flushSync: true });
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

/** Set on <html> once the app is interactive; styles that only serve the prerendered page key off its absence. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function markHydrated(root: HTMLElement = document.documentElement): void {
  root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}
