import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { HYDRATED_ATTRIBUTE, hydrateAt, markHydrated, rendersSame, resolveLazyRoutes } from '@/app/hydration';
import { routeObjects } from '@/app/router';

interface PlainLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** "/community?tab=team#x" → its parts, as window.location has them. */
function locationOf(address: string): PlainLocation {
  const url = new URL(address, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

describe('rendersSame', () => {
  it.each([
    ['same path', '/cloudium', '/cloudium', true],
    ['the start page', '/', '/', true],
    ['trailing slash', '/cloudium', '/cloudium/', true],
    ['trailing slash on a creator route', '/nova-fortnite', '/nova-fortnite//', true],
    ['two unknown paths (both the not-found page)', '/404', '/gibt-es-nicht', true],
    ['an unknown nested path', '/404', '/agb/extra', true],
    ['same query', '/community?tab=team', '/community?tab=team', true],
    ['same query, trailing slash', '/community?tab=team', '/community/?tab=team', true],
    ['different screens', '/', '/cloudium', false],
    ['the not-found page at a known address', '/404', '/cloudium', false],
    ['a known page at an unknown address', '/cloudium', '/cloudium.html', false],
    ['a query the page was not rendered with', '/community', '/community?tab=team', false],
    ['a different query', '/community?tab=team', '/community?tab=news', false],
    ['a missing query', '/community?tab=team', '/community', false],
    ['an extra query parameter', '/cloudium', '/cloudium?utm_source=x', false],
    ['a fragment', '/cloudium', '/cloudium#pakete', false],
    ['a fragment on the same query', '/community?tab=team', '/community?tab=team#inhalt', false],
  ])('%s: rendered %s, actual %s → %s', (_name, rendered, actual, same) => {
    expect(rendersSame(routeObjects, rendered, locationOf(actual))).toBe(same);
  });
});

/** A stand-in for window: location follows history.replaceState, as in a browser. */
function fakeWindow(address: string, state: unknown = { idx: 3, key: 'abc' }) {
  const location = locationOf(address);
  const history = {
    state,
    replaceState: jest.fn((nextState: unknown, _unused: string, url: string) => {
      history.state = nextState;
      Object.assign(location, locationOf(url));
    }),
  };
  const listeners: EventListener[] = [];
  const win = {
    location,
    history,
    addEventListener: (type: string, listener: EventListener) => type === 'popstate' && listeners.push(listener),
    removeEventListener: (_type: string, listener: EventListener) => listeners.splice(listeners.indexOf(listener), 1),
  } as unknown as Parameters<typeof hydrateAt>[2];
  /** Back or forward to an entry of this document: the browser's address and state change, then popstate. */
  const traverse = (address: string, nextState: unknown) => {
    history.state = nextState;
    Object.assign(location, locationOf(address));
    const event = new Event('popstate');
    for (const listener of [...listeners]) {
      listener(event);
      if (event.cancelBubble) break;
    }
  };
  return { win, location, history, traverse, listeners };
}

function fakeRouter() {
  return {
    navigate: jest.fn(
      (_to: string, _options: { replace: boolean; preventScrollReset: boolean; flushSync: boolean }) => undefined,
    ),
  };
}

describe('hydrateAt', () => {
  it.each([
    ['/cloudium', '/cloudium'],
    ['/cloudium', '/cloudium/'],
    ['/404', '/gibt-es-nicht'],
    ['/community?tab=team', '/community?tab=team'],
  ])('leaves the address alone when %s renders the same as %s, and finish does nothing', async (rendered, actual) => {
    const { win, history } = fakeWindow(actual);
    const visit = hydrateAt(rendered, routeObjects, win);
    expect(history.replaceState).not.toHaveBeenCalled();
    const router = fakeRouter();
    await visit.finish(router);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it.each([
    // rendered, actual, address while hydrating
    ['/community', '/community?tab=unbekannt', '/community'],
    ['/community?tab=team', '/community', '/community?tab=team'],
    ['/community', '/community/?tab=team', '/community/'],
    ['/cloudium', '/cloudium#pakete', '/cloudium'],
    ['/cloudium', '/cloudium?x=1#support', '/cloudium'],
    ['/', '/#inhalt', '/'],
  ])(
    'rendered %s, opened at %s: hydrates at %s, then goes to the real address once',
    async (rendered, actual, hydrating) => {
      const state = { idx: 7, key: 'k7', usr: { from: 'test' } };
      const { win, location, history } = fakeWindow(actual, state);
      const visit = hydrateAt(rendered, routeObjects, win);

      expect(history.replaceState).toHaveBeenCalledTimes(1);
      expect(history.replaceState.mock.calls[0]?.[0]).toBe(state);
      expect(`${location.pathname}${location.search}${location.hash}`).toBe(hydrating);
      expect(rendersSame(routeObjects, rendered, location)).toBe(true);

      const router = fakeRouter();
      await Promise.all([visit.finish(router), visit.finish(router)]);
      expect(router.navigate).toHaveBeenCalledTimes(1);
      // Rendered at once (flushSync): what the visitor did early is replayed on the screen of the real address.
      expect(router.navigate).toHaveBeenCalledWith(actual, {
        replace: true,
        preventScrollReset: true,
        flushSync: true,
      });
    },
  );
});

describe('resolveLazyRoutes', () => {
  function lazyTree() {
    const Home = () => null;
    const Cloudium = () => null;
    const NotFound = () => null;
    const home: RouteObject = { index: true, lazy: jest.fn(async () => ({ Component: Home })) };
    const cloudium: RouteObject = { path: 'cloudium', lazy: jest.fn(async () => ({ Component: Cloudium })) };
    const notFound: RouteObject = { path: '*', lazy: jest.fn(async () => ({ Component: NotFound })) };
    const layoutLazy = jest.fn(async () => ({ handle: { layout: true } }));
    const layout: RouteObject = { path: '/', lazy: layoutLazy, children: [home, cloudium, notFound] };
    return { tree: [layout], layout, layoutLazy, home, cloudium, notFound, Home, Cloudium, NotFound };
  }

  it.each([
    ['/cloudium', 'cloudium'],
    ['/cloudium/', 'cloudium'],
    ['/', 'home'],
    ['/gibt-es-nicht', 'notFound'],
  ] as const)('at %s resolves the layout and the %s route only, and removes their lazy', async (pathname, key) => {
    const routes = lazyTree();
    const others = (['home', 'cloudium', 'notFound'] as const).filter((name) => name !== key);
    const lazyOf = (route: RouteObject) => route.lazy as jest.Mock;
    const matchedLazy = lazyOf(routes[key]);

    await resolveLazyRoutes(routes.tree, pathname);

    expect(routes.layoutLazy).toHaveBeenCalledTimes(1);
    expect(routes.layout.lazy).toBeUndefined();
    expect(routes.layout.handle).toEqual({ layout: true });
    expect(matchedLazy).toHaveBeenCalledTimes(1);
    expect(routes[key].lazy).toBeUndefined();
    const expected = { home: routes.Home, cloudium: routes.Cloudium, notFound: routes.NotFound }[key];
    expect(routes[key].Component).toBe(expected);
    for (const other of others) {
      expect(lazyOf(routes[other])).not.toHaveBeenCalled();
      expect(routes[other].Component).toBeUndefined();
    }
  });

  it("resolves the app's own route for a screen, so the router starts with its component; leaves routes without lazy as they are", async () => {
    const Page = () => null;
    const page: RouteObject = { path: 'agb', Component: Page };
    await resolveLazyRoutes([{ path: '/', children: [page] }], '/agb');
    expect(page).toEqual({ path: 'agb', Component: Page });
    const cloudiumRoute = routeObjects[0]?.children?.find((route) => route.path === 'cloudium');
    expect(typeof cloudiumRoute?.lazy).toBe('function');
    // Resolving mutates the shared route table: work on a copy of the matched branch.
    const copy: RouteObject[] = [{ ...routeObjects[0], children: [{ ...cloudiumRoute }] } as RouteObject];
    await resolveLazyRoutes(copy, '/cloudium');
    const resolved = copy[0]?.children?.[0];
    expect(resolved?.lazy).toBeUndefined();
    expect(typeof resolved?.Component).toBe('function');
    expect(resolved?.Component?.name).toBe('CloudiumPage');
  });
});

describe('markHydrated', () => {
  afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

  it('sets data-hydrated="true" on <html> by default, or on the element it is given', () => {
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    markHydrated();
    expect(document.documentElement.getAttribute('data-hydrated')).toBe('true');
    const element = document.createElement('div');
    markHydrated(element);
    expect(element.getAttribute(HYDRATED_ATTRIBUTE)).toBe('true');
  });
});

describe('hydrateAt: back or forward while the page hydrates', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is held from the router: the address stays the rendered one, and finish goes where the visitor went', async () => {
    // jsdom's own history: the served Team tab, opened after the Übersicht entry of the same document.
    window.history.replaceState({ idx: 0, key: 'uebersicht' }, '', '/community');
    window.history.pushState({ idx: 1, key: 'team' }, '', '/community?tab=team');
    const visit = hydrateAt('/community?tab=team', routeObjects);
    const routerHeard = jest.fn();
    window.addEventListener('popstate', routerHeard);

    window.history.back();
    await waitFor(() => expect(window.history.state).toEqual({ idx: 0, key: 'uebersicht' }));
    // The router (listening since) heard nothing and still hydrates the Team markup at its address.
    expect(routerHeard).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/community?tab=team');

    const router = fakeRouter();
    await visit.finish(router);
    expect(router.navigate).toHaveBeenCalledWith('/community', {
      replace: true,
      preventScrollReset: true,
      flushSync: true,
    });
    // Interactive, back and forward are the router's again.
    window.history.forward();
    await waitFor(() => expect(routerHeard).toHaveBeenCalledTimes(1));
    window.removeEventListener('popstate', routerHeard);
  });

  it.each([
    // rendered, opened at, back or forward to, address while hydrating
    ['/community?tab=team', '/community?tab=team', '/', '/community?tab=team'],
    ['/cloudium', '/cloudium#pakete', '/cloudium#support', '/cloudium'],
    ['/community', '/community/?tab=news', '/community/?tab=team', '/community/'],
  ])(
    'rendered %s, opened at %s, then %s while hydrating: stays at %s, then goes there once',
    async (rendered, opened, traversed, hydrating) => {
      const { win, location, traverse, listeners } = fakeWindow(opened);
      const visit = hydrateAt(rendered, routeObjects, win);
      const routerHeard = jest.fn();
      listeners.push(routerHeard);
      traverse(traversed, { idx: 2, key: 'other' });
      expect(routerHeard).not.toHaveBeenCalled();
      expect(`${location.pathname}${location.search}${location.hash}`).toBe(hydrating);
      const router = fakeRouter();
      await visit.finish(router);
      expect(router.navigate).toHaveBeenCalledTimes(1);
      expect(router.navigate.mock.calls[0]?.[0]).toBe(traversed);
      expect(listeners).toEqual([routerHeard]);
    },
  );
});
