import { customRequestDialog } from './custom-request-dialog';
import { managedRequestDialog } from './managed-request-dialog';
import { planRequestDialog } from './plan-request-dialog';
import type { RequestDialogEntry } from './request-desk';

/**
 * The request dialogs of the Cloudium page, the one list of them: the page renders each one's slot (its actor, its
 * mounting, its references, the desk that opens it), the plans tab a card for each service among them, in this
 * order. A new dialog is its file here in ui/ (a service's: `serviceRequestDialog`) and its entry in this list.
 */
export const REQUEST_DIALOGS: readonly RequestDialogEntry[] = [
  planRequestDialog,
  managedRequestDialog,
  customRequestDialog,
];
