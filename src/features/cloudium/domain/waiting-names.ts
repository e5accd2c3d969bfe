/**
 * The names the page, its service worker and the browser share for requests that wait (waiting-request.ts,
 * docs/product.md "Offline"): apart from the rules, so every page's start can name them without carrying those.
 */

/** The browser database requests wait in (it exists only once the site kept one). */
export const WAITING_DATABASE = 'nova-anfragen';
/** The event a page fires when it kept a request, so it watches for the connection. */
export const WAITING_KEPT_EVENT = 'nova:anfrage-wartet';
/** The Background Sync tag the page registers and the service worker answers. */
export const WAITING_SYNC_TAG = 'nova-anfragen';
/** What the service worker tells open pages when requests that waited went out (or were given up). */
export const WAITING_RESULTS_MESSAGE = 'nova:anfragen';
