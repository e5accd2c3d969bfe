import { fromPromise, type Actor, type ActorRef, type Snapshot } from 'xstate';
import type { RequestDraft } from '@/features/cloudium/domain/request-delivery';
import type { Notice } from '@/domain/notice';
import type { RequestFormMachine } from '@/features/cloudium/machines/request-form.machine';
import { sendWebhook, useSendRequestMutation, webhookApi } from '@/features/cloudium/store/webhook.api';
import { useStorePart } from '@/store/hooks';
import { useActorState, useMachineActor } from '@/ui/machine-actor';
import { notify } from '@/ui/toaster';

/**
 * Starts a request form's machine (a Cloudium dialog or the support form) with the real webhook call (the RTK Query
 * mutation, injected as the submit actor) and the toasts.
 */
export function useRequestFormActor<TFields, TValue>(
  machine: RequestFormMachine<TFields, TValue>,
): Actor<RequestFormMachine<TFields, TValue>> {
  useStorePart(webhookApi);
  const [send] = useSendRequestMutation();
  return useMachineActor(
    machine.provide({
      actors: { submit: fromPromise<string, RequestDraft>(({ input }) => sendWebhook(send)(input)) },
      actions: { notify: (_: unknown, notice: Notice) => notify(notice) },
    }),
  );
}

type DialogSnapshot = Snapshot<unknown> & { hasTag: (tag: 'open' | 'submitting') => boolean };

/** What every request dialog's actor offers its frame: the two tags and the close and submit events. */
export type RequestDialogActorRef = ActorRef<DialogSnapshot, { type: 'dialog.close' } | { type: 'form.submit' }>;

/** The state and handlers of the shared dialog frame (RequestDialog), read from the dialog's actor. */
export function useRequestDialogFrame(actor: RequestDialogActorRef) {
  const open = useActorState(actor, (state) => state.hasTag('open'));
  const submitting = useActorState(actor, (state) => state.hasTag('submitting'));
  return {
    open,
    submitting,
    onClose: () => actor.send({ type: 'dialog.close' }),
    onSubmit: () => actor.send({ type: 'form.submit' }),
  };
}
