import { site } from '../config/site';

/** German copy of the home page (docs/product.md#what-the-site-is). */
export const homeContent = {
  hero: {
    eyebrow: 'Gaming · Streams · Game-Server',
    title: `Willkommen in der ${site.siteName}`,
    lead: `Zocken, streamen, gemeinsam Spaß haben: Wir sind die Community rund um ${site.creatorName} – mit Events, Giveaways und ${site.hostingBrand}, unserem eigenen Game-Server-Hosting.`,
    joinButton: 'Community beitreten',
    hostingButton: 'Cloudium entdecken',
  },
  features: {
    title: 'Was dich bei uns erwartet',
    creator: {
      title: site.creatorName,
      text: `Gründer der Community. Hier findest du ${site.creatorName}s Projekte, Streams und die neuesten Updates – alles an einem Ort.`,
      link: `Mehr über ${site.creatorName}`,
      website: 'Zur Website',
    },
    hosting: {
      title: site.hostingBrand,
      text: 'Game-Server-Hosting für deine Gaming-Sessions mit Freunden: schnell eingerichtet, leistungsstark und in Deutschland gehostet.',
      link: `${site.hostingBrand} ansehen`,
    },
  },
  support: {
    title: 'Unterstütze das Projekt',
    text: 'Die Community, die Events und die Server kosten Zeit und Geld. Wenn dir gefällt, was wir machen, freuen wir uns über eine freiwillige Spende – jeder Beitrag hilft.',
    button: 'Jetzt spenden',
  },
  community: {
    title: 'Tritt unserer Community bei',
    intro:
      'Auf unserem Discord-Server triffst du Gleichgesinnte, findest Mitspieler und bist bei allen Aktionen dabei.',
    cards: [
      {
        key: 'members',
        title: 'Aktive Mitglieder',
        text: 'Eine freundliche, aktive Community, in der du jederzeit Leute zum Zocken und Quatschen findest.',
      },
      {
        key: 'events',
        title: 'Regelmäßige Events',
        text: 'Turniere, Community-Runden und Giveaways – bei uns ist regelmäßig etwas los.',
      },
      {
        key: 'exchange',
        title: 'Offener Austausch',
        text: 'Tipps, Feedback und Ideen: Bei uns zählt jede Stimme, und jede Frage ist willkommen.',
      },
    ],
    button: 'Jetzt beitreten und loslegen!',
  },
} as const;
