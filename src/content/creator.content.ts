import { site } from '../config/site';

/** The creator page (docs/product.md#routes: a profile written for the site). */
export const creatorContent = {
  hero: {
    eyebrow: 'Gründer & Creator',
    title: site.creatorName,
    lead: `Gründer der ${site.siteName}, Streamer und der Kopf hinter ${site.hostingBrand}. Hier findest du alles über ${site.creatorName}s Projekte, Streams und Updates.`,
  },
  links: {
    stream: 'Zum Streaming-Kanal',
    website: 'Zur eigenen Website',
  },
  sections: [
    {
      key: 'founder',
      title: 'Gründer der Community',
      text: `Was als kleine Runde unter Freunden begann, ist heute eine aktive Community. ${site.creatorName} hat die ${site.siteName} gegründet, damit Gamer einen freundlichen Ort zum Zocken, Quatschen und Mitmachen haben.`,
    },
    {
      key: 'projects',
      title: 'Projekte',
      text: `Neben der Community betreibt ${site.creatorName} mit ${site.hostingBrand} ein eigenes Game-Server-Hosting: damit eure Runden mit Freunden auf schnellen Servern in Deutschland laufen.`,
    },
    {
      key: 'streams',
      title: 'Streams',
      text: 'Unterhaltsame Gaming-Sessions, die neuesten Spiele, Giveaways und viel Austausch mit dem Chat: In den Streams bist du mittendrin statt nur dabei.',
    },
    {
      key: 'updates',
      title: 'Updates',
      text: 'Neue Projekte, Stream-Termine und Community-Aktionen werden zuerst im Discord und in den Team News angekündigt.',
    },
  ],
  cta: {
    title: 'Nichts verpassen',
    text: 'Tritt dem Discord bei oder schau in die Team News: Dort erfährst du als Erstes, wann der nächste Stream startet.',
    join: 'Discord beitreten',
    news: 'Team News lesen',
  },
} as const;
