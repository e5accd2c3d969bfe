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

/**
 * What a page says when the service worker answered with its kept copy because the server did not (a 5xx, or no
 * answer within seconds): src/ui/layout/kept-copy-notice.tsx. The worker marks such a page with KEPT_COPY_ATTRIBUTE.
 */
export const keptCopyContent = {
  title: 'Gespeicherte Fassung',
  text: (keptAt: string | undefined) =>
    keptAt
      ? `Gerade keine Verbindung zum Server. Du siehst die Fassung dieser Seite vom ${keptAt}, die dein Gerät gespeichert hat.`
      : 'Gerade keine Verbindung zum Server. Du siehst die Fassung dieser Seite, die dein Gerät gespeichert hat.',
  retry: 'Erneut laden',
} as const;

/** The attribute of <html> that marks a kept copy, naming when it was kept (an HTTP date). */
export const KEPT_COPY_ATTRIBUTE = 'data-gespeichert';
