import { site } from '../config/site';

/** Which bundled icon a card shows; the page maps the key to the icon component. */
export type FortniteIcon = 'users' | 'sliders' | 'star' | 'bolt' | 'chat' | 'shield' | 'calendar' | 'play';

export interface FortniteCard {
  readonly icon: FortniteIcon;
  readonly title: string;
  readonly text: string;
}

const name = site.creatorName;

export const fortniteContent = {
  eyebrow: 'Fanseite',
  title: `${name}'s Fortnite`,
  lead: `Fortnite ist eines der Lieblingsspiele von ${name} und der Community. Hier erfährst du, was wir zusammen spielen, wie du besser wirst und wie du bei der nächsten Runde dabei bist.`,
  play: {
    heading: 'Was wir zusammen spielen',
    intro: 'Ob entspannt oder mit Ehrgeiz: Bei uns findet jeder eine Runde, die zu ihm passt.',
    cards: [
      {
        icon: 'users',
        title: 'Community-Runden',
        text: `Regelmäßig spielt ${name} mit euch im Stream: Duos, Squads und private Lobbys, in denen jeder mitmachen kann – egal, ob du gerade erst anfängst oder schon jede Drop-Zone kennst.`,
      },
      {
        icon: 'sliders',
        title: 'Creative-Maps',
        text: 'Zwischendurch wird es kreativ: Wir testen Parkour-, Box-Fight- und Deathrun-Maps, spielen Maps aus der Community und bauen auch mal selbst etwas zusammen.',
      },
      {
        icon: 'star',
        title: 'Turniere',
        text: 'In unseren Community-Turnieren trittst du im fairen Wettkampf gegen andere Mitglieder an. Termine, Modus und Regeln kündigen wir vorher auf Discord an.',
      },
    ] satisfies readonly FortniteCard[],
  },
  tips: {
    heading: 'Tipps aus unseren Runden',
    intro: 'Ein paar Dinge, die uns immer wieder weiterhelfen – nicht nur im Turnier.',
    cards: [
      {
        icon: 'bolt',
        title: 'Ruhig landen, dann looten',
        text: 'Lande am Anfang lieber etwas abseits der vollen Orte. Mit Ruhe sammelst du bessere Ausrüstung ein und gehst vorbereitet in den ersten Kampf.',
      },
      {
        icon: 'chat',
        title: 'Im Team reden',
        text: 'Sagt Gegner, Richtung und Zustand kurz und klar an. Ein Voice-Channel auf unserem Discord-Server macht Squad-Runden deutlich entspannter.',
      },
      {
        icon: 'shield',
        title: 'Immer an die Zone denken',
        text: 'Viele Runden gehen nicht im Kampf verloren, sondern auf dem Weg in die Zone. Plane deine Rotation früh und halte Heilung und Mobilität bereit.',
      },
      {
        icon: 'calendar',
        title: 'Im Creative-Modus üben',
        text: 'Ein paar Minuten Aufwärmen auf einer Trainings-Map vor der ersten Runde wirken Wunder – vor allem beim Zielen und Bauen.',
      },
    ] satisfies readonly FortniteCard[],
  },
  join: {
    heading: 'So bist du dabei',
    intro: 'Mitspielen ist ganz einfach. Alles rund um unsere Runden organisieren wir auf Discord.',
    steps: [
      'Tritt unserem Discord-Server bei – die Anleitung zeigt dir Schritt für Schritt, wie es geht.',
      'Lies unsere Community-Regeln, damit alle fair und mit Spaß spielen.',
      'Schau in den Fortnite-Kanälen vorbei: Dort findest du Mitspieler, Ankündigungen für Community-Runden und Turniere.',
      `Schalte den Stream ein, wenn ${name} live ist, und spiel direkt mit.`,
    ],
    joinLabel: 'Community beitreten',
    streamLabel: 'Zum Streaming-Kanal',
  },
  disclaimer:
    'Fortnite ist eine Marke von Epic Games, Inc. Dies ist eine inoffizielle Fanseite der Community; sie wird von Epic Games weder unterstützt noch gesponsert.',
} as const;
