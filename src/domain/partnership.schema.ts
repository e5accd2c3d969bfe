import { site } from '@/config/site';
import {
  partnershipLabels as label,
  partnershipLimits as limits,
  partnershipMail,
  partnershipMessages as message,
} from '@/content/partnership.content';
import { characterCount, labelledMailBody, type FormErrors, type FormErrorsDraft } from './form-rules';
import type { MailDraft } from './mailto';

/** Partnership request (docs/product.md#community-data) as the form holds it. */
export interface PartnershipValues {
  readonly serverName: string;
  readonly serverLink: string;
  readonly projectDescription: string;
  readonly partnershipReason: string;
  readonly contactPerson: string;
  readonly hasConfirmed: boolean;
}

export type PartnershipField = keyof PartnershipValues;
export type PartnershipErrors = FormErrors<PartnershipValues>;

export const emptyPartnership: PartnershipValues = {
  serverName: '',
  serverLink: '',
  projectDescription: '',
  partnershipReason: '',
  contactPerson: '',
  hasConfirmed: false,
};

/** Spec point 5: a tag such as name#1234 (2 to 32 characters, then '#' and four digits) … */
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

/** Every rule of docs/product.md#validation for the partnership request; an empty object means valid. */
export function validatePartnership(values: PartnershipValues): PartnershipErrors {
  const errors: FormErrorsDraft<PartnershipValues> = {};
  if (values.serverName.trim() === '') errors.serverName = message.serverName;
  if (values.serverLink.trim() === '') errors.serverLink = message.serverLinkMissing;
  else if (!isWebAddress(values.serverLink)) errors.serverLink = message.serverLinkInvalid;
  if (characterCount(values.projectDescription) < limits.descriptionMin) {
    errors.projectDescription = message.projectDescription;
  }
  if (characterCount(values.partnershipReason) < limits.reasonMin) errors.partnershipReason = message.partnershipReason;
  if (values.contactPerson.trim() === '') errors.contactPerson = message.contactPersonMissing;
  else if (!isContactPerson(values.contactPerson)) errors.contactPerson = message.contactPersonInvalid;
  if (!values.hasConfirmed) errors.hasConfirmed = message.hasConfirmed;
  return errors;
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
