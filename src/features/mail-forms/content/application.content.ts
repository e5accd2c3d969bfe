import { MAXIMUM_AGE, MINIMUM_AGE } from '@/config/business';
/** German copy of the team application at /bewerbung (docs/product.md: Community data, Validation). */

export const APPLICATION_AREAS = [
  'moderation',
  'technik',
  'community_management',
  'content_creation',
  'event_planning',
  'other',
] as const;

export type ApplicationArea = (typeof APPLICATION_AREAS)[number];

export const applicationAreaLabels: Readonly<Record<ApplicationArea, string>> = {
  moderation: 'Moderation',
  technik: 'Technik',
  community_management: 'Community-Management',
  content_creation: 'Content-Erstellung',
  event_planning: 'Eventplanung',
  other: 'Sonstiges',
};

export const applicationLimits = {
  discordNameMin: 2,
  discordNameMax: 32,
  ageMin: MINIMUM_AGE,
  ageMax: MAXIMUM_AGE,
  motivationMin: 50,
  experienceMin: 50,
  otherAreaMin: 10,
} as const;

/** Field labels; the mail body uses the same German labels. */
export const applicationLabels = {
  discordName: 'Discord-Name',
  age: 'Alter',
  motivation: 'Motivation',
  experience: 'Erfahrung',
  area: 'Bereich',
  otherAreaDescription: 'Beschreibung des Bereichs',
  availability: 'Verfügbarkeit',
  agreedToTerms: 'Datenschutz',
} as const;

export const applicationMessages = {
  discordName: 'Discord-Name muss zwischen 2 und 32 Zeichen lang sein.',
  ageMissing: 'Bitte gib dein Alter an.',
  ageTooYoung: 'Du musst mindestens 14 Jahre alt sein.',
  ageInvalid: 'Bitte gib ein gültiges Alter an.',
  motivation: 'Deine Motivation muss mindestens 50 Zeichen lang sein.',
  experience: 'Deine Erfahrung muss mindestens 50 Zeichen lang sein.',
  area: 'Bitte wähle einen Bereich aus.',
  otherAreaDescription: 'Bitte beschreibe den Bereich mit mindestens 10 Zeichen.',
  agreedToTerms: 'Du musst den Datenschutzbestimmungen zustimmen.',
} as const;

export const applicationMail = {
  subjectPrefix: 'Bewerbung: ',
  noAvailability: 'Keine Angabe',
  consentGiven: 'zugestimmt',
} as const;

export const applicationPage = {
  eyebrow: 'Team',
  title: 'Bewirb dich für unser Team',
  lead: 'Du willst die Community mitgestalten? Erzähl uns von dir. Dein E-Mail-Programm öffnet sich mit deiner fertigen Bewerbung, du musst sie nur noch absenden.',
  formTitle: 'Deine Bewerbung',
  formIntro: 'Alle Felder außer der Verfügbarkeit sind Pflichtfelder.',
  placeholders: {
    discordName: 'z. B. nova_fan',
    age: 'z. B. 18',
    motivation: 'Warum möchtest du Teil unseres Teams werden?',
    experience: 'Welche Erfahrungen bringst du mit (Moderation, Technik, Events …)?',
    area: 'Bitte auswählen',
    otherAreaDescription: 'In welchem Bereich möchtest du helfen?',
    availability: 'z. B. werktags ab 18 Uhr, am Wochenende flexibel',
  },
  hints: {
    motivation: 'Mindestens 50 Zeichen.',
    experience: 'Mindestens 50 Zeichen.',
    otherAreaDescription: 'Mindestens 10 Zeichen.',
    availability: 'Optional.',
  },
  consentBefore: 'Ich habe die ',
  consentLink: 'Datenschutzerklärung',
  consentAfter: ' gelesen und stimme der Verarbeitung meiner Angaben zu.',
  submit: 'Bewerbung absenden',
  dialogTitle: 'Bewerbung vorbereitet!',
  dialogText:
    'Dein E-Mail-Programm wurde mit deiner Bewerbung geöffnet. Sende die E-Mail dort ab, dann melden wir uns bei dir.',
} as const;
