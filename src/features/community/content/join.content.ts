import { site } from '@/config/site';

/** The join page (docs/product.md#join-join): four steps, the invite link, benefits. */
export const joinContent = {
  eyebrow: 'Discord',
  title: 'Tritt unserem Discord bei',
  lead: `In vier Schritten bist du Teil der ${site.siteName}. Wir freuen uns auf dich!`,
  stepsTitle: 'So trittst du bei',
  steps: [
    {
      title: 'Discord-Konto anlegen',
      text: 'Falls du noch keins hast, registriere dich kostenlos bei Discord – im Browser, am PC oder in der App.',
    },
    {
      title: 'Einladung öffnen',
      text: 'Klicke auf „Jetzt beitreten“ oder kopiere den Einladungslink unten und öffne ihn in Discord.',
    },
    {
      title: 'Regeln lesen',
      text: 'Lies dir unsere Regeln durch und bestätige sie. Das Mindestalter für unsere Community beträgt 14 Jahre.',
    },
    {
      title: 'Vorstellen und loslegen',
      text: 'Stell dich kurz vor, such dir deine Rollen aus und mach bei Gesprächen, Runden und Events mit.',
    },
  ],
  rulesLink: 'Zu den Regeln',
  invite: {
    title: 'Einladungslink',
    label: 'Einladungslink zum Discord-Server',
    copy: 'Link kopieren',
    copied: 'Kopiert',
    join: 'Jetzt beitreten',
    toastTitle: 'Link kopiert!',
    toastText: 'Der Einladungslink liegt jetzt in deiner Zwischenablage.',
    refusedTitle: 'Kopieren nicht möglich',
    refusedText:
      'Dein Browser hat den Zugriff auf die Zwischenablage verweigert. Der Link ist bereits markiert: Kopiere ihn mit Strg+C (Mac: ⌘+C) oder halte ihn auf dem Handy gedrückt und wähle „Kopieren“.',
  },
  benefitsTitle: 'Deine Vorteile',
  benefits: [
    {
      key: 'community',
      title: 'In der Community',
      items: [
        'Mitspieler für jedes Spiel finden',
        'Regelmäßige Events, Turniere und Giveaways',
        'Als Erste von neuen Streams und Videos erfahren',
        'Offener Austausch mit dem Team und anderen Mitgliedern',
      ],
    },
    {
      key: 'hosting',
      title: `Für ${site.hostingBrand}-Kunden`,
      items: [
        'Bestellungen werden über den Discord-Server abgewickelt',
        'Direkter Draht zum Support-Team',
        'Ankündigungen zu Wartungen und neuen Paketen',
        'Hilfe bei der Einrichtung deines Game-Servers',
      ],
    },
  ],
} as const;
