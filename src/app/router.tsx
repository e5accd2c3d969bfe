import type { RouteObject } from 'react-router-dom';
import { routes } from '@/config/routes';
import { pageMeta } from '@/content/page-meta.content';
import { RouteErrorPage } from '@/pages/error/route-error.page';
import { AppLayout, type RouteHandle } from '@/ui/layout/app-layout';
import { PageSpinner } from '@/ui/page';

/** Drops the leading slash: child routes are relative to the layout route. */
const child = (path: string) => path.replace(/^\//, '');

/**
 * Every screen is its own chunk (lazy), named so the build output and the browser tests can tell them apart.
 * Handles carry the German title and description of the route.
 */
export const routeObjects: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        handle: { meta: pageMeta.home, chunk: 'page-home' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-home" */ '@/pages/home/home.page').then((m) => ({
            Component: m.HomePage,
          })),
      },
      {
        path: child(routes.creator),
        handle: { meta: pageMeta.creator, chunk: 'page-creator' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-creator" */ '@/pages/creator/creator.page').then((m) => ({
            Component: m.CreatorPage,
          })),
      },
      {
        path: child(routes.cloudium),
        handle: { meta: pageMeta.cloudium, chunk: 'page-cloudium' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-cloudium" */ '@/pages/cloudium/cloudium.page').then((m) => ({
            Component: m.CloudiumPage,
          })),
      },
      {
        path: child(routes.community),
        handle: { meta: pageMeta.community, chunk: 'page-community' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-community" */ '@/pages/community/community.page').then((m) => ({
            Component: m.CommunityPage,
          })),
      },
      {
        path: child(routes.news),
        handle: { meta: pageMeta.news, chunk: 'page-news' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-news" */ '@/pages/news/news.page').then((m) => ({
            Component: m.NewsPage,
          })),
      },
      {
        path: child(routes.join),
        handle: { meta: pageMeta.join, chunk: 'page-join' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-join" */ '@/pages/join/join.page').then((m) => ({
            Component: m.JoinPage,
          })),
      },
      {
        path: child(routes.application),
        handle: { meta: pageMeta.application, chunk: 'page-application' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-application" */ '@/pages/application/application.page').then((m) => ({
            Component: m.ApplicationPage,
          })),
      },
      {
        path: child(routes.fortnite),
        handle: { meta: pageMeta.fortnite, chunk: 'page-fortnite' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-fortnite" */ '@/pages/fortnite/fortnite.page').then((m) => ({
            Component: m.FortnitePage,
          })),
      },
      {
        path: child(routes.about),
        handle: { meta: pageMeta.about, chunk: 'page-about' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-about" */ '@/pages/about/about.page').then((m) => ({
            Component: m.AboutPage,
          })),
      },
      {
        path: child(routes.partnership),
        handle: { meta: pageMeta.partnership, chunk: 'page-partnership' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-partnership" */ '@/pages/partnership/partnership.page').then((m) => ({
            Component: m.PartnershipPage,
          })),
      },
      {
        path: child(routes.status),
        handle: { meta: pageMeta.status, chunk: 'page-status' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-status" */ '@/pages/status/status.page').then((m) => ({
            Component: m.StatusPage,
          })),
      },
      {
        path: child(routes.privacy),
        handle: { meta: pageMeta.privacy, chunk: 'page-privacy' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-privacy" */ '@/pages/privacy/privacy.page').then((m) => ({
            Component: m.PrivacyPage,
          })),
      },
      {
        path: child(routes.imprint),
        handle: { meta: pageMeta.imprint, chunk: 'page-imprint' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-imprint" */ '@/pages/imprint/imprint.page').then((m) => ({
            Component: m.ImprintPage,
          })),
      },
      {
        path: child(routes.terms),
        handle: { meta: pageMeta.terms, chunk: 'page-terms' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-terms" */ '@/pages/terms/terms.page').then((m) => ({
            Component: m.TermsPage,
          })),
      },
      {
        path: '*',
        handle: { meta: pageMeta.notFound, chunk: 'page-not-found' } satisfies RouteHandle,
        lazy: () =>
          import(/* webpackChunkName: "page-not-found" */ '@/pages/not-found/not-found.page').then((m) => ({
            Component: m.NotFoundPage,
          })),
      },
    ],
  },
];
