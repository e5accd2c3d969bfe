import { EMPTY_MANAGED_FORM, validateManagedRequest } from '@/features/cloudium/domain/managed-request.schema';
import { buildManagedPayload } from '@/features/cloudium/domain/webhook-payload';
import { SERVICE_REQUEST_DIALOG, createRequestFormMachine } from './request-form.machine';

/**
 * The Managed Game Hosting dialog (docs/product.md#states): it closes after every submit attempt, whether it succeeded
 * or not, and clears its fields whenever it closes. A validation failure is no attempt: the dialog stays open.
 */
export const managedRequestMachine = createRequestFormMachine({
  id: 'managedRequest',
  fields: EMPTY_MANAGED_FORM,
  validate: validateManagedRequest,
  compose: buildManagedPayload,
  ...SERVICE_REQUEST_DIALOG,
  clearOnClose: true,
});
