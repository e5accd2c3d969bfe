import { assign, fromPromise, setup } from 'xstate';
import { EMPTY_SUPPORT_REQUEST, validateSupportRequest, type SupportRequest } from '@/domain/support.schema';
import { newReference, type WebhookPayload } from '@/domain/webhook-contract';
import { buildSupportPayload } from '@/domain/webhook-payload';
import {
  supportFailureNotice,
  supportMissingNotice,
  supportSuccessNotice,
  type Notice,
} from '@/domain/request-notices';

/**
 * The support form (docs/product.md#states): idle, then submitting (button disabled, 'Sende...'). On success the fields
 * are cleared and the success message shown; on failure the fields are kept. Submitting ignores a second submit.
 */
export interface SupportFormContext {
  values: SupportRequest;
  reference: string | null;
  /** Reference of the last request that was accepted, shown below the form. */
  lastReference: string | null;
  payload: WebhookPayload | null;
}

export type SupportField = keyof SupportRequest;

export type SupportFormEvent = { type: 'field.change'; field: SupportField; value: string } | { type: 'form.submit' };

export const supportFormMachine = setup({
  types: {
    context: {} as SupportFormContext,
    events: {} as SupportFormEvent,
    tags: {} as 'submitting',
  },
  actors: {
    /**
     * Injected by the page: posts the payload; resolves with the reference the relay accepted it under (a fresh
     * one when the first was taken), rejects with a WebhookFailure.
     */
    submit: fromPromise<string, WebhookPayload>(async () => {
      throw new Error('submit actor not provided');
    }),
  },
  guards: {
    isComplete: ({ context }) => validateSupportRequest(context.values).ok,
  },
  actions: {
    /** Injected by the page: shows the toast. */
    notify: (_, _notice: Notice) => undefined,
    setField: assign({
      values: ({ context, event }) =>
        event.type === 'field.change' ? { ...context.values, [event.field]: event.value } : context.values,
    }),
    clearFields: assign({ values: EMPTY_SUPPORT_REQUEST }),
    /** The reference the relay accepted (fresh when the prepared one was taken) is the one the visitor sees. */
    rememberReference: assign((_, reference: string) => ({ reference, lastReference: reference })),
    preparePayload: assign(({ context }) => {
      const result = validateSupportRequest(context.values);
      if (!result.ok) return {};
      const reference = newReference();
      return {
        reference,
        payload: buildSupportPayload(result.value, { reference, timestamp: new Date().toISOString() }),
      };
    }),
  },
}).createMachine({
  id: 'supportForm',
  initial: 'idle',
  context: { values: EMPTY_SUPPORT_REQUEST, reference: null, lastReference: null, payload: null },
  states: {
    idle: {
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [
          { guard: 'isComplete', target: 'submitting', actions: 'preparePayload' },
          { actions: { type: 'notify', params: supportMissingNotice } },
        ],
      },
    },
    submitting: {
      tags: 'submitting',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.payload as WebhookPayload,
        onDone: {
          target: 'idle',
          actions: [
            'clearFields',
            { type: 'rememberReference', params: ({ event }) => event.output },
            { type: 'notify', params: ({ context }) => supportSuccessNotice(context.reference ?? '') },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => supportFailureNotice(event.error) },
        },
      },
    },
  },
});
