import {
  EMPTY_SUPPORT_REQUEST,
  validateSupportRequest,
  buildSupportPayload,
} from '@/features/cloudium/domain/support.schema';
import {
  supportFailureNotice,
  supportMissingNotice,
  supportSuccessNotice,
} from '@/features/cloudium/domain/request-notices';
import { createRequestFormMachine } from './request-form.machine';

/**
 * The support form (docs/product.md#states): editing, then submitting (button disabled, 'Sende...'). On success the
 * fields are cleared and the success message shown; on failure the fields are kept. Submitting ignores a second
 * submit. It is the request dialogs' machine without the dialog.
 */
export const supportFormMachine = createRequestFormMachine({
  id: 'supportForm',
  fields: EMPTY_SUPPORT_REQUEST,
  validate: validateSupportRequest,
  compose: buildSupportPayload,
  notices: { invalid: supportMissingNotice, success: supportSuccessNotice, failure: supportFailureNotice },
  layout: { kind: 'inline' },
  afterSuccess: () => EMPTY_SUPPORT_REQUEST,
});
