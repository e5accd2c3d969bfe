import { useCallback, useMemo } from 'react';
import { fromPromise, type Actor } from 'xstate';
import { mailFormMessages as text } from '@/features/mail-forms/content/mail-form.content';
import type { MailLink } from '@/features/mail-forms/domain/mailto';
import type { MailFormValues } from '@/features/mail-forms/domain/mail-form-rules';
import type { MailFormMachine, OpenMailClientInput } from '@/features/mail-forms/machines/mail-form.machine';
import { useActorState, useMachineActor } from '@/ui/machine-actor';
import { notify } from '@/ui/overlay/toaster';
import { openMailLink } from './open-mail-link';

type MailFormActor<V extends MailFormValues<V>> = Actor<MailFormMachine<V>>;

/**
 * What the fields need of the form: they read their own value and message from the running machine (useMailField)
 * and send their changes. The object stays the same for the form's life, so a field renders again only when what it
 * reads changes (docs/performance.md#taps): a key renders its field, an empty send the fields that get a message.
 */
export interface MailFormFields<V extends MailFormValues<V>> {
  readonly actor: MailFormActor<V>;
  readonly change: <F extends keyof V & string>(field: F, value: V[F]) => void;
}

/**
 * Runs a mail form machine with the browser side effects: the mail hand-off and the toasts of docs/product.md#errors.
 * Returns what the form's frame and dialog render, and what the fields read from.
 */
export interface MailForm<V extends MailFormValues<V>> {
  readonly fields: MailFormFields<V>;
  readonly mail: MailLink | null;
  readonly submitting: boolean;
  readonly dialogOpen: boolean;
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
  const { send } = actor;
  const mail = useActorState(actor, (snapshot) => snapshot.context.mail);
  const submitting = useActorState(actor, (snapshot) => snapshot.hasTag('submitting'));
  const dialogOpen = useActorState(actor, (snapshot) => snapshot.hasTag('dialogOpen'));

  const change = useCallback(
    <F extends keyof V & string>(field: F, value: V[F]) => send({ type: 'field.change', field, value }),
    [send],
  );
  const submit = useCallback(() => send({ type: 'form.submit' }), [send]);
  const closeDialog = useCallback(() => send({ type: 'dialog.close' }), [send]);
  const fields = useMemo(() => ({ actor, change }), [actor, change]);

  return { fields, mail, submitting, dialogOpen, submit, closeDialog };
}

/** One field of a running mail form: its value, its message, and whether it is shown (`shownWhen` of the values). */
export function useMailField<V extends MailFormValues<V>, F extends keyof V & string>(
  { actor }: MailFormFields<V>,
  name: F,
  shownWhen?: (values: V) => boolean,
): { readonly value: V[F]; readonly error: string | undefined; readonly shown: boolean } {
  const value = useActorState(actor, (snapshot) => snapshot.context.values[name]);
  const error = useActorState(actor, (snapshot) => snapshot.context.errors[name]);
  const shown = useActorState(actor, (snapshot) => shownWhen?.(snapshot.context.values) ?? true);
  return { value, error, shown };
}
