/** Business constants of docs/product.md#constants, in one place for the Cloudium page, the forms and the terms. */

/** Managed Game Hosting: service fee per month on top of the server costs, in cents. */
export const MANAGED_SERVICE_FEE_CENTS = 350;
/** Custom Server: one-time setup fee, in cents. */
export const CUSTOM_SETUP_FEE_CENTS = 500;
/** Minimum age for the community and the team application. */
export const MINIMUM_AGE = 14;
/** Highest age the team application accepts. */
export const MAXIMUM_AGE = 99;
