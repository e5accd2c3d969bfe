import { site } from '@/config/site';

/** The Team News screen (docs/product.md#team-news-news-and-the-community-tab-news), shown as the Community tab News and on its own route. */
export const newsContent = {
  eyebrow: 'Neuigkeiten',
  title: 'Team News',
  lead: `Was gerade im Team der ${site.siteName} passiert: der nächste Stream, neuer Merch und offene Plätze im Team.`,
  stream: {
    title: 'Nächster Stream',
    dateLabel: 'Termin',
    date: 'wird noch bekannt gegeben',
    expectTitle: 'Das erwartet dich:',
    expectations: [
      'Unterhaltsame Gaming-Sessions',
      'Die neuesten Spiele',
      'Mögliche Giveaways',
      'Interaktion mit der Community',
    ],
    button: 'Zum Stream-Kanal',
  },
  merch: {
    title: 'Merch',
    text: `Zeig, dass du dazugehörst: Shirts, Hoodies und mehr im offiziellen ${site.siteName}-Merch-Shop.`,
    button: 'Zum Merch-Shop',
  },
  recruitment: {
    title: 'Wir suchen Verstärkung',
    text: 'Du willst Moderation, Technik, Events oder Content mitgestalten? Unser Team freut sich über neue Gesichter.',
    button: 'Jetzt bewerben',
  },
  more: {
    title: 'Weitere Informationen',
    events: {
      title: 'Community-Events',
      text: 'Turniere, Community-Runden und Giveaways: Alle geplanten Events findest du im Community-Bereich.',
      link: 'Zu den Events',
    },
    server: {
      title: 'Server-News',
      text: `Neuigkeiten rund um ${site.hostingBrand}, unser Game-Server-Hosting: Pakete, Spiele und Support.`,
      link: `Zu ${site.hostingBrand}`,
    },
  },
} as const;
