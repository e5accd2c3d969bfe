import * as z from 'zod/mini';
import { site } from '@/config/site';
import {
  applicationAreaLabels,
  applicationLabels as label,
  applicationLimits as limits,
  applicationMail,
  applicationMessages as message,
  APPLICATION_AREAS,
  type ApplicationArea,
} from '@/features/mail-forms/content/application.content';
import { characterCount, type FormErrors } from '@/domain/field-errors';
import { labelledMailBody, type LabelledValue } from './mail-body';
import { countedText, fieldErrorsOf, optionalText, ticked } from '@/domain/schema-checks';
import type { MailDraft } from './mailto';
import type { MailFormRules } from './mail-form-rules';

/**
 * The team application of docs/product.md#community-data, every rule of docs/product.md#validation: one German
 * message per field, all fields at once. The form holds text inputs as strings until they are validated.
 */
export function isApplicationArea(value: string): value is ApplicationArea {
  return (APPLICATION_AREAS as readonly string[]).includes(value);
}

/**
 * Digits only: "14.5", "-3", "1e2" and "vierzehn" are not an age; then the age must lie between the limits. A field
 * shows its first message. No check aborts the parse: that would also skip the object check below.
 */
const ageSchema = z.string().check(
  z.trim(),
  z.refine((age) => age !== '', { error: message.ageMissing }),
  z.refine((age) => /^\d+$/.test(age), { error: message.ageInvalid }),
  z.refine((age) => Number(age) >= limits.ageMin, { error: message.ageTooYoung }),
  z.refine((age) => Number(age) <= limits.ageMax, { error: message.ageInvalid }),
);

export const applicationSchema = z
  .object({
    discordName: countedText(message.discordName, limits.discordNameMin, limits.discordNameMax),
    age: ageSchema,
    motivation: countedText(message.motivation, limits.motivationMin),
    experience: countedText(message.experience, limits.experienceMin),
    area: z.custom<ApplicationArea | ''>((area) => typeof area === 'string' && isApplicationArea(area), {
      error: message.area,
    }),
    otherAreaDescription: optionalText(),
    availability: optionalText(),
    agreedToTerms: ticked(message.agreedToTerms),
  })
  .check(
    // Runs beside the field errors (`when`), so a missing description shows together with every other message.
    z.refine(
      (values) => values.area !== 'other' || characterCount(String(values.otherAreaDescription)) >= limits.otherAreaMin,
      {
        error: message.otherAreaDescription,
        path: ['otherAreaDescription'],
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      },
    ),
  );

export type ApplicationValues = Readonly<z.input<typeof applicationSchema>>;

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

/** When the area is not 'other', the other-area text is cleared (a product rule of the application form). */
export function normalizeApplication(values: ApplicationValues): ApplicationValues {
  return values.area === 'other' || values.otherAreaDescription === ''
    ? values
    : { ...values, otherAreaDescription: '' };
}

export function validateApplication(values: ApplicationValues): FormErrors<ApplicationValues> {
  return fieldErrorsOf(applicationSchema, values);
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

export const applicationRules: MailFormRules<ApplicationValues> = {
  initialValues: emptyApplication,
  validate: validateApplication,
  draft: (values) => applicationMailDraft(values),
  normalize: normalizeApplication,
};
