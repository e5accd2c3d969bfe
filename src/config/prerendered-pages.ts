import { routes } from './routes';

/**
 * Where the build writes each prerendered page inside the site folder (docs/prerendering.md). The prerender
 * step writes them, the server answers with them, and any static file host can serve the folder as it is:
 * /cloudium is cloudium.html, unknown addresses get 404.html.
 */
export function pageFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** A community tab's own copy, which our server answers /community?tab=<key> with. */
export function communityTabFileOf(key: string): string {
  return `${pageFileOf(routes.community).replace(/\.html$/, '')}.tab-${key}.html`;
}

export const NOT_FOUND_FILE = '404.html';
