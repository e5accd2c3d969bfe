import { site } from '@/config/site';
import {
  applicationAreaLabels,
  applicationLabels as label,
  applicationLimits as limits,
  applicationMail,
  applicationMessages as message,
  APPLICATION_AREAS,
  type ApplicationArea,
} from '@/content/application.content';
import {
  characterCount,
  labelledMailBody,
  type FormErrors,
  type FormErrorsDraft,
  type LabelledValue,
} from './form-rules';
import type { MailDraft } from './mailto';

/** Team application (docs/product.md#community-data) as the form holds it: text inputs stay strings until validated. */
export interface ApplicationValues {
  readonly discordName: string;
  readonly age: string;
  readonly motivation: string;
  readonly experience: string;
  readonly area: ApplicationArea | '';
  readonly otherAreaDescription: string;
  readonly availability: string;
  readonly agreedToTerms: boolean;
}

export type ApplicationField = keyof ApplicationValues;
export type ApplicationErrors = FormErrors<ApplicationValues>;

export const emptyApplication: ApplicationValues = {
  discordName: '',
  age: '',
  motivation: '',
  experience: '',
  area: '',
  otherAreaDescription: '',
  availability: '',
  agreedToTerms: false,
};

export function isApplicationArea(value: string): value is ApplicationArea {
  return (APPLICATION_AREAS as readonly string[]).includes(value);
}

/** Spec point 4: when area is not 'other', the other-area text is cleared. */
export function normalizeApplication(values: ApplicationValues): ApplicationValues {
  return values.area === 'other' || values.otherAreaDescription === ''
    ? values
    : { ...values, otherAreaDescription: '' };
}

function ageError(raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return message.ageMissing;
  // Digits only: "14.5", "-3", "1e2" and "vierzehn" are not an age.
  if (!/^\d+$/.test(text)) return message.ageInvalid;
  const age = Number(text);
  if (age < limits.ageMin) return message.ageTooYoung;
  if (age > limits.ageMax) return message.ageInvalid;
  return undefined;
}

/** Every rule of docs/product.md#validation for the team application; an empty object means valid. */
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const errors: FormErrorsDraft<ApplicationValues> = {};
  const nameLength = characterCount(values.discordName);
  if (nameLength < limits.discordNameMin || nameLength > limits.discordNameMax)
    errors.discordName = message.discordName;
  const age = ageError(values.age);
  if (age) errors.age = age;
  if (characterCount(values.motivation) < limits.motivationMin) errors.motivation = message.motivation;
  if (characterCount(values.experience) < limits.experienceMin) errors.experience = message.experience;
  if (!isApplicationArea(values.area)) errors.area = message.area;
  if (values.area === 'other' && characterCount(values.otherAreaDescription) < limits.otherAreaMin) {
    errors.otherAreaDescription = message.otherAreaDescription;
  }
  if (!values.agreedToTerms) errors.agreedToTerms = message.agreedToTerms;
  return errors;
}

/** Subject 'Bewerbung: {Discord name}'; the body lists every field with its German label, long texts last. */
export function applicationMailDraft(values: ApplicationValues, to: string = site.supportEmail): MailDraft {
  const name = values.discordName.trim();
  const area = isApplicationArea(values.area) ? applicationAreaLabels[values.area] : '';
  const facts: LabelledValue[] = [
    [label.discordName, name],
    [label.age, values.age.trim()],
    [label.area, area],
    ...(values.area === 'other' ? [[label.otherAreaDescription, values.otherAreaDescription.trim()] as const] : []),
    [label.availability, values.availability.trim() || applicationMail.noAvailability],
    [label.agreedToTerms, applicationMail.consentGiven],
  ];
  const texts: LabelledValue[] = [
    [label.motivation, values.motivation.trim()],
    [label.experience, values.experience.trim()],
  ];
  return { to, subject: `${applicationMail.subjectPrefix}${name}`, body: labelledMailBody(facts, texts) };
}
