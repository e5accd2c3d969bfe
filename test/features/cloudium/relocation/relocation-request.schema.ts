/**
 * The new kind's form, as it would sit in the site's domain/ folder: what the visitor enters, what a valid submit is,
 * and the payload it becomes, in the shape every kind's payload is built in.
 */
import * as z from 'zod/mini';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { validationMessages } from '@/features/cloudium/content/cloudium-messages.content';
import { servicePayload, type RequestForm, type RequestStamp } from '@/features/cloudium/domain/webhook-payload';
import { optionalText, requiredText, validationOf } from '@/domain/schema-checks';
import { RELOCATION } from '../../../support/relocation-kind';

export const relocationRequestSchema = z.object({
  discordName: requiredText(validationMessages.discordNameRequired),
  previousHost: requiredText('Bitte gib deinen bisherigen Anbieter an.'),
  additionalInfo: optionalText(),
});

type RelocationRequestForm = z.input<typeof relocationRequestSchema>;
type RelocationRequest = z.output<typeof relocationRequestSchema>;

function buildRelocationPayload(request: RelocationRequest, stamp: RequestStamp): WebhookPayload {
  return servicePayload(RELOCATION, request, [request.previousHost], stamp);
}

export const relocationRequestForm: RequestForm<RelocationRequestForm, RelocationRequest> = {
  fields: { discordName: '', previousHost: '', additionalInfo: '' },
  validate: (form) => validationOf(relocationRequestSchema, form),
  compose: buildRelocationPayload,
};
