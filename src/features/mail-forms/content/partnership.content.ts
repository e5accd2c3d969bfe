/** German copy of the partnership request at /partnerschaft (docs/product.md: Community data, Validation). */

export const partnershipLimits = {
  descriptionMin: 50,
  reasonMin: 30,
} as const;

/** Field labels; the mail body uses the same German labels. */
export const partnershipLabels = {
  serverName: 'Servername',
  serverLink: 'Server-Link',
  projectDescription: 'Projektbeschreibung',
  partnershipReason: 'Grund für die Partnerschaft',
  contactPerson: 'Kontaktperson',
  hasConfirmed: 'Bestätigung',
} as const;

export const partnershipMessages = {
  serverName: 'Bitte gib den Namen deines Servers an.',
  serverLinkMissing: 'Bitte gib den Link zu deinem Server an.',
  serverLinkInvalid: 'Bitte gib einen gültigen Link an, der mit http:// oder https:// beginnt.',
  projectDescription: 'Die Projektbeschreibung muss mindestens 50 Zeichen lang sein.',
  partnershipReason: 'Der Grund für die Partnerschaft muss mindestens 30 Zeichen lang sein.',
  contactPersonMissing: 'Bitte gib eine Kontaktperson an.',
  contactPersonInvalid: 'Bitte gib einen gültigen Discord-Namen an, z. B. name#1234 oder @benutzername.',
  hasConfirmed: 'Bitte bestätige deine Angaben.',
} as const;

export const partnershipMail = {
  subjectPrefix: 'Partnerschaftsanfrage: ',
  confirmed: 'bestätigt',
} as const;

export interface PartnerBenefit {
  readonly title: string;
  readonly text: string;
}

/** The six partner benefits (docs/product.md#routes). */
export const partnerBenefits: readonly PartnerBenefit[] = [
  {
    title: 'Gegenseitige Werbung',
    text: 'Wir stellen deinen Server in unserer Community vor, und du uns in deiner.',
  },
  {
    title: 'Partner-Rolle',
    text: 'Dein Team bekommt auf unserem Discord eine eigene Partner-Rolle mit Partner-Kanal.',
  },
  {
    title: 'Gemeinsame Events',
    text: 'Turniere, Community-Abende und Giveaways planen wir gemeinsam und erreichen mehr Spieler.',
  },
  {
    title: 'Erwähnung in Streams',
    text: 'Partner werden in Streams und Ankündigungen genannt und verlinkt.',
  },
  {
    title: 'Direkter Draht zum Team',
    text: 'Eine feste Ansprechperson aus unserem Team für Fragen, Ideen und Absprachen.',
  },
  {
    title: 'Austausch & Know-how',
    text: 'Erfahrungen zu Moderation, Bots, Events und Game-Servern teilen wir offen.',
  },
];

export const partnershipPage = {
  eyebrow: 'Partnerschaft',
  title: 'Werde unser Partner',
  lead: 'Du leitest einen Discord-Server oder ein Community-Projekt? Lass uns gemeinsam wachsen. Dein E-Mail-Programm öffnet sich mit deiner fertigen Anfrage.',
  benefitsTitle: 'Deine Vorteile als Partner',
  formTitle: 'Partnerschaft anfragen',
  formIntro: 'Alle Felder sind Pflichtfelder.',
  placeholders: {
    serverName: 'z. B. Pixel Paradise',
    serverLink: 'https://discord.gg/…',
    projectDescription: 'Worum geht es auf deinem Server, wie groß ist deine Community?',
    partnershipReason: 'Warum möchtest du mit uns zusammenarbeiten?',
    contactPerson: 'name#1234 oder @benutzername',
  },
  hints: {
    serverLink: 'Nur Links mit http:// oder https://.',
    projectDescription: 'Mindestens 50 Zeichen.',
    partnershipReason: 'Mindestens 30 Zeichen.',
    contactPerson: 'Discord-Tag (name#1234) oder Benutzername (2–32 Kleinbuchstaben, Ziffern, _ oder .).',
  },
  confirmation: 'Ich bestätige, dass ich berechtigt bin, für diesen Server anzufragen, und dass meine Angaben stimmen.',
  submit: 'Anfrage absenden',
  dialogTitle: 'Anfrage vorbereitet!',
  dialogText:
    'Dein E-Mail-Programm wurde mit deiner Partnerschaftsanfrage geöffnet. Sende die E-Mail dort ab, dann melden wir uns bei dir.',
} as const;
