import { assign, fromPromise, setup } from 'xstate';
import type { Validation } from '@/domain/request-validation';
import { newReference, type WebhookPayload } from '@/domain/webhook-contract';
import type { RequestStamp } from '@/domain/webhook-payload';
import { validationNotice, type Notice } from '@/domain/request-notices';

/**
 * The life of a Cloudium request dialog (docs/product.md#states), shared by the plan, managed and custom dialogs: closed;
 * opens; closes on cancel; a submit that fails validation is no attempt and only shows why; a valid one is sent
 * once (a second submit and closing are ignored while sending). What happens after the answer differs per dialog
 * and is given by its definition.
 */
export interface RequestDialogContext {
  /** Reference of the request being sent. */
  reference: string | null;
  /** Reference of the last request that was accepted; the page keeps showing it. */
  lastReference: string | null;
  payload: WebhookPayload | null;
}

export type RequestDialogEvent = { type: 'dialog.open' } | { type: 'dialog.close' } | { type: 'form.submit' };

/** The events that change a field while editing; every dialog has 'field.change', the custom one also sizes. */
type EditEventType = 'field.change' | 'size.change';

export interface RequestDialogDefinition<
  TContext extends RequestDialogContext,
  TEvent extends RequestDialogEvent | { type: EditEventType },
  TValue,
> {
  id: string;
  context: TContext;
  validate: (context: TContext) => Validation<TValue>;
  buildPayload: (value: TValue, stamp: RequestStamp) => WebhookPayload;
  successNotice: (reference: string) => Notice;
  failureNotice: (error: unknown) => Notice;
  editEvents: readonly Extract<TEvent['type'], EditEventType>[];
  /** Applies a field change to the context. */
  setField: (context: TContext, event: TEvent) => Partial<TContext>;
  /** What opening takes from the open event (the plan dialog's plan). */
  selectOnOpen?: (event: TEvent) => Partial<TContext>;
  /** Fields cleared whenever the dialog closes (managed). */
  clearOnClose?: Partial<TContext>;
  /** Fields cleared after an accepted request (plan). */
  clearOnSuccess?: Partial<TContext>;
  /** Where a failed request leaves the dialog: closed (managed, custom) or open with the input kept (plan). */
  afterFailure: 'closed' | 'editing';
}

function validationNoticeOf(result: Validation<unknown>): Notice {
  return validationNotice(result.ok ? '' : result.message);
}

/** Builds one dialog's machine; each keeps its own id, context and events. */
export function createRequestDialogMachine<
  TContext extends RequestDialogContext,
  TEvent extends RequestDialogEvent | { type: EditEventType },
  TValue,
>(definition: RequestDialogDefinition<TContext, TEvent, TValue>) {
  const { validate, buildPayload, successNotice, failureNotice } = definition;
  const editing = Object.fromEntries(definition.editEvents.map((type) => [type, { actions: 'setField' as const }]));
  return setup({
    types: {
      context: {} as TContext,
      events: {} as TEvent,
      tags: {} as 'open' | 'submitting',
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
      isValid: ({ context }) => validate(context).ok,
    },
    actions: {
      /** Injected by the page: shows the toast. */
      notify: (_, _notice: Notice) => undefined,
      setField: assign(({ context, event }) => definition.setField(context, event)),
      selectOnOpen: assign(({ event }) => definition.selectOnOpen?.(event) ?? {}),
      clearOnClose: assign(() => definition.clearOnClose ?? {}),
      clearOnSuccess: assign(() => definition.clearOnSuccess ?? {}),
      /** The reference the relay accepted (fresh when the prepared one was taken) is the one the visitor sees. */
      rememberReference: assign(
        (_, reference: string) => ({ reference, lastReference: reference }) as Partial<TContext>,
      ),
      preparePayload: assign(({ context }) => {
        const result = validate(context);
        if (!result.ok) return {};
        const reference = newReference();
        return {
          reference,
          payload: buildPayload(result.value, { reference, timestamp: new Date().toISOString() }),
        } as Partial<TContext>;
      }),
    },
  }).createMachine({
    id: definition.id,
    initial: 'closed',
    context: definition.context,
    states: {
      closed: {
        entry: definition.clearOnClose ? 'clearOnClose' : [],
        on: { 'dialog.open': { target: 'editing', actions: definition.selectOnOpen ? 'selectOnOpen' : [] } },
      },
      editing: {
        tags: 'open',
        // TypeScript cannot check event names against a generic event union; the machine tests cover these keys.
        on: {
          ...editing,
          'dialog.close': 'closed',
          'form.submit': [
            { guard: 'isValid', target: 'submitting', actions: 'preparePayload' },
            {
              actions: {
                type: 'notify',
                params: ({ context }: { context: TContext }) => validationNoticeOf(validate(context)),
              },
            },
          ],
        } as never,
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
              ...(definition.clearOnSuccess ? ['clearOnSuccess' as const] : []),
              { type: 'rememberReference', params: ({ event }) => event.output },
              { type: 'notify', params: ({ context }) => successNotice(context.reference ?? '') },
            ],
          },
          onError: {
            target: definition.afterFailure,
            actions: { type: 'notify', params: ({ event }) => failureNotice(event.error) },
          },
        },
      },
    },
  });
}
