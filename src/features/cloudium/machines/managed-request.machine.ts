import { EMPTY_MANAGED_FORM, validateManagedRequest } from '@/features/cloudium/domain/managed-request.schema';
import { buildManagedPayload } from '@/features/cloudium/domain/webhook-payload';
import { requestFailureNotice, requestSuccessNotice } from '@/features/cloudium/domain/request-notices';
import { createRequestFormMachine } from './request-form.machine';

/**
 * The Managed Game Hosting dialog (docs/product.md#states): it closes after every submit attempt, whether it succeeded
 * or not, and clears its fields whenever it closes. A validation failure is no attempt: the dialog stays open.
 */
export const managedRequestMachine = createRequestFormMachine({
  id: 'managedRequest',
  fields: EMPTY_MANAGED_FORM,
  validate: validateManagedRequest,
  compose: buildManagedPayload,
  notices: { success: requestSuccessNotice, failure: requestFailureNotice },
  layout: { kind: 'dialog', afterFailure: 'closed' },
  clearOnClose: true,
});
