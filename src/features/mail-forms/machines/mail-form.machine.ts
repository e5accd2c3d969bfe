import { assign, fromPromise, setup } from 'xstate';
import { MAIL_CLIENT_SUCCESS_DELAY_MS } from '@/config/timing';
import { MAIL_TRUNCATION_MARKER } from '@/features/mail-forms/content/mail-form.content';
import { hasErrors, type FieldErrors } from '@/domain/field-errors';
import { buildMailLink, type MailLink } from '@/features/mail-forms/domain/mailto';
import type { MailFormRules, MailFormValues } from '@/features/mail-forms/domain/mail-form-rules';

/**
 * One machine pattern for both mail forms (team application: application-form.machine.ts, partnership request:
 * partnership-form.machine.ts; each screen loads only its own), docs/product.md: States, Validation, Requests to the team:
 *
 *   editing ──form.submit──► validating (once per submit)
 *      ▲                       invalid? editing: show errors, 'Fehler im Formular', re-validate on every later change
 *      │                       valid?   opening (invoke openMailClient with the mailto link)
 *      │                                  ├─ error ──► editing, '❌ Fehler', fields kept
 *      │                                  └─ done ───► confirming ──1 s──► succeeded: toast, dialog, form reset
 *      └──────────────────────────dialog.close───────────────────────────────┘
 *
 * Side effects are named and injected by the screen: the actor `openMailClient` (the browser hand-off) and the
 * toast actions `notifyInvalid`, `notifyOpened`, `notifyOpenFailed`.
 */

export interface MailFormContext<V extends MailFormValues<V>> {
  values: V;
  errors: FieldErrors<keyof V & string>;
  /** Once errors have been shown, every change re-validates (docs/product.md#states). */
  validateOnChange: boolean;
  /** The link handed to the mail client; kept after the reset so the success dialog can show the full text. */
  mail: MailLink | null;
}

export type MailFormEvent<V extends MailFormValues<V>> =
  | { type: 'field.change'; field: keyof V & string; value: V[keyof V & string] }
  | { type: 'form.submit' }
  | { type: 'dialog.close' };

export interface OpenMailClientInput {
  readonly href: string;
}

export interface MailFormDefinition<V extends MailFormValues<V>> extends MailFormRules<V> {
  readonly id: string;
}

export const MAIL_CLIENT_DELAY = 'mailClientSuccessDelay';

export function createMailFormMachine<V extends MailFormValues<V>>(definition: MailFormDefinition<V>) {
  const { validate, draft } = definition;
  const normalize = definition.normalize ?? ((values: V) => values);
  return setup({
    types: {
      context: {} as MailFormContext<V>,
      events: {} as MailFormEvent<V>,
      tags: {} as 'submitting' | 'dialogOpen',
    },
    delays: {
      [MAIL_CLIENT_DELAY]: MAIL_CLIENT_SUCCESS_DELAY_MS,
    },
    guards: {
      passedValidation: ({ context }) => !hasErrors(context.errors),
    },
    actors: {
      // The screen provides the browser hand-off; without it opening fails loudly instead of silently.
      openMailClient: fromPromise<undefined, OpenMailClientInput>(() =>
        Promise.reject(new Error('openMailClient is not provided')),
      ),
    },
    actions: {
      setField: assign(({ context, event }) => {
        if (event.type !== 'field.change') return {};
        return { values: normalize({ ...context.values, [event.field]: event.value }) };
      }),
      revalidate: assign(({ context }) => (context.validateOnChange ? { errors: validate(context.values) } : {})),
      validate: assign({ errors: ({ context }) => validate(context.values) }),
      /** Once errors have been shown, every change re-validates (docs/product.md#states). */
      validateFromNowOn: assign({ validateOnChange: true }),
      prepareMail: assign({
        mail: ({ context }) => buildMailLink(draft(context.values), { marker: MAIL_TRUNCATION_MARKER }),
      }),
      resetForm: assign({ values: () => definition.initialValues, errors: {}, validateOnChange: false }),
      forgetMail: assign({ mail: null }),
      // Toasts live in the UI layer; the screen provides them.
      notifyInvalid: () => undefined,
      notifyOpened: () => undefined,
      notifyOpenFailed: () => undefined,
    },
  }).createMachine({
    id: definition.id,
    context: { values: definition.initialValues, errors: {}, validateOnChange: false, mail: null },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'field.change': { actions: ['setField', 'revalidate'] },
          'form.submit': { target: 'validating', actions: 'validate' },
        },
      },
      // Transient: the submit's one validation decides between handing the mail over and showing the errors.
      validating: {
        always: [
          { guard: 'passedValidation', target: 'opening', actions: 'prepareMail' },
          { target: 'editing', actions: ['validateFromNowOn', 'notifyInvalid'] },
        ],
      },
      // While the mail goes out, field changes are ignored on purpose: the mail was built from the values at
      // submit, the form's fields are disabled meanwhile, and the form resets once the hand-off is confirmed.
      opening: {
        tags: 'submitting',
        invoke: {
          id: 'openMailClient',
          src: 'openMailClient',
          input: ({ context }) => ({ href: context.mail?.href ?? '' }),
          onDone: { target: 'confirming' },
          onError: { target: 'editing', actions: ['notifyOpenFailed', 'forgetMail'] },
        },
      },
      confirming: {
        tags: 'submitting',
        after: {
          [MAIL_CLIENT_DELAY]: { target: 'succeeded', actions: ['notifyOpened', 'resetForm'] },
        },
      },
      succeeded: {
        tags: 'dialogOpen',
        on: {
          'dialog.close': { target: 'editing' },
        },
      },
    },
  });
}

/** The machine type for a given form's values. */
export type MailFormMachine<V extends MailFormValues<V>> = ReturnType<typeof createMailFormMachine<V>>;
