import { routes } from './routes';

const knownPaths = new Set<string>(Object.values(routes));

/** The route path an address names: /cloudium/ is /cloudium. */
export function normalizeSitePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether the site has a screen for this path; anything else is answered with HTTP 404. */
export function isKnownSitePath(pathname: string): boolean {
  return knownPaths.has(normalizeSitePath(pathname));
}
