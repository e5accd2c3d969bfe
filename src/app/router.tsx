import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routes, type RouteKey } from '@/config/routes';
import { pageMeta } from '@/content/page-meta.content';
import { RouteErrorPage } from '@/pages/error/route-error.page';
import { AppLayout, type RouteHandle } from '@/ui/layout/app-layout';
import { PageSpinner } from '@/ui/page';
import { StaticIsland } from '@/ui/rendering/static-island';

type ScreenKey = RouteKey | 'notFound';

/** One screen of the site: its key (route, page meta) and how to load its component. */
interface Screen {
  readonly key: ScreenKey;
  readonly load: () => Promise<ComponentType>;
  /** Only shows (text, links): the prerendered page keeps it as it is (src/ui/rendering/static-island.tsx). */
  readonly static?: true;
}

/**
 * Evaluates a screen's larger modules one per task, then the screen: on a phone one screen's code can take longer
 * to evaluate than a tap may wait (docs/performance.md#start-up).
 */
async function inSteps<T>(steps: readonly (() => Promise<unknown>)[], load: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await step();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return load();
}

/**
 * Every screen is its own chunk (lazy), named `page-<key in kebab case>` so the build output, the prerendered
 * pages and the browser tests can tell them apart. webpack reads chunk names only from a literal comment in each
 * `import()`, so the name is written there and checked against the key by the route table test.
 */
export const screens: readonly Screen[] = [
  {
    key: 'home',
    static: true,
    load: () => import(/* webpackChunkName: "page-home" */ '@/pages/home/home.page').then((m) => m.HomePage),
  },
  {
    key: 'creator',
    static: true,
    load: () =>
      import(/* webpackChunkName: "page-creator" */ '@/pages/creator/creator.page').then((m) => m.CreatorPage),
  },
  {
    key: 'cloudium',
    // The largest screen: the request api (RTK Query) and the request schemas (zod), its dialogs (with their
    // machines) and the plan finder are evaluated in tasks of their own first. The same chunk name keeps them in the
    // screen's one file.
    load: () =>
      inSteps(
        [
          // Named exports only: an import() otherwise keeps every export of the module in the build.
          () =>
            import(
              /* webpackChunkName: "page-cloudium", webpackExports: ["webhookApi"] */ '@/features/cloudium/store/webhook.api'
            ),
          () =>
            import(
              /* webpackChunkName: "page-cloudium", webpackExports: ["validatePlanRequest"] */ '@/features/cloudium/domain/plan-request.schema'
            ),
          () => import(/* webpackChunkName: "page-cloudium" */ '@/features/cloudium/ui/request-dialog'),
          () => import(/* webpackChunkName: "page-cloudium" */ '@/features/cloudium/ui/custom-request-dialog'),
          () => import(/* webpackChunkName: "page-cloudium" */ '@/features/cloudium/ui/plan-finder'),
        ],
        () => import(/* webpackChunkName: "page-cloudium" */ '@/features/cloudium/pages/cloudium.page'),
      ).then((m) => m.CloudiumPage),
  },
  {
    key: 'community',
    load: () =>
      import(/* webpackChunkName: "page-community" */ '@/features/community/pages/community.page').then(
        (m) => m.CommunityPage,
      ),
  },
  {
    key: 'news',
    static: true,
    load: () =>
      import(/* webpackChunkName: "page-news" */ '@/features/community/pages/news.page').then((m) => m.NewsPage),
  },
  {
    key: 'join',
    load: () =>
      import(/* webpackChunkName: "page-join" */ '@/features/community/pages/join.page').then((m) => m.JoinPage),
  },
  {
    key: 'application',
    load: () =>
      import(/* webpackChunkName: "page-application" */ '@/features/mail-forms/pages/application.page').then(
        (m) => m.ApplicationPage,
      ),
  },
  {
    key: 'fortnite',
    static: true,
    load: () =>
      import(/* webpackChunkName: "page-fortnite" */ '@/pages/fortnite/fortnite.page').then((m) => m.FortnitePage),
  },
  {
    key: 'about',
    static: true,
    load: () => import(/* webpackChunkName: "page-about" */ '@/pages/about/about.page').then((m) => m.AboutPage),
  },
  {
    key: 'partnership',
    load: () =>
      import(/* webpackChunkName: "page-partnership" */ '@/features/mail-forms/pages/partnership.page').then(
        (m) => m.PartnershipPage,
      ),
  },
  {
    key: 'status',
    static: true,
    load: () => import(/* webpackChunkName: "page-status" */ '@/pages/status/status.page').then((m) => m.StatusPage),
  },
  {
    key: 'privacy',
    static: true,
    load: () =>
      import(/* webpackChunkName: "page-privacy" */ '@/pages/privacy/privacy.page').then((m) => m.PrivacyPage),
  },
  {
    key: 'imprint',
    static: true,
    load: () =>
      import(/* webpackChunkName: "page-imprint" */ '@/pages/imprint/imprint.page').then((m) => m.ImprintPage),
  },
  {
    key: 'terms',
    static: true,
    load: () => import(/* webpackChunkName: "page-terms" */ '@/pages/terms/terms.page').then((m) => m.TermsPage),
  },
  {
    key: 'notFound',
    static: true,
    load: () =>
      import(/* webpackChunkName: "page-not-found" */ '@/pages/not-found/not-found.page').then((m) => m.NotFoundPage),
  },
];

/** A screen that only shows, as a static island: hydrating the prerendered page leaves it as it is. */
function staticScreen(Screen: ComponentType): ComponentType {
  const StaticScreen = () => (
    <StaticIsland>
      <Screen />
    </StaticIsland>
  );
  return StaticScreen;
}

/**
 * A screen's loader that loads once: a screen loaded ahead of a tap (src/app/route-preload.ts) is there at once when
 * the router asks for it, without going through its steps again. A load that failed is tried again next time.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The chunk name of a screen: notFound → page-not-found. */
export function chunkNameOf(key: ScreenKey): string {
  return `page-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** A screen's route below the layout: the start page is the index, the not-found page catches the rest. */
function routeOf({ key, load, static: onlyShows }: Screen): RouteObject {
  const loaded = loadOnce(() =>
    load().then((Component) => ({ Component: onlyShows ? staticScreen(Component) : Component })),
  );
  const handle: RouteHandle = { meta: pageMeta[key], chunk: chunkNameOf(key), preload: loaded };
  const lazy = loaded;
  if (key === 'home') return { index: true, handle, lazy };
  if (key === 'notFound') return { path: '*', handle, lazy };
  // Child routes are relative to the layout route: no leading slash.
  return { path: routes[key].replace(/^\//, ''), handle, lazy };
}

export const routeObjects: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: screens.map(routeOf),
  },
];
