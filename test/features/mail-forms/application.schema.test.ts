import { applicationMessages as message } from '@/features/mail-forms/content/application.content';
import {
  applicationMailDraft,
  emptyApplication,
  normalizeApplication,
  validateApplication,
  type ApplicationValues,
} from '@/features/mail-forms/domain/application.schema';

const text = (length: number, character = 'a') => character.repeat(length);

const valid: ApplicationValues = {
  discordName: 'nova_fan',
  age: '18',
  motivation: text(50),
  experience: text(50),
  area: 'moderation',
  otherAreaDescription: '',
  availability: '',
  agreedToTerms: true,
};

const errorOf = (patch: Partial<ApplicationValues>, field: keyof ApplicationValues) =>
  validateApplication({ ...valid, ...patch })[field];

describe('team application rules (docs/product.md#validation)', () => {
  it('accepts a complete application', () => {
    expect(validateApplication(valid)).toEqual({});
  });

  it('reports every required field of an empty form', () => {
    expect(validateApplication(emptyApplication)).toEqual({
      discordName: message.discordName,
      age: message.ageMissing,
      motivation: message.motivation,
      experience: message.experience,
      area: message.area,
      agreedToTerms: message.agreedToTerms,
    });
  });

  it.each([
    [0, 'Discord-Name muss zwischen 2 und 32 Zeichen lang sein.'],
    [1, 'Discord-Name muss zwischen 2 und 32 Zeichen lang sein.'],
    [2, undefined],
    [32, undefined],
    [33, 'Discord-Name muss zwischen 2 und 32 Zeichen lang sein.'],
  ])('Discord name of %i characters → %s', (length, expected) => {
    expect(errorOf({ discordName: text(length) }, 'discordName')).toBe(expected);
  });

  it('counts the trimmed name, so blanks do not make a name', () => {
    expect(errorOf({ discordName: '  a  ' }, 'discordName')).toBe(message.discordName);
  });

  it.each([
    ['', 'Bitte gib dein Alter an.'],
    ['13', 'Du musst mindestens 14 Jahre alt sein.'],
    ['0', 'Du musst mindestens 14 Jahre alt sein.'],
    ['14', undefined],
    ['99', undefined],
    ['100', 'Bitte gib ein gültiges Alter an.'],
    ['abc', 'Bitte gib ein gültiges Alter an.'],
    ['14.5', 'Bitte gib ein gültiges Alter an.'],
    ['-20', 'Bitte gib ein gültiges Alter an.'],
    ['1e2', 'Bitte gib ein gültiges Alter an.'],
    [' 20 ', undefined],
  ])('age %j → %s', (age, expected) => {
    expect(errorOf({ age }, 'age')).toBe(expected);
  });

  it.each([
    ['motivation', 49, message.motivation],
    ['motivation', 50, undefined],
    ['experience', 49, message.experience],
    ['experience', 50, undefined],
  ] as const)('%s of %i characters → %s', (name, length, expected) => {
    expect(errorOf({ [name]: text(length) }, name)).toBe(expected);
  });

  it('counts umlauts and emoji as one character each', () => {
    expect(errorOf({ motivation: text(49, 'ü') + '😀' }, 'motivation')).toBeUndefined();
    expect(errorOf({ motivation: text(48, 'ü') + '😀' }, 'motivation')).toBe(message.motivation);
  });

  it.each([
    ['', message.otherAreaDescription],
    [text(9), message.otherAreaDescription],
    [text(10), undefined],
  ])('area "other" with description %j → %s', (otherAreaDescription, expected) => {
    expect(errorOf({ area: 'other', otherAreaDescription }, 'otherAreaDescription')).toBe(expected);
  });
});

describe('normalizeApplication', () => {
  it('keeps it while the area is "other"', () => {
    const values = { ...valid, area: 'other' as const, otherAreaDescription: 'Grafikdesign' };
    expect(normalizeApplication(values)).toBe(values);
  });
});

describe('applicationMailDraft', () => {
  it('addresses the support mailbox with subject "Bewerbung: {Discord name}"', () => {
    const draft = applicationMailDraft({ ...valid, discordName: '  Jörg  ' });
    expect(draft.to).toBe('support@nova-community.example');
    expect(draft.subject).toBe('Bewerbung: Jörg');
  });

  it('lists every field with its German label', () => {
    const draft = applicationMailDraft({
      ...valid,
      area: 'other',
      otherAreaDescription: 'Grafikdesign',
      availability: 'abends',
      motivation: 'Ich will helfen.\nUnd lernen.',
    });
    expect(draft.body.split('\n')).toEqual([
      'Discord-Name: nova_fan',
      'Alter: 18',
      'Bereich: Sonstiges',
      'Beschreibung des Bereichs: Grafikdesign',
      'Verfügbarkeit: abends',
      'Datenschutz: zugestimmt',
      '',
      'Motivation:',
      'Ich will helfen.',
      'Und lernen.',
      '',
      'Erfahrung:',
      text(50),
    ]);
  });

  it('names the area with its German label and says when no availability was given', () => {
    const body = applicationMailDraft({ ...valid, area: 'community_management' }).body;
    expect(body).toContain('Bereich: Community-Management');
    expect(body).toContain('Verfügbarkeit: Keine Angabe');
    expect(body).not.toContain('Beschreibung des Bereichs');
  });
});
