import { EMPTY_MANAGED_FORM, validateManagedRequest, type ManagedRequestForm } from '@/domain/managed-request.schema';
import { buildManagedPayload } from '@/domain/webhook-payload';
import { requestFailureNotice, requestSuccessNotice } from '@/domain/request-notices';
import {
  createRequestDialogMachine,
  type RequestDialogContext,
  type RequestDialogEvent,
} from './request-dialog.machine';

/**
 * The Managed Game Hosting dialog (docs/product.md#states): it closes after every submit attempt, whether it succeeded or
 * not, and clears its fields whenever it closes. A validation failure is no attempt: the dialog stays open.
 */
export interface ManagedRequestContext extends RequestDialogContext {
  form: ManagedRequestForm;
}

export type ManagedField = keyof ManagedRequestForm;

export type ManagedRequestEvent = RequestDialogEvent | { type: 'field.change'; field: ManagedField; value: string };

export const managedRequestMachine = createRequestDialogMachine({
  id: 'managedRequest',
  context: { form: EMPTY_MANAGED_FORM, reference: null, lastReference: null, payload: null } as ManagedRequestContext,
  validate: (context) => validateManagedRequest(context.form),
  buildPayload: buildManagedPayload,
  successNotice: requestSuccessNotice,
  failureNotice: requestFailureNotice,
  editEvents: ['field.change'],
  setField: (context, event: ManagedRequestEvent) =>
    event.type === 'field.change' ? { form: { ...context.form, [event.field]: event.value } } : {},
  clearOnClose: { form: EMPTY_MANAGED_FORM },
  afterFailure: 'closed',
});
