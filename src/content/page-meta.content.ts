import type { RouteKey } from '../config/routes';
import { site } from '../config/site';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

const suffix = ` | ${site.siteName}`;

/** German <title> and meta description of every screen. */
export const pageMeta: Record<RouteKey | 'notFound' | 'offline', PageMeta> = {
  home: {
    title: `${site.siteName} – Gaming, Streams & Game-Server-Hosting`,
    description: `Die deutschsprachige Gaming- und Streaming-Community rund um ${site.creatorName}: Discord, Events, Team-News und ${site.hostingBrand} Game-Server-Hosting.`,
  },
  creator: {
    title: `${site.creatorName}${suffix}`,
    description: `${site.creatorName} – Gründer der ${site.siteName}: Projekte, Streams und Updates.`,
  },
  cloudium: {
    title: `${site.hostingBrand} Game-Server-Hosting${suffix}`,
    description: `Premium Game-Server-Hosting in Deutschland: AMD EPYC, NVMe SSDs, DDoS-Schutz. Pakete ab 3,49 € im Monat.`,
  },
  community: {
    title: `Community${suffix}`,
    description: `Übersicht, News, Events, Team und Regeln der ${site.siteName}.`,
  },
  news: {
    title: `Team News${suffix}`,
    description: `Neuigkeiten aus dem Team der ${site.siteName}: nächster Stream, Merch, Bewerbungen.`,
  },
  join: {
    title: `Discord beitreten${suffix}`,
    description: `In vier Schritten auf den Discord-Server der ${site.siteName}.`,
  },
  application: {
    title: `Bewerbung${suffix}`,
    description: `Bewirb dich für das Team der ${site.siteName}: Moderation, Technik, Community, Content und Events.`,
  },
  fortnite: {
    title: `${site.creatorName}'s Fortnite${suffix}`,
    description: `Fortnite bei ${site.creatorName}: Creative-Maps, Community-Runden und Tipps.`,
  },
  about: {
    title: `Über Mich${suffix}`,
    description: `Wer hinter der ${site.siteName} steht.`,
  },
  partnership: {
    title: `Partnerschaft${suffix}`,
    description: `Werde Partner der ${site.siteName}: Anfrage stellen und Vorteile entdecken.`,
  },
  status: {
    title: `Systemstatus${suffix}`,
    description: `Aktueller Status der Dienste von ${site.siteName} und ${site.hostingBrand}.`,
  },
  privacy: {
    title: `Datenschutzerklärung${suffix}`,
    description: `Wie die ${site.siteName} mit deinen Daten umgeht. Stand: Juli 2025.`,
  },
  imprint: {
    title: `Impressum${suffix}`,
    description: `Impressum und Anbieterkennzeichnung der ${site.siteName}.`,
  },
  terms: {
    title: `AGB${suffix}`,
    description: `Allgemeine Geschäftsbedingungen für ${site.hostingBrand} Game-Server-Hosting.`,
  },
  notFound: {
    title: `Seite nicht gefunden${suffix}`,
    description: `Diese Seite gibt es nicht. Zurück zur Startseite der ${site.siteName}.`,
  },
  // What the service worker answers for a page not visited yet while there is no connection (no address of its own).
  offline: {
    title: `Keine Verbindung${suffix}`,
    description: `Ohne Internetverbindung zeigt die ${site.siteName} die Seiten, die du schon besucht hast.`,
  },
};

/** A page's title without the site's name behind it, as a list of pages names it. */
export function shortTitleOf(meta: PageMeta): string {
  return meta.title.endsWith(suffix) ? meta.title.slice(0, -suffix.length) : meta.title;
}
