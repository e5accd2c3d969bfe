import { supportMessages } from '@/content/cloudium-messages.content';
import { invalid, isBlank, valid, type Validation } from './request-validation';

/** Support request of docs/product.md#community-data; every field required, no length limits (docs/product.md#validation). */
export interface SupportRequest {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export const EMPTY_SUPPORT_REQUEST: SupportRequest = { name: '', email: '', subject: '', message: '' };

/** All four fields must be filled; the email format is left to the browser's email input (docs/product.md#validation). */
export function validateSupportRequest(form: SupportRequest): Validation<SupportRequest> {
  const { name, email, subject, message } = form;
  if ([name, email, subject, message].some(isBlank)) return invalid(supportMessages.missingText);
  return valid({ name: name.trim(), email: email.trim(), subject: subject.trim(), message: message.trim() });
}
