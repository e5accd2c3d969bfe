import type { RequestForm } from '@/features/cloudium/domain/webhook-payload';
import { requestFailureNotice, requestSuccessNotice } from '@/features/cloudium/domain/request-notices';
import { createRequestFormMachine, type RequestFormDefinition } from './request-form.machine';

/** A service's request dialog: its machine's id, its kind's form, and whether it forgets its input on closing. */
export interface ServiceRequestDefinition<TFields, TValue> {
  readonly id: string;
  readonly form: RequestForm<TFields, TValue>;
  /** Managed Game Hosting forgets its input whenever it closes; the Custom Server keeps its choice. */
  readonly clearOnClose?: boolean;
}

/** The service dialogs' notices and layout: the same toasts, closed after every attempt. */
export const SERVICE_REQUEST_DIALOG = {
  notices: { success: requestSuccessNotice, failure: requestFailureNotice },
  layout: { kind: 'dialog', afterFailure: 'closed' },
} as const satisfies Pick<RequestFormDefinition<unknown, unknown>, 'notices' | 'layout'>;

/**
 * The machine of every service's dialog (Managed Game Hosting, Custom Server; docs/product.md#states): it closes after
 * every submit attempt, whether it succeeded or not; a validation failure is no attempt and keeps it open. What a
 * service asks and sends is its form (domain/), so a new service needs no machine of its own.
 */
export function createServiceRequestMachine<TFields, TValue>({
  id,
  form,
  clearOnClose = false,
}: ServiceRequestDefinition<TFields, TValue>) {
  return createRequestFormMachine({ id, ...form, ...SERVICE_REQUEST_DIALOG, clearOnClose });
}
