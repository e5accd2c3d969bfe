import { vCoresText } from './cloudium-plans.content';
import { site } from '@/config/site';

/** German copy of the Cloudium page (docs/product.md#cloudium-cloudium). */
export const cloudiumContent = {
  hero: {
    eyebrow: site.hostingBrand,
    title: 'Premium Game-Server-Hosting',
    lead: 'Leistungsstarke Game-Server für dich und deine Freunde – schnell eingerichtet, sicher in Deutschland gehostet und von der Community betreut.',
    poweredBy: 'Bereitgestellt von',
    providerName: 'unserem Hosting-Partner',
  },
  tabs: {
    label: `${site.hostingBrand}-Bereiche`,
    overview: 'Übersicht',
    plans: 'Pakete',
    support: 'Support',
    /** What the support tab's panel says while it renders, when it was tapped right after the page opened. */
    loading: {
      support: 'Support wird geladen …',
    },
  },
  overview: {
    title: `Warum ${site.hostingBrand}?`,
    text: 'Von der kleinen Minecraft-Welt bis zum großen ARK-Cluster: Wähle ein Paket, das zu deiner Runde passt, oder lass dir deinen Server maßschneidern.',
    plansButton: 'Pakete ansehen',
    benefitsTitle: 'Deine Vorteile',
    gamesTitle: 'Unterstützte Spiele',
    gamesIntro:
      'Diese Spiele richten wir dir direkt ein – weitere auf Anfrage. Wähle ein Spiel, und wir nennen dir das passende Paket.',
    gameLinkLabel: (game: string) => `${game}: passendes Paket finden`,
    supportText: 'Fragen zu Spielen, Paketen oder deinem Server?',
    supportButton: 'Support kontaktieren',
  },
  benefits: [
    {
      icon: 'performance',
      title: 'High-Performance-Hosting',
      text: 'Aktuelle AMD-EPYC-Prozessoren und schnelle NVMe-SSDs sorgen für kurze Ladezeiten und stabile Tickrates.',
    },
    {
      icon: 'managed',
      title: 'Managed Service mit Panel-Zugang',
      text: 'Wir kümmern uns um Einrichtung, Updates und Wartung – du behältst über das Panel die volle Kontrolle.',
    },
    {
      icon: 'flexible',
      title: 'Flexible Pakete & individuelle Lösungen',
      text: 'Acht Standardpakete für jede Gruppengröße oder ein Server, der genau auf deine Anforderungen zugeschnitten ist.',
    },
    {
      icon: 'security',
      title: 'Zuverlässig & sicher',
      text: 'Alle Server stehen in Deutschland und sind durch DDoS-Schutz vor Angriffen geschützt.',
    },
  ],
  plans: {
    title: 'Hosting-Pakete',
    intro:
      'Alle Preise sind Endpreise pro Monat. Jedes Paket enthält DDoS-Schutz, Standort Deutschland und unbegrenzten Traffic.',
    empty: 'Keine Hosting-Pakete verfügbar.',
    membershipTitle: 'Discord-Mitgliedschaft erforderlich',
    membershipText: `Für die Abwicklung deiner Bestellung und für den Support musst du Mitglied unseres Discord-Servers sein.`,
    membershipLink: 'Jetzt dem Discord-Server beitreten',
    perMonth: '/ Monat',
    finalPrice: 'Endpreis',
    choose: 'Paket wählen',
    chooseLabel: (plan: string) => `Paket wählen: ${plan}`,
    specialTitle: 'Individuelle Angebote',
    managed: {
      title: 'Managed Game Hosting',
      price: 'Individuell',
      text: 'Wir richten dein Wunschspiel ein und betreuen deinen Server komplett – Updates, Mods und Backups inklusive.',
      fee: (amount: string) => `Servicegebühr: ${amount} pro Monat zzgl. Serverkosten`,
      button: 'Managed Hosting anfragen',
    },
    custom: {
      title: 'Custom Server',
      price: 'Maßgeschneidert',
      text: 'Stell dir vCores, RAM und SSD-Speicher selbst zusammen – wir erstellen dir ein passendes Angebot.',
      fee: (amount: string) => `Einmalige Einrichtungsgebühr: ${amount}`,
      button: 'Custom Server anfragen',
    },
    lastReference: (reference: string) =>
      `Deine letzte Anfrage wurde mit der Referenznummer ${reference} übermittelt. Gib sie an, wenn du uns dazu kontaktierst.`,
    finder: {
      title: 'Welches Paket passt?',
      intro: 'Wähle dein Spiel und wie viele ihr seid – wir nennen dir das günstigste Paket, das reicht.',
      game: 'Spiel',
      players: 'Spieler',
      playersValue: (players: number) => `${players} Spieler`,
      variant: 'Variante',
      variantOnlyFor: '(nur bei Minecraft)',
      variants: { vanilla: 'Vanilla', modded: 'mit Mods/Modpack' },
      resultTitle: 'Unsere Empfehlung',
      reason: (game: string, players: number, ramGb: number, vCores: number) =>
        `${game} mit ${players} ${players === 1 ? 'Spieler' : 'Spielern'} braucht mindestens ${ramGb} GB RAM und ` +
        `${vCoresText(vCores)}.`,
      choose: 'Paket wählen',
      chooseLabel: (plan: string) => `Paket wählen (Empfehlung): ${plan}`,
      noPlan: 'Dafür reicht keines unserer Standardpakete. Mit einem Custom Server bekommst du genau diese Leistung.',
      custom: 'Custom Server anfragen',
    },
    individualText: 'Nichts Passendes dabei?',
    individualButton: 'Kontaktiere uns für eine individuelle Lösung',
  },
  support: {
    title: `${site.hostingBrand} Support-Center`,
    intro: 'Schreib uns – wir melden uns so schnell wie möglich bei dir.',
    formTitle: 'Kontaktformular',
    name: 'Name',
    email: 'E-Mail',
    subject: 'Betreff',
    message: 'Nachricht',
    submit: 'Nachricht senden',
    submitting: 'Sende...',
    lastReference: (reference: string) => `Deine letzte Anfrage wurde mit der Referenznummer ${reference} übermittelt.`,
    faqTitle: 'Häufige Fragen',
    discordTitle: 'Schneller geht’s auf Discord',
    discordText: 'Im Support-Kanal unseres Discord-Servers hilft dir das Team direkt weiter.',
    discordButton: 'Discord-Server beitreten',
  },
  faq: [
    {
      question: 'Wie schnell ist mein Server einsatzbereit?',
      answer:
        'In der Regel innerhalb weniger Minuten nach der Bestätigung. Managed- und Custom-Server brauchen etwas länger, weil wir sie individuell einrichten.',
    },
    {
      question: 'Wie kann ich bezahlen?',
      answer: 'Die Zahlung wird derzeit individuell über Discord abgewickelt. PayPal und Kreditkarte sind in Planung.',
    },
    {
      question: 'Kann ich mein Paket später upgraden?',
      answer: 'Ja, ein Upgrade auf ein größeres Paket ist jederzeit möglich.',
    },
    {
      question: 'Sind meine Server vor Angriffen geschützt?',
      answer: 'Ja, alle Server sind mit DDoS-Schutz ausgestattet.',
    },
  ],
  /** The hidden field no person sees or reaches (trap-field.tsx); its label for the rare tool that reads it anyway. */
  trapLabel: 'Dieses Feld bitte leer lassen',
  dialogs: {
    discordName: 'Discord Name',
    discordPlaceholder: 'z. B. nova_fan',
    cancel: 'Abbrechen',
    send: 'Anfrage senden',
    sending: 'Wird gesendet …',
    close: 'Dialog schließen',
    plan: {
      title: (plan: string) => `Paket ${plan} bestellen`,
      noPlanTitle: 'Paket bestellen',
      intro: 'Gib deinen Discord-Namen an – wir melden uns dort bei dir, um die Bestellung abzuschließen.',
      priceLabel: 'Preis',
      priceValue: (price: string) => `${price} pro Monat (Endpreis)`,
    },
    managed: {
      title: 'Managed Game Hosting anfragen',
      intro: 'Sag uns, welches Spiel wir für dich einrichten sollen.',
      game: 'Spiel',
      gamePlaceholder: 'Spiel auswählen',
      otherGame: 'Name des Spiels',
      additionalInfo: 'Zusätzliche Infos (optional)',
      additionalPlaceholder: 'Mods, Spielerzahl, Wünsche …',
      priceLabel: 'Kosten',
      priceValue: (fee: string) => `Serverkosten zzgl. ${fee} Servicegebühr pro Monat`,
    },
    custom: {
      title: 'Custom Server anfragen',
      intro: 'Stell dir deinen Server zusammen – wir schicken dir ein Angebot.',
      vCores: 'vCores',
      ramGb: 'RAM (GB)',
      ssdGb: 'SSD-Speicher (GB)',
      /** The value under each slider: "1 vCore", "8 vCores", "16 GB". */
      valueText: {
        vCores: vCoresText,
        ramGb: (gb: number) => `${gb} GB`,
        ssdGb: (gb: number) => `${gb} GB`,
      },
      additionalInfo: 'Zusätzliche Infos (optional)',
      additionalPlaceholder: 'Spiel, Betriebssystem, besondere Anforderungen …',
      priceLabel: 'Kosten',
      priceValue: (fee: string) => `Individuelles Angebot zzgl. einmalig ${fee} Einrichtungsgebühr`,
      fitTitle: 'Passendes Standardpaket',
      fitText: (plan: string, price: string) => `${plan} deckt deine Auswahl ab – für ${price} pro Monat.`,
      fitNone: 'Kein Standardpaket deckt diese Auswahl ab – dafür ist der Custom Server da.',
      fitButton: (plan: string) => `${plan} stattdessen bestellen`,
    },
  },
} as const;
