import { routes } from '@/config/routes';
import { site } from '@/config/site';

/** The tabs of /community, in the order of docs/product.md#shared-layout; `key` is the value of `?tab=`. */
export const communityTabs = [
  { key: 'uebersicht', label: 'Übersicht' },
  { key: 'news', label: 'News' },
  { key: 'events', label: 'Events' },
  { key: 'team', label: 'Team' },
  { key: 'regeln', label: 'Regeln' },
] as const;

export type CommunityTabKey = (typeof communityTabs)[number]['key'];

export const DEFAULT_COMMUNITY_TAB: CommunityTabKey = 'uebersicht';

/** The address of a community tab; the default tab is plain /community. */
export function communityTabPath(key: CommunityTabKey): string {
  return key === DEFAULT_COMMUNITY_TAB ? routes.community : `${routes.community}?tab=${key}`;
}

export function isCommunityTab(value: string | null | undefined): value is CommunityTabKey {
  return communityTabs.some((tab) => tab.key === value);
}

/** Copy of /community and its Übersicht tab. */
export const communityContent = {
  eyebrow: 'Community',
  title: 'Unsere Community',
  lead: `News, Events, das Team und die Regeln der ${site.siteName} an einem Ort.`,
  tabsLabel: 'Bereiche der Community',
  loading: 'Bereich wird geladen …',
  loadError: 'Dieser Bereich konnte nicht geladen werden. Bitte prüfe deine Internetverbindung und lade die Seite neu.',
  reload: 'Neu laden',
  overview: {
    title: `Willkommen in der ${site.siteName}`,
    text: `Wir sind eine deutschsprachige Gaming- und Streaming-Community rund um ${site.creatorName}. Auf unserem Discord-Server zocken wir zusammen, tauschen uns aus, feiern Events und helfen uns gegenseitig – egal ob Neuling oder Profi.`,
    join: 'Jetzt beitreten und loslegen!',
    shortcutsTitle: 'Mehr entdecken',
    shortcuts: {
      news: 'Was gibt es Neues im Team?',
      events: 'Alle geplanten Events',
      team: 'Die Leute hinter der Community',
      regeln: 'So gehen wir miteinander um',
    },
  },
} as const;
