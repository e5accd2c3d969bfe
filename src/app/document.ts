import { site } from '@/config/site';
import type { PageMeta } from '@/content/page-meta.content';

/**
 * Pure string building for the prerendered documents (docs/prerendering.md): the head tags of a page and
 * how they, the page's markup and its scripts go into the HTML shell that webpack writes. Kept free of
 * React and Node so it can be tested as plain functions.
 */

/** Where the bundled sharing image lives (public/og-image.png) and its size, which platforms want to know. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

/** Markers in public/index.html that the build replaces; webpack's minifier is told to keep them. */
export const HEAD_MARKER = '<!--app-head-->';
export const BODY_MARKER = '<!--app-html-->';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The absolute address of a path on the public origin. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface HeadInput {
  readonly meta: PageMeta;
  /** The page's canonical path, e.g. /cloudium; absent for pages that have no address of their own (404). */
  readonly canonicalPath?: string;
  readonly origin: string;
  /** Pages that must not be indexed (the not-found page). */
  readonly noIndex?: boolean;
}

/** Title, description, canonical link, Open Graph and Twitter card tags of one page. */
export function headTags({ meta, canonicalPath, origin, noIndex = false }: HeadInput): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const image = escapeHtml(absoluteUrl(origin, OG_IMAGE.path));
  const url = canonicalPath === undefined ? undefined : escapeHtml(absoluteUrl(origin, canonicalPath));
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    noIndex ? '<meta name="robots" content="noindex">' : '',
    url ? `<link rel="canonical" href="${url}">` : '',
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(site.siteName)}">`,
    '<meta property="og:locale" content="de_DE">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    url ? `<meta property="og:url" content="${url}">` : '',
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:type" content="${OG_IMAGE.type}">`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(site.siteName)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
  ];
  return tags.filter(Boolean).join('');
}

/** Fetches a font file early, at high priority, before the CSS that names it is applied. */
export function fontPreloadTag(url: string): string {
  return `<link rel="preload" href="${escapeHtml(url)}" as="font" type="font/woff2" crossorigin>`;
}

export interface DocumentParts {
  /** headTags() plus the page's style tags and preloads. */
  readonly head: string;
  /** The server-rendered markup of the app. */
  readonly body: string;
  /** Script files the page needs besides the entry (its screen's chunks), loaded before the entry runs. */
  readonly scripts: readonly string[];
  /** The address the markup was rendered for; the browser hydrates at it (src/app/main.tsx). */
  readonly renderedPath: string;
}

export const RENDERED_PATH_ATTRIBUTE = 'data-rendered-path';

/**
 * The attribute that names the Emotion styles a prerendered style tag holds ("css 1x0y7ph …"), in place of Emotion's
 * own `data-emotion`. Emotion moves every style tag it finds by that attribute when the app starts, and the browser
 * then styles and lays out the whole page again, twice; under this name the tags stay where they are, and the app
 * marks their styles as present instead (src/app/emotion-cache.ts, docs/prerendering.md).
 */
export const PRERENDERED_CSS_ATTRIBUTE = 'data-prerendered-css';

/** Emotion's style tags of a page, as they go into the prerendered document (see PRERENDERED_CSS_ATTRIBUTE). */
export function prerenderedStyleTags(styleTags: string): string {
  return styleTags.replace(/<style data-emotion="/g, `<style ${PRERENDERED_CSS_ATTRIBUTE}="`);
}

/**
 * Fills webpack's HTML shell. Screen chunks go before the entry's first script: deferred scripts run in order,
 * and a chunk that ran before the webpack runtime is registered when it starts, so hydration finds the
 * screen's code without another round trip.
 */
export function fillShell(shell: string, parts: DocumentParts): string {
  if (!shell.includes(HEAD_MARKER) || !shell.includes(BODY_MARKER)) {
    throw new Error('Die HTML-Vorlage enthält die Markierungen für Kopf und Inhalt nicht.');
  }
  const root = `<div id="root" ${RENDERED_PATH_ATTRIBUTE}="${escapeHtml(parts.renderedPath)}">`;
  const scriptTags = parts.scripts.map((file) => `<script defer src="${escapeHtml(file)}"></script>`).join('');
  const withScripts = scriptTags ? shell.replace(/<script\b/, `${scriptTags}<script`) : shell;
  return withScripts
    .replace(HEAD_MARKER, () => parts.head)
    .replace(`<div id="root">${BODY_MARKER}</div>`, () => `${root}${parts.body}</div>`);
}

const DEFERRED_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/**
 * Replaces the page's script tags by one small boot script (src/app/early-input.js and src/app/script-loader.js)
 * that records early input and requests the scripts, in the same order, once the page has painted: the first paint
 * does not share the network with them. It is async, so the recorder runs as soon as it arrives.
 */
export function loadScriptsAfterPaint(html: string, loaderUrl: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1] ?? '');
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(DEFERRED_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script async src="${escapeHtml(loaderUrl)}" data-load="${sources.join(' ')}"></script>`;
  });
}

/**
 * A page that is never hydrated (the offline page, which the service worker answers): its scripts go, and the styles
 * for visitors without JavaScript apply (they stand in a <noscript> otherwise), so its menu and tabs read as they do
 * without scripts. The style texts stay as they are, so the hashes in the page's policy still hold.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>(<style\b[^>]*>[\s\S]*?<\/style>)<\/noscript>/g, '$1');
}

/** sitemap.xml listing every page's absolute address. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeHtml(absoluteUrl(origin, path))}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** robots.txt: everything may be crawled, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
}
