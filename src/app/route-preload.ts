import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/ui/layout/app-layout';
import { whenInteractiveAndIdle } from '@/ui/rendering/moments';

/**
 * Route modules loaded ahead of the tap that needs them (docs/rendering.md). A screen's module is
 * loaded on its first visit; fetching and evaluating it after the tap took a phone about a third of the time the
 * next page needed to appear. So once the page is interactive, the modules of the pages its links lead to are loaded
 * before they are needed:
 * - at the browser's idle moments, one module at a time, for every link on screen (the phone menu's links once it
 *   opens, the buttons of the page in view);
 * - at once, when a finger or the mouse touches a link or focus reaches it: a tap takes 50–150 ms from touch to
 *   click, which a small module's evaluation fits in.
 * Nothing is shown or changed by it: the module waits until the router asks for it (router.tsx, loadOnce).
 */

type Preload = () => Promise<unknown>;

/** The module loader of the route an address of this site leads to; none for other sites and for non-pages. */
export function preloadFor(routes: RouteObject[], href: string, base = window.location.href): Preload | undefined {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin) return undefined;
  const handle = matchRoutes(routes, url.pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.preload;
}

/** The link a pointer or focus event is about, if it leads to a page of this site in this tab. */
function internalLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  return link.origin === window.location.origin ? link : null;
}

export interface RoutePreloading {
  /** Watches the links on the page now (after a navigation, new ones). */
  scan(): void;
  stop(): void;
}

/** Starts loading route modules ahead (call once the page is interactive). */
export function startRoutePreloading(routes: RouteObject[]): RoutePreloading {
  const queued = new Set<Preload>();
  const waiting: Preload[] = [];
  let cancelIdle: (() => void) | null = null;
  // Matching an address flattens and ranks the whole route table (4–5 ms at 4x), and a tap brings up to three
  // intents (pointerdown, focusin, mouseover) in the tap's own tasks: each address is matched once.
  const matched = new Map<string, Preload | undefined>();
  const preloadOf = (href: string): Preload | undefined => {
    if (!matched.has(href)) matched.set(href, preloadFor(routes, href));
    return matched.get(href);
  };

  const loadNow = (preload: Preload) => {
    queued.add(preload);
    // A module that fails to load is asked for again by the router, which then shows the failure.
    preload().catch(() => undefined);
  };
  const loadNext = () => {
    cancelIdle = null;
    const next = waiting.shift();
    if (!next) return;
    void next()
      .catch(() => undefined)
      .then(() => {
        if (waiting.length > 0) cancelIdle = whenInteractiveAndIdle(loadNext);
      });
  };
  const loadWhenIdle = (preload: Preload) => {
    if (queued.has(preload)) return;
    queued.add(preload);
    waiting.push(preload);
    cancelIdle ??= whenInteractiveAndIdle(loadNext);
  };

  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
      visible.unobserve(entry.target);
      const preload = preloadOf(entry.target.href);
      if (preload) loadWhenIdle(preload);
    }
  });
  const onIntent = (event: Event) => {
    const link = internalLink(event.target);
    const preload = link ? preloadOf(link.href) : undefined;
    if (preload && !queued.has(preload)) loadNow(preload);
  };
  const intents = ['pointerdown', 'focusin', 'mouseover'] as const;
  intents.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));

  const scan = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (internalLink(link)) visible.observe(link);
    }
  };
  scan();
  return {
    scan,
    stop() {
      visible.disconnect();
      cancelIdle?.();
      intents.forEach((type) => document.removeEventListener(type, onIntent, { capture: true }));
    },
  };
}
