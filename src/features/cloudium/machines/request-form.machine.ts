import { assign, fromPromise, setup } from 'xstate';
import type { RequestDraft } from '@/features/cloudium/domain/request-delivery';
import type { Validation } from '@/domain/message-validation';
import type { RequestForm } from '@/features/cloudium/domain/webhook-payload';
import type { Notice } from '@/domain/notice';
import { validationNotice } from '@/features/cloudium/domain/request-notices';

/**
 * The life of every Cloudium request form (docs/product.md#states): the plan dialog, every service's dialog
 * (service-request.machine.ts) and the inline support form. A submit is validated once (the transient `validating` state): an invalid one is no attempt
 * and only shows why; a valid one is sent once, and while it is sent a second submit and closing are ignored.
 * What happens after the answer differs per form and is given by its definition.
 *
 * The machine is pure: it hands the submit actor a draft, and the reference and timestamp are made when the request
 * goes out (domain/request-delivery.ts), so a test replays the machine deterministically.
 */
export interface RequestFormContext<TFields, TValue> {
  /** What the visitor has entered (and, for the plan dialog, chosen). */
  fields: TFields;
  /** The last submit's validation; when it passed, its value is what is being sent. */
  validation: Validation<TValue> | null;
  /** Reference of the last request that was accepted; the page keeps showing it. */
  lastReference: string | null;
}

/** The name of a field of a form. */
type FieldOf<TFields> = keyof TFields & string;

export type RequestFormEvent<TFields> =
  /** Opens a dialog; `preset` fills fields the visitor chose before (the plan of the plan dialog). */
  | { type: 'dialog.open'; preset?: Partial<TFields> }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: FieldOf<TFields>; value: TFields[FieldOf<TFields>] }
  | { type: 'form.submit' };

export interface RequestFormNotices {
  /** Default: the dialogs' 'Fehler' toast with the validation message. */
  invalid?: (message: string) => Notice;
  success: (reference: string) => Notice;
  failure: (error: unknown) => Notice;
}

/** A dialog opens and closes; after a failed request it is closed or stays open with the input kept. */
export type RequestFormLayout = { kind: 'dialog'; afterFailure: 'closed' | 'editing' } | { kind: 'inline' };

/** A form's machine: its kind's form (domain/), and how this form shows its outcome. */
export interface RequestFormDefinition<TFields, TValue> extends RequestForm<TFields, TValue> {
  id: string;
  notices: RequestFormNotices;
  layout: RequestFormLayout;
  /** The fields after an accepted request (default: unchanged). */
  afterSuccess?: (fields: TFields) => TFields;
  /** A dialog that forgets its input whenever it closes (managed). */
  clearOnClose?: boolean;
}

/** The validated value of a submit; reaching `submitting` without one is a bug in the machine. */
function submittedValue<TValue>(validation: Validation<TValue> | null): TValue {
  if (validation === null || !validation.ok) throw new Error('submitting without a valid submit');
  return validation.value;
}

function invalidMessage(validation: Validation<unknown> | null): string {
  return validation === null || validation.ok ? '' : validation.message;
}

/** Builds one form's machine; each keeps its own id, fields and events. */
export function createRequestFormMachine<TFields, TValue>(definition: RequestFormDefinition<TFields, TValue>) {
  const { validate, compose, notices, layout } = definition;
  const invalidNotice = notices.invalid ?? validationNotice;
  const afterSuccess = definition.afterSuccess ?? ((fields: TFields) => fields);
  const isDialog = layout.kind === 'dialog';
  const openTags = isDialog ? (['open'] as const) : ([] as const);
  return setup({
    types: {
      context: {} as RequestFormContext<TFields, TValue>,
      events: {} as RequestFormEvent<TFields>,
      tags: {} as 'open' | 'submitting',
    },
    actors: {
      /**
       * Injected by the page: stamps and posts the draft; resolves with the reference the relay accepted it under,
       * rejects with a WebhookFailure.
       */
      submit: fromPromise<string, RequestDraft>(async () => {
        throw new Error('submit actor not provided');
      }),
    },
    guards: {
      passedValidation: ({ context }) => context.validation?.ok === true,
    },
    actions: {
      /** Injected by the page: shows the toast. */
      notify: (_, _notice: Notice) => undefined,
      preset: assign({
        fields: ({ context, event }) =>
          event.type === 'dialog.open' ? { ...context.fields, ...event.preset } : context.fields,
      }),
      setField: assign({
        fields: ({ context, event }) =>
          event.type === 'field.change' ? { ...context.fields, [event.field]: event.value } : context.fields,
      }),
      validate: assign({ validation: ({ context }) => validate(context.fields) }),
      clearFields: assign({ fields: () => definition.fields }),
      settleFields: assign({ fields: ({ context }) => afterSuccess(context.fields) }),
      /** The reference the relay accepted (fresh when the first was taken) is the one the visitor sees. */
      rememberReference: assign({ lastReference: (_, reference: string) => reference }),
    },
  }).createMachine({
    id: definition.id,
    initial: isDialog ? 'closed' : 'editing',
    context: { fields: definition.fields, validation: null, lastReference: null },
    states: {
      ...(isDialog
        ? {
            closed: {
              entry: definition.clearOnClose ? 'clearFields' : [],
              on: { 'dialog.open': { target: 'editing', actions: 'preset' } },
            },
          }
        : {}),
      editing: {
        tags: openTags,
        on: {
          'field.change': { actions: 'setField' },
          ...(isDialog ? { 'dialog.close': 'closed' } : {}),
          'form.submit': { target: 'validating', actions: 'validate' },
        },
      },
      // Transient: the submit's one validation decides between sending and showing why not.
      validating: {
        tags: openTags,
        always: [
          { guard: 'passedValidation', target: 'submitting' },
          {
            target: 'editing',
            actions: { type: 'notify', params: ({ context }) => invalidNotice(invalidMessage(context.validation)) },
          },
        ],
      },
      submitting: {
        tags: [...openTags, 'submitting'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }): RequestDraft => {
            const value = submittedValue(context.validation);
            return { compose: (stamp) => compose(value, stamp) };
          },
          onDone: {
            target: isDialog ? 'closed' : 'editing',
            actions: [
              'settleFields',
              { type: 'rememberReference', params: ({ event }) => event.output },
              { type: 'notify', params: ({ event }) => notices.success(event.output) },
            ],
          },
          onError: {
            target: layout.kind === 'dialog' ? layout.afterFailure : 'editing',
            actions: { type: 'notify', params: ({ event }) => notices.failure(event.error) },
          },
        },
      },
    },
  });
}

/** The machine type of one form. */
export type RequestFormMachine<TFields, TValue> = ReturnType<typeof createRequestFormMachine<TFields, TValue>>;
