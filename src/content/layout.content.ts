import { site } from '../config/site';

/** German copy of the shared layout: top bar, mobile menu, footer. */
export const layoutContent = {
  skipLink: 'Zum Inhalt springen',
  toasts: {
    /** The screen-reader name of the toast region; Alt+T moves the focus there. */
    region: 'Benachrichtigungen (Alt+T)',
    close: 'Hinweis schließen',
  },
  loadingPage: 'Seite wird geladen',
  /** A new release's service worker is waiting: the page offers it (src/ui/layout/update-offer.tsx). */
  /** A page whose code could not start (src/app/failed-start.ts): shown once loading it anew did not help. */
  failedStart: {
    title: 'Die Seite konnte nicht starten',
    text: 'Ein Teil der Seite ließ sich nicht laden, deshalb reagieren ihre Knöpfe und Formulare nicht. Du kannst sie weiter lesen und Links folgen. Lade sie neu, sobald du wieder eine Verbindung hast.',
    reload: 'Neu laden',
  },
  updateOffer: {
    title: 'Neue Version verfügbar',
    text: 'Die Website wurde aktualisiert. Lade neu, um die neue Version zu nutzen.',
    reload: 'Neu laden',
    later: 'Später',
  },
  topBar: {
    navigationLabel: 'Hauptnavigation',
    homeLinkLabel: `${site.siteName} – zur Startseite`,
    menuButton: 'Menü',
    menuCloseButton: 'Menü schließen',
    menuListLabel: 'Menü',
  },
  /** Shown only where JavaScript is off: forms and request buttons cannot work then. */
  noScript: {
    form: `Dieses Formular braucht JavaScript. Bitte aktiviere JavaScript in deinem Browser – oder schreib uns direkt an ${site.supportEmail}.`,
    requests: `Bestellen und Anfragen senden braucht JavaScript. Bitte aktiviere JavaScript in deinem Browser – oder schreib uns direkt an ${site.supportEmail}.`,
  },
  footer: {
    tagline: `Die Gaming- und Streaming-Community rund um ${site.creatorName} – mit ${site.hostingBrand}, dem Game-Server-Hosting für eure Runden mit Freunden.`,
    navigationTitle: 'Navigation',
    legalTitle: 'Rechtliches',
    socialTitle: 'Folge uns',
    socialLabel: 'Soziale Netzwerke',
    backToTop: 'Nach oben',
    copyright: (year: number) => `© ${year} ${site.siteName}. Alle Rechte vorbehalten.`,
  },
} as const;
