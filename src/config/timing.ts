/** Timings of the product rules (docs/product.md#constants), in milliseconds. */
export const TOAST_DEFAULT_MS = 5000;
export const COPY_ICON_MS = 2000;
export const COPY_TOAST_MS = 3000;
export const MAIL_CLIENT_SUCCESS_DELAY_MS = 1000;

/**
 * How long the relay asks a client to wait (Retry-After) when it answers 503 while restarting, and how long the
 * site waits before it sends the same request once more.
 */
export const RELAY_RETRY_AFTER_SECONDS = 3;

/**
 * A request kept while the browser reports a connection (the relay could not be reached) is tried again from the
 * open page after this pause, doubled after each failure up to the maximum (docs/product.md, "Requests that wait").
 */
export const WAITING_RETRY_MS = 30_000;
export const WAITING_RETRY_MAX_MS = 300_000;
