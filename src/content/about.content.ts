import { site } from '../config/site';
import { paragraph, type ProseSection } from './prose.content';

/** Which bundled icon a card shows; the page maps the key to the icon component. */
export type AboutIcon = 'heart' | 'users' | 'chat' | 'shield' | 'play' | 'server';

export interface AboutCard {
  readonly icon: AboutIcon;
  readonly title: string;
  readonly text: string;
}

export interface AboutLinkCard extends AboutCard {
  readonly linkLabel: string;
}

const name = site.creatorName;

export const aboutContent = {
  eyebrow: 'Über Mich',
  title: `Hi, ich bin ${name}`,
  lead: `Gründer der ${site.siteName}, Streamer und der Kopf hinter ${site.hostingBrand}. Schön, dass du hier bist!`,
  story: [
    {
      id: 'wer-ich-bin',
      heading: 'Wer ich bin',
      blocks: [
        paragraph(
          `Ich bin ${name} und zocke, seit ich denken kann. Was mich an Spielen bis heute begeistert, sind nicht nur die Spiele selbst, sondern die Menschen, mit denen man sie spielt: die spontanen Runden am Abend, die Insider-Witze im Voice-Chat und die Momente, über die man noch Wochen später lacht.`,
        ),
        paragraph(
          'Deshalb streame ich, deshalb gibt es diese Community – und deshalb stecke ich so viel Zeit in alles, was hier entsteht.',
        ),
      ],
    },
    {
      id: 'anfaenge',
      heading: 'Wie alles angefangen hat',
      blocks: [
        paragraph(
          'Angefangen hat alles mit einem kleinen Discord-Server für ein paar Freunde, mit denen ich regelmäßig gespielt habe. Mit den ersten Streams kamen immer mehr Leute dazu, die einfach mitspielen, quatschen oder zuschauen wollten.',
        ),
        paragraph(
          `Aus dem kleinen Server wurde nach und nach die ${site.siteName}: mit einem Team, das sich um Moderation, Technik und Events kümmert, mit festen Regeln, Community-Runden und Turnieren. Und weil wir für unsere eigenen Spiele zuverlässige Server brauchten, ist daraus ${site.hostingBrand} entstanden – Game-Server-Hosting, das wir heute auch euch anbieten.`,
        ),
      ],
    },
  ] satisfies readonly ProseSection[],
  values: {
    heading: 'Wofür wir stehen',
    cards: [
      {
        icon: 'heart',
        title: 'Respekt',
        text: 'Bei uns zählt, wie du mit anderen umgehst – nicht, wie gut du spielst. Beleidigungen, Hass und Ausgrenzung haben hier keinen Platz.',
      },
      {
        icon: 'users',
        title: 'Zusammenhalt',
        text: 'Wir spielen miteinander statt gegeneinander, helfen Neuen beim Einstieg und feiern gemeinsame Erfolge.',
      },
      {
        icon: 'chat',
        title: 'Offenheit',
        text: 'Ideen, Wünsche und Kritik sind willkommen. Viele Events und Neuerungen sind direkt aus Vorschlägen der Community entstanden.',
      },
      {
        icon: 'shield',
        title: 'Fairness',
        text: 'Klare Regeln, ein ansprechbares Team und ehrliche Preise bei Cloudium – ohne Kleingedrucktes und ohne versteckte Kosten.',
      },
    ] satisfies readonly AboutCard[],
  },
  work: {
    heading: 'Was ich mache',
    streams: {
      icon: 'play',
      title: 'Streams',
      text: 'Auf meinem Kanal zocke ich die neuesten Spiele, teste Community-Maps und spiele mit euch zusammen. Ab und zu gibt es Giveaways.',
      linkLabel: 'Zum Streaming-Kanal',
    } satisfies AboutLinkCard,
    cloudium: {
      icon: 'server',
      title: site.hostingBrand,
      text: 'Game-Server-Hosting für eure Runden mit Freunden: schnelle Hardware, Standort Deutschland, DDoS-Schutz und persönlicher Support über Discord.',
      linkLabel: `${site.hostingBrand} entdecken`,
    } satisfies AboutLinkCard,
    community: {
      icon: 'users',
      title: 'Community',
      text: 'News, Events, unser Team und die Regeln – alles, was auf unserem Discord-Server passiert, findest du im Community-Bereich.',
      linkLabel: 'Zur Community',
    } satisfies AboutLinkCard,
  },
  more: {
    heading: 'Mehr von mir',
    text: 'Folge mir, damit du keinen Stream und keine Neuigkeit verpasst, oder schau auf meiner eigenen Website vorbei.',
    streamLabel: 'Streaming-Kanal',
    websiteLabel: 'Meine Website',
  },
} as const;
