import { routes } from '@/config/routes';

const knownPaths = new Set<string>(Object.values(routes));

/** Whether the SPA has a screen for this path; anything else is answered with HTTP 404. */
export function isKnownSitePath(pathname: string): boolean {
  const withoutTrailingSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.has(withoutTrailingSlash);
}
