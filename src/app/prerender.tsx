/**
 * Build-time rendering (docs/prerendering.md). webpack bundles this file for Node; the build's prerender step
 * (scripts/prerender-plugin.ts) calls renderPage() for every target and writes one HTML file each. The same
 * providers, route table and store as in the browser render the markup, so the browser hydrates it.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_FILE, communityTabFileOf, pageFileOf } from '@/config/prerendered-pages';
import { routes } from '@/config/routes';
import {
  DEFAULT_COMMUNITY_TAB,
  communityTabPath,
  communityTabs,
  isCommunityTab,
} from '@/features/community/content/community.content';
import { pageMeta, type PageMeta } from '@/content/page-meta.content';
import { makeAppStore } from '@/app/app-store';
import { PRELOADED_FONT_URL } from '@/ui/font-faces';
import { AppLayout, type RouteHandle } from '@/ui/layout/app-layout';
import { OfflinePage } from '@/pages/offline/offline.page';
import { fontPreloadTag, prerenderedStyleTags } from './document';
import { AppProviders } from './providers';
import { routeObjects } from './router';

export interface PrerenderTarget {
  /** The address rendered, with its query (/community?tab=team). */
  readonly location: string;
  /** The file under the site folder, e.g. cloudium.html. */
  readonly file: string;
  /** The canonical path; absent for the not-found page. */
  readonly canonicalPath?: string;
  /** Listed in the sitemap. */
  readonly inSitemap: boolean;
}

/**
 * Every page of the route table, the not-found page, and one variant per community tab (the server sees the
 * query and answers with the matching variant, so `/community?tab=team` paints the Team tab without a script).
 */
export function prerenderTargets(): PrerenderTarget[] {
  const pages = Object.values(routes).map((path) => ({
    location: path,
    file: pageFileOf(path),
    canonicalPath: path,
    inSitemap: true,
  }));
  const tabVariants = communityTabs
    .map(({ key }) => communityTabPath(key))
    .filter((location) => location !== routes.community)
    .map((location) => ({
      location,
      file: communityTabFileOf(new URLSearchParams(location.split('?')[1]).get('tab') ?? ''),
      canonicalPath: routes.community,
      inSitemap: false,
    }));
  const notFound = { location: '/404', file: NOT_FOUND_FILE, inSitemap: false };
  return [...pages, ...tabVariants, notFound];
}

export interface RenderedPage {
  readonly meta: PageMeta;
  /** The app's markup for #root. */
  readonly html: string;
  /** Emotion's style tags for exactly the styles this markup uses (plus Chakra's global styles). */
  readonly styleTags: string;
  /** webpack chunk names of the matched routes' lazy modules, to load before the entry (see fillShell). */
  readonly chunks: readonly string[];
  /** Head tags that fetch what the first paint needs early (the text font). */
  readonly preloads: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

function handlesOf(matches: readonly { route: { handle?: unknown } }[]): RouteHandle[] {
  return matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
}

/**
 * The offline page has no address of its own (the service worker answers it for pages not visited yet): its route
 * exists only here, under the site's layout.
 */
const offlineRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    children: [{ path: 'offline', Component: OfflinePage, handle: { meta: pageMeta.offline } satisfies RouteHandle }],
  },
];

export const OFFLINE_LOCATION = '/offline';

/** Renders the offline page as renderPage renders a page. */
export function renderOfflinePage(): Promise<RenderedPage> {
  return renderPage(OFFLINE_LOCATION, offlineRoutes);
}

/** Renders one address to markup and CSS; waits for every lazy part (community tabs) to be complete. */
export async function renderPage(location: string, routeTable: RouteObject[] = routeObjects): Promise<RenderedPage> {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(`http://prerender.local${location}`));
  if (context instanceof Response) throw new Error(`Unerwartete Weiterleitung beim Vorrendern von ${location}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A fresh cache per page: its inserted styles are exactly this page's, and the key matches the browser's.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    // The same shape as the browser's tree (StrictMode included), so React's ids match when it hydrates.
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={makeAppStore()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Never move a large part out of line: React would append it with an inline script, which the site's
    // Content-Security-Policy rightly blocks. The page is written whole anyway.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  if (html.includes('<script')) throw new Error(`Vorrendern von ${location}: Das Markup enthält ein Skript.`);
  const chunks = emotion.extractCriticalToChunks(html);
  const handles = handlesOf(context.matches);
  const meta = [...handles].reverse().find((handle) => handle.meta)?.meta ?? pageMeta.home;
  const requestedTab = new URLSearchParams(location.split('?')[1] ?? '').get('tab');
  const tab = isCommunityTab(requestedTab) ? requestedTab : DEFAULT_COMMUNITY_TAB;
  const routeChunks = handles.flatMap((handle) => (handle.chunk ? [handle.chunk] : []));
  // The community page renders its open tab from a chunk of its own (src/features/community/ui/tab-panels.tsx).
  const tabChunks = location.split('?')[0] === routes.community ? [`community-tab-${tab}`] : [];
  return {
    meta,
    html: chunks.html,
    styleTags: prerenderedStyleTags(emotion.constructStyleTagsFromChunks(chunks)),
    chunks: [...routeChunks, ...tabChunks],
    preloads: fontPreloadTag(PRELOADED_FONT_URL),
  };
}

// The prerender step builds each document with these (one bundle, so it never imports src/ itself).
export { fillShell, headTags, loadScriptsAfterPaint, robotsTxt, sitemapXml, withoutScripts } from './document';
export { WEB_MANIFEST_PATH, webManifest } from './web-manifest';
export { publicOrigin } from '@/config/env';
