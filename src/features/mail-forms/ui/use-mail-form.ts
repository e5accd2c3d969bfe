import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import { mailFormMessages as text } from '@/features/mail-forms/content/mail-form.content';
import type { FieldErrors } from '@/domain/field-errors';
import type { MailLink } from '@/features/mail-forms/domain/mailto';
import {
  type MailFormValues,
  type MailFormMachine,
  type OpenMailClientInput,
} from '@/features/mail-forms/machines/mail-form.machine';
import { useActorState, useMachineActor } from '@/ui/machine-actor';
import { notify } from '@/ui/toaster';
import { openMailLink } from './open-mail-link';

/**
 * Runs a mail form machine with the browser side effects: the mail hand-off and the toasts of docs/product.md#errors.
 * Returns what the form needs to render and the three things it can do.
 */
export interface MailForm<V extends MailFormValues<V>> {
  readonly values: V;
  readonly errors: FieldErrors<keyof V & string>;
  readonly mail: MailLink | null;
  readonly submitting: boolean;
  readonly dialogOpen: boolean;
  readonly change: <F extends keyof V & string>(field: F, value: V[F]) => void;
  readonly submit: () => void;
  readonly closeDialog: () => void;
}

export function useMailForm<V extends MailFormValues<V>>(machine: MailFormMachine<V>): MailForm<V> {
  const actor = useMachineActor(() =>
    machine.provide({
      actors: {
        openMailClient: fromPromise<undefined, OpenMailClientInput>(async ({ input }) => {
          openMailLink(input.href);
          return undefined;
        }),
      },
      actions: {
        notifyInvalid: () => notify({ title: text.invalidTitle, description: text.invalidDescription, kind: 'error' }),
        notifyOpened: () => notify({ title: text.openedTitle, description: text.openedDescription, kind: 'success' }),
        notifyOpenFailed: () =>
          notify({ title: text.openFailedTitle, description: text.openFailedDescription, kind: 'error' }),
      },
    }),
  );
  const state = useActorState(actor, (snapshot) => snapshot);
  const { send } = actor;

  const change = useCallback(
    <F extends keyof V & string>(field: F, value: V[F]) => send({ type: 'field.change', field, value }),
    [send],
  );
  const submit = useCallback(() => send({ type: 'form.submit' }), [send]);
  const closeDialog = useCallback(() => send({ type: 'dialog.close' }), [send]);

  return {
    values: state.context.values,
    errors: state.context.errors,
    mail: state.context.mail,
    submitting: state.hasTag('submitting'),
    dialogOpen: state.hasTag('dialogOpen'),
    change,
    submit,
    closeDialog,
  };
}
