import { DEFAULT_CUSTOM_FORM, validateCustomRequest, type CustomRequestForm } from '@/domain/custom-request.schema';
import type { CustomSizeKey } from '@/domain/custom-server';
import { buildCustomPayload } from '@/domain/webhook-payload';
import { requestFailureNotice, requestSuccessNotice } from '@/domain/request-notices';
import {
  createRequestDialogMachine,
  type RequestDialogContext,
  type RequestDialogEvent,
} from './request-dialog.machine';

/**
 * The Custom Server dialog (docs/product.md#states): Discord name, three sliders, optional extra info. It closes after
 * every submit attempt, whether it succeeded or not; a validation failure is no attempt and keeps it open.
 * The choice is kept between openings (only the managed dialog clears on close).
 */
export interface CustomRequestContext extends RequestDialogContext {
  form: CustomRequestForm;
}

export type CustomRequestEvent =
  | RequestDialogEvent
  | { type: 'field.change'; field: 'discordName' | 'additionalInfo'; value: string }
  | { type: 'size.change'; key: CustomSizeKey; value: number };

export const customRequestMachine = createRequestDialogMachine({
  id: 'customRequest',
  context: { form: DEFAULT_CUSTOM_FORM, reference: null, lastReference: null, payload: null } as CustomRequestContext,
  validate: (context) => validateCustomRequest(context.form),
  buildPayload: buildCustomPayload,
  successNotice: requestSuccessNotice,
  failureNotice: requestFailureNotice,
  editEvents: ['field.change', 'size.change'],
  setField: (context, event: CustomRequestEvent) => {
    if (event.type === 'field.change') return { form: { ...context.form, [event.field]: event.value } };
    if (event.type === 'size.change') return { form: { ...context.form, [event.key]: event.value } };
    return {};
  },
  afterFailure: 'closed',
});
