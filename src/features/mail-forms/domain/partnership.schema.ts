import * as z from 'zod/mini';
import { site } from '@/config/site';
import {
  partnershipLabels as label,
  partnershipLimits as limits,
  partnershipMail,
  partnershipMessages as message,
} from '@/features/mail-forms/content/partnership.content';
import type { FormErrors } from '@/domain/field-errors';
import { labelledMailBody } from './mail-body';
import { countedText, fieldErrorsOf, requiredText, ticked } from '@/domain/schema-checks';
import type { MailDraft } from './mailto';
import type { MailFormRules } from './mail-form-rules';

/** A product rule of the partnership form: a tag such as name#1234 (2 to 32 characters, then '#' and four digits) … */
export const CONTACT_TAG_PATTERN = /^[^#]{2,32}#\d{4}$/;
/** … or a username of 2 to 32 lowercase letters, digits, underscores or dots, with an optional leading '@'. */
export const CONTACT_USERNAME_PATTERN = /^@?[a-z0-9_.]{2,32}$/;

export function isContactPerson(value: string): boolean {
  const text = value.trim();
  return CONTACT_TAG_PATTERN.test(text) || CONTACT_USERNAME_PATTERN.test(text);
}

/** A valid http or https address with a host; 'ftp://x', 'javascript:…' and bare words are not. */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A field that must be filled (its own message when blank) and then pass `isValid` (another message). */
function filledAndValid(missing: string, invalidMessage: string, isValid: (text: string) => boolean) {
  return z.string().check(
    z.trim(),
    z.refine((text) => text !== '', { error: missing }),
    z.refine(isValid, { error: invalidMessage }),
  );
}

/**
 * The partnership request of docs/product.md#community-data, every rule of docs/product.md#validation: one German
 * message per field, all fields at once.
 */
export const partnershipSchema = z.object({
  serverName: requiredText(message.serverName),
  serverLink: filledAndValid(message.serverLinkMissing, message.serverLinkInvalid, isWebAddress),
  projectDescription: countedText(message.projectDescription, limits.descriptionMin),
  partnershipReason: countedText(message.partnershipReason, limits.reasonMin),
  contactPerson: filledAndValid(message.contactPersonMissing, message.contactPersonInvalid, isContactPerson),
  hasConfirmed: ticked(message.hasConfirmed),
});

export type PartnershipValues = Readonly<z.input<typeof partnershipSchema>>;

export const emptyPartnership: PartnershipValues = {
  serverName: '',
  serverLink: '',
  projectDescription: '',
  partnershipReason: '',
  contactPerson: '',
  hasConfirmed: false,
};

export function validatePartnership(values: PartnershipValues): FormErrors<PartnershipValues> {
  return fieldErrorsOf(partnershipSchema, values);
}

/** Subject 'Partnerschaftsanfrage: {server name}'; the body lists every field with its German label. */
export function partnershipMailDraft(values: PartnershipValues, to: string = site.supportEmail): MailDraft {
  const serverName = values.serverName.trim();
  const facts = [
    [label.serverName, serverName],
    [label.serverLink, values.serverLink.trim()],
    [label.contactPerson, values.contactPerson.trim()],
    [label.hasConfirmed, partnershipMail.confirmed],
  ] as const;
  const texts = [
    [label.projectDescription, values.projectDescription.trim()],
    [label.partnershipReason, values.partnershipReason.trim()],
  ] as const;
  return { to, subject: `${partnershipMail.subjectPrefix}${serverName}`, body: labelledMailBody(facts, texts) };
}

export const partnershipRules: MailFormRules<PartnershipValues> = {
  initialValues: emptyPartnership,
  validate: validatePartnership,
  draft: (values) => partnershipMailDraft(values),
};
