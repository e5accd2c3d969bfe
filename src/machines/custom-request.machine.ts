import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_CUSTOM_FORM, validateCustomRequest, type CustomRequestForm } from '@/domain/custom-request.schema';
import type { CustomSizeKey } from '@/domain/custom-server';
import { newReference, type WebhookPayload } from '@/domain/webhook-contract';
import { buildCustomPayload } from '@/domain/webhook-payload';
import { requestFailureNotice, requestSuccessNotice, validationNotice, type Notice } from './cloudium-notices';

/**
 * The Custom Server dialog (spec point 4): Discord name, three sliders, optional extra info. It closes after
 * every submit attempt, whether it succeeded or not; a validation failure is no attempt and keeps it open.
 * The choice is kept between openings (only the managed dialog clears on close).
 */
export interface CustomRequestContext {
  form: CustomRequestForm;
  reference: string | null;
  /** Reference of the last request that was accepted; the page keeps showing it. */
  lastReference: string | null;
  payload: WebhookPayload | null;
}

export type CustomRequestEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: 'discordName' | 'additionalInfo'; value: string }
  | { type: 'size.change'; key: CustomSizeKey; value: number }
  | { type: 'form.submit' };

export const customRequestMachine = setup({
  types: {
    context: {} as CustomRequestContext,
    events: {} as CustomRequestEvent,
    tags: {} as 'open' | 'submitting',
  },
  actors: {
    /** Injected by the page: posts the payload; resolves on an ok answer, rejects with a WebhookFailure. */
    submit: fromPromise<undefined, WebhookPayload>(async () => {
      throw new Error('submit actor not provided');
    }),
  },
  guards: {
    isValid: ({ context }) => validateCustomRequest(context.form).ok,
  },
  actions: {
    /** Injected by the page: shows the toast. */
    notify: (_, _notice: Notice) => undefined,
    setField: assign({
      form: ({ context, event }) => {
        if (event.type === 'field.change') return { ...context.form, [event.field]: event.value };
        if (event.type === 'size.change') return { ...context.form, [event.key]: event.value };
        return context.form;
      },
    }),
    rememberReference: assign({ lastReference: ({ context }) => context.reference }),
    preparePayload: assign(({ context }) => {
      const result = validateCustomRequest(context.form);
      if (!result.ok) return {};
      const reference = newReference();
      return {
        reference,
        payload: buildCustomPayload(result.value, { reference, timestamp: new Date().toISOString() }),
      };
    }),
  },
}).createMachine({
  id: 'customRequest',
  initial: 'closed',
  context: { form: DEFAULT_CUSTOM_FORM, reference: null, lastReference: null, payload: null },
  states: {
    closed: {
      on: { 'dialog.open': 'editing' },
    },
    editing: {
      tags: 'open',
      on: {
        'dialog.close': 'closed',
        'field.change': { actions: 'setField' },
        'size.change': { actions: 'setField' },
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'preparePayload' },
          {
            actions: {
              type: 'notify',
              params: ({ context }) => {
                const result = validateCustomRequest(context.form);
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
