import * as z from 'zod/mini';
import { supportMessages } from '@/features/cloudium/content/cloudium-messages.content';
import { requiredText, validationOf } from '@/domain/schema-checks';
import type { Validation } from '@/domain/message-validation';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { requestPayload, type RequestStamp } from './webhook-payload';

/**
 * Support request of docs/product.md#community-data: all four fields must be filled, no length limits; the email
 * format is left to the browser's email input (docs/product.md#validation). One message for any missing field.
 */
export const supportRequestSchema = z.object({
  name: requiredText(supportMessages.missingText),
  email: requiredText(supportMessages.missingText),
  subject: requiredText(supportMessages.missingText),
  message: requiredText(supportMessages.missingText),
});

export type SupportRequest = z.output<typeof supportRequestSchema>;

export const EMPTY_SUPPORT_REQUEST: SupportRequest = { name: '', email: '', subject: '', message: '' };

export function validateSupportRequest(form: z.input<typeof supportRequestSchema>): Validation<SupportRequest> {
  return validationOf(supportRequestSchema, form);
}

/** The support request as the team reads it (docs/product.md#requests-to-the-team). */
export function buildSupportPayload(request: SupportRequest, stamp: RequestStamp): WebhookPayload {
  return requestPayload(
    'support',
    request.subject,
    [
      [request.name, true],
      [request.email, true],
      [request.subject, false],
      [request.message, false],
    ],
    stamp,
  );
}
