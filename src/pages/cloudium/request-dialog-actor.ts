import { fromPromise, type Actor, type ActorRef, type AnyStateMachine, type Snapshot } from 'xstate';
import type { WebhookPayload } from '@/domain/webhook-contract';
import type { Notice } from '@/domain/request-notices';
import { sendWebhook, type SendRequestTrigger } from '@/store/webhook.api';
import { useActorState, useMachineActor } from '@/ui/machine-actor';
import { notify } from '@/ui/toaster';

/** Starts a request dialog machine with the real webhook call (the dialog's RTK Query mutation) and toasts. */
export function useRequestDialogActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  send: SendRequestTrigger,
): Actor<TMachine> {
  return useMachineActor(
    machine.provide({
      actors: { submit: fromPromise<string, WebhookPayload>(({ input }) => sendWebhook(send)(input)) },
      actions: { notify: (_: unknown, notice: Notice) => notify(notice) },
    }) as TMachine,
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
