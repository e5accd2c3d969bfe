/**
 * Build-time settings. webpack's DefinePlugin replaces `process.env.PUBLIC_WEBHOOK_URL` in the browser bundle;
 * on the server it is read from the environment. The default is the same-origin relay.
 */
export const DEFAULT_PUBLIC_WEBHOOK_URL = '/api/webhook';

export function publicWebhookUrl(): string {
  const configured = process.env.PUBLIC_WEBHOOK_URL;
  return configured && configured.trim() !== '' ? configured.trim() : DEFAULT_PUBLIC_WEBHOOK_URL;
}

/**
 * The public address of the site (scheme, host and port, no trailing slash), used at build time for absolute
 * addresses in prerendered pages: canonical links, Open Graph tags and the sitemap. Set `PUBLIC_ORIGIN` when
 * building for the real domain; the default is where `npm start` serves.
 */
export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:3000';

export function publicOrigin(): string {
  const configured = process.env.PUBLIC_ORIGIN?.trim();
  return (configured && configured !== '' ? configured : DEFAULT_PUBLIC_ORIGIN).replace(/\/+$/, '');
}

/**
 * The year the site was built; the prerendered copyright line shows it until the browser has hydrated the
 * page and renders the current year (so a page built in December hydrates without a mismatch in January).
 */
export function buildYear(): number {
  const defined = Number(process.env.BUILD_YEAR);
  return Number.isInteger(defined) && defined > 0 ? defined : new Date().getFullYear();
}
