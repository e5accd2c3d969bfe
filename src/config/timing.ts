/** Timings of the specification (point 9), in milliseconds. */
export const TOAST_DEFAULT_MS = 5000;
export const COPY_ICON_MS = 2000;
export const COPY_TOAST_MS = 3000;
export const MAIL_CLIENT_SUCCESS_DELAY_MS = 1000;
