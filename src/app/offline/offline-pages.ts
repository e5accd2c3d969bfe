import { legalNavigation, mainNavigation, routes, type RouteKey } from '@/config/routes';
import { isKnownSitePath, normalizeSitePath } from '@/config/site-paths';
import { KEPT_COPY_ATTRIBUTE, OFFLINE_PAGES_LIST_ID, OFFLINE_RETRY_LINK_ID } from '@/content/offline.content';
import { pageMeta, shortTitleOf } from '@/content/page-meta.content';
import { communityTabs, DEFAULT_COMMUNITY_TAB, isCommunityTab } from '@/features/community/content/community.content';
import { escapeHtml } from '../document';

/**
 * Which pages the service worker keeps for reading offline, and the offline page it answers for the others
 * (src/app/offline/service-worker.ts, docs/product.md "Offline"). Plain functions over addresses and text, so they are tested
 * without a worker.
 */

/**
 * The key a page is kept under: its route path, and for the community page the tab (each tab is a page of its own
 * on the server). A query that only tracks (`?utm_source=…`) or names no tab keeps no second copy. None for an
 * address that is no page of the site.
 */
export function pageKeyOf(url: URL): string | undefined {
  if (!isKnownSitePath(url.pathname)) return undefined;
  const path = normalizeSitePath(url.pathname);
  const tab = url.searchParams.get('tab');
  return path === routes.community && isCommunityTab(tab) && tab !== DEFAULT_COMMUNITY_TAB
    ? `${path}?tab=${tab}`
    : path;
}

const routeKeyOf = (path: string) => (Object.keys(routes) as RouteKey[]).find((key) => routes[key] === path);

/** How the list of readable pages names a page: as the navigation does, else by its title. */
export function pageLabelOf(key: string): string {
  const [path = '/', query = ''] = key.split('?');
  const tab = communityTabs.find(({ key: tabKey }) => new URLSearchParams(query).get('tab') === tabKey);
  const named = [...mainNavigation, ...legalNavigation].find((link) => link.to === path)?.label;
  const routeKey = routeKeyOf(path);
  const label = named ?? (routeKey ? shortTitleOf(pageMeta[routeKey]) : path);
  return tab ? `${label} – ${tab.label}` : label;
}

export interface ReadablePage {
  readonly href: string;
  readonly label: string;
}

/** The pages kept for reading offline, in the order of the site's navigation, then by address. */
export function readablePages(keys: readonly string[]): ReadablePage[] {
  const order = [...mainNavigation, ...legalNavigation].map((link) => link.to);
  const rank = (key: string) => {
    const index = order.indexOf(key.split('?')[0] ?? key);
    return index === -1 ? order.length : index;
  };
  return [...new Set(keys)]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((key) => ({ href: key, label: pageLabelOf(key) }));
}

const LIST = new RegExp(`(<ul\\b[^>]*\\bid="${OFFLINE_PAGES_LIST_ID}"[^>]*>)([\\s\\S]*?)(</ul>)`);
const RETRY = new RegExp(`<a\\b[^>]*\\bid="${OFFLINE_RETRY_LINK_ID}"[^>]*>`);

/**
 * The offline page for an address: its list holds the readable pages (each a copy of the list's one item), or, with
 * none, says so; "Erneut versuchen" loads the address asked for. The styles are the page's own: only attributes and
 * text change, so the policy the page carries (its style hashes) still holds.
 */
export function fillOfflinePage(html: string, retryHref: string, pages: readonly ReadablePage[]): string {
  const withRetry = html.replace(RETRY, (tag) => tag.replace(/\bhref="[^"]*"/, `href="${escapeHtml(retryHref)}"`));
  if (pages.length === 0) {
    return withRetry.replace(LIST, '').replace(/(<[^>]*\bdata-offline-none\b[^>]*?)\s+hidden(=""|\b)/, '$1');
  }
  return withRetry.replace(LIST, (_whole, open: string, template: string, close: string) => {
    const items = pages.map((page) =>
      template
        .replace(/\bhref="[^"]*"/, `href="${escapeHtml(page.href)}"`)
        .replace(/>[^<>]*<\/a>/, `>${escapeHtml(page.label)}</a>`),
    );
    return `${open}${items.join('')}${close}`;
  });
}

/** A kept page's markup, marked as the kept copy (with `keptAt`, an HTTP date, or empty when unknown). */
export function markKeptCopy(html: string, keptAt: string): string {
  return html.replace(/<html\b/i, `<html ${KEPT_COPY_ATTRIBUTE}="${escapeHtml(keptAt)}"`);
}
