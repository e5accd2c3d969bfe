import * as z from 'zod/mini';
import { validationMessages } from '@/features/cloudium/content/cloudium-messages.content';
import { CUSTOM_SLIDERS, isOnSlider, type CustomSizeKey } from './custom-server';
import { optionalText, requiredText, validationOf } from '@/domain/schema-checks';
import type { Validation } from '@/domain/message-validation';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { servicePayload, type RequestForm, type RequestStamp } from './webhook-payload';

/** A slider's value: a whole step inside its range; anything else cannot come from the slider. */
function sliderValue(key: CustomSizeKey) {
  return z
    .number()
    .check(z.refine((value) => isOnSlider(CUSTOM_SLIDERS[key], value), { error: validationMessages.sizeOutOfRange }));
}

/** Custom server request: the Discord name, the three sliders, optional extra info (docs/product.md#validation). */
export const customRequestSchema = z.object({
  discordName: requiredText(validationMessages.discordNameRequired),
  vCores: sliderValue('vCores'),
  ramGb: sliderValue('ramGb'),
  ssdGb: sliderValue('ssdGb'),
  additionalInfo: optionalText(),
});

export type CustomRequestForm = z.input<typeof customRequestSchema>;
export type CustomRequest = z.output<typeof customRequestSchema>;

export const DEFAULT_CUSTOM_FORM: CustomRequestForm = {
  discordName: '',
  vCores: CUSTOM_SLIDERS.vCores.defaultValue,
  ramGb: CUSTOM_SLIDERS.ramGb.defaultValue,
  ssdGb: CUSTOM_SLIDERS.ssdGb.defaultValue,
  additionalInfo: '',
};

export function validateCustomRequest(form: CustomRequestForm): Validation<CustomRequest> {
  return validationOf(customRequestSchema, form);
}

/** The custom server request as the team reads it (docs/product.md#requests-to-the-team). */
export function buildCustomPayload(request: CustomRequest, stamp: RequestStamp): WebhookPayload {
  const { vCores, ramGb, ssdGb } = request;
  return servicePayload('custom', request, [String(vCores), String(ramGb), String(ssdGb)], stamp);
}

/** The Custom Server form as its dialog runs it. */
export const customRequestForm: RequestForm<CustomRequestForm, CustomRequest> = {
  fields: DEFAULT_CUSTOM_FORM,
  validate: validateCustomRequest,
  compose: buildCustomPayload,
};
