import { assign, fromPromise, setup } from 'xstate';
import { EMPTY_MANAGED_FORM, validateManagedRequest, type ManagedRequestForm } from '@/domain/managed-request.schema';
import { newReference, type WebhookPayload } from '@/domain/webhook-contract';
import { buildManagedPayload } from '@/domain/webhook-payload';
import { requestFailureNotice, requestSuccessNotice, validationNotice, type Notice } from './cloudium-notices';

/**
 * The Managed Game Hosting dialog (spec point 4): it closes after every submit attempt, whether it succeeded or
 * not, and clears its fields whenever it closes. A validation failure is no attempt: the dialog stays open.
 */
export interface ManagedRequestContext {
  form: ManagedRequestForm;
  reference: string | null;
  /** Reference of the last request that was accepted; the page keeps showing it. */
  lastReference: string | null;
  payload: WebhookPayload | null;
}

export type ManagedField = keyof ManagedRequestForm;

export type ManagedRequestEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: ManagedField; value: string }
  | { type: 'form.submit' };

export const managedRequestMachine = setup({
  types: {
    context: {} as ManagedRequestContext,
    events: {} as ManagedRequestEvent,
    tags: {} as 'open' | 'submitting',
  },
  actors: {
    /** Injected by the page: posts the payload; resolves on an ok answer, rejects with a WebhookFailure. */
    submit: fromPromise<undefined, WebhookPayload>(async () => {
      throw new Error('submit actor not provided');
    }),
  },
  guards: {
    isValid: ({ context }) => validateManagedRequest(context.form).ok,
  },
  actions: {
    /** Injected by the page: shows the toast. */
    notify: (_, _notice: Notice) => undefined,
    setField: assign({
      form: ({ context, event }) =>
        event.type === 'field.change' ? { ...context.form, [event.field]: event.value } : context.form,
    }),
    clearFields: assign({ form: EMPTY_MANAGED_FORM }),
    rememberReference: assign({ lastReference: ({ context }) => context.reference }),
    preparePayload: assign(({ context }) => {
      const result = validateManagedRequest(context.form);
      if (!result.ok) return {};
      const reference = newReference();
      return {
        reference,
        payload: buildManagedPayload(result.value, { reference, timestamp: new Date().toISOString() }),
      };
    }),
  },
}).createMachine({
  id: 'managedRequest',
  initial: 'closed',
  context: { form: EMPTY_MANAGED_FORM, reference: null, lastReference: null, payload: null },
  states: {
    closed: {
      entry: 'clearFields',
      on: { 'dialog.open': 'editing' },
    },
    editing: {
      tags: 'open',
      on: {
        'dialog.close': 'closed',
        'field.change': { actions: 'setField' },
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'preparePayload' },
          {
            actions: {
              type: 'notify',
              params: ({ context }) => {
                const result = validateManagedRequest(context.form);
                return validationNotice(result.ok ? '' : result.message);
              },
            },
          },
        ],
      },
    },
    submitting: {
      tags: ['open', 'submitting'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.payload as WebhookPayload,
        onDone: {
          target: 'closed',
          actions: [
            'rememberReference',
            { type: 'notify', params: ({ context }) => requestSuccessNotice(context.reference ?? '') },
          ],
        },
        onError: {
          target: 'closed',
          actions: { type: 'notify', params: ({ event }) => requestFailureNotice(event.error) },
        },
      },
    },
  },
});
