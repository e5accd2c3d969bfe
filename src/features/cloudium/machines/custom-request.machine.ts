import { DEFAULT_CUSTOM_FORM, validateCustomRequest } from '@/features/cloudium/domain/custom-request.schema';
import { buildCustomPayload } from '@/features/cloudium/domain/webhook-payload';
import { SERVICE_REQUEST_DIALOG, createRequestFormMachine } from './request-form.machine';

/**
 * The Custom Server dialog (docs/product.md#states): Discord name, three sliders, optional extra info. It closes after
 * every submit attempt, whether it succeeded or not; a validation failure is no attempt and keeps it open.
 * The choice is kept between openings (only the managed dialog clears on close).
 */
export const customRequestMachine = createRequestFormMachine({
  id: 'customRequest',
  fields: DEFAULT_CUSTOM_FORM,
  validate: validateCustomRequest,
  compose: buildCustomPayload,
  ...SERVICE_REQUEST_DIALOG,
});
