/**
 * The offline page (src/pages/offline/offline.page.tsx): what the service worker answers for a page of the site that
 * is not readable without a connection (docs/product.md, "Offline"). The worker fills the list with the pages that are.
 */
export const offlineContent = {
  eyebrow: 'Offline',
  title: 'Keine Verbindung',
  lead: 'Diese Seite hast du noch nicht besucht, deshalb ist sie ohne Internetverbindung nicht verfügbar. Sobald du wieder online bist, lädt sie wie gewohnt.',
  readableHeading: 'Diese Seiten kannst du offline lesen',
  noneYet: 'Noch keine: Jede Seite, die du mit Verbindung besuchst, kannst du danach auch offline lesen.',
  retry: 'Erneut versuchen',
} as const;

/** The list the service worker fills with the readable pages; its one item is the template of each. */
export const OFFLINE_PAGES_LIST_ID = 'offline-seiten';
/** The link that loads the address the visitor asked for again; the service worker sets its target. */
export const OFFLINE_RETRY_LINK_ID = 'offline-erneut';
