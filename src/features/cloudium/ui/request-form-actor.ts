import { useEffect } from 'react';
import { fromPromise, type Actor, type ActorRef, type Snapshot } from 'xstate';
import type { RequestDraft } from '@/features/cloudium/domain/request-delivery';
import type { Notice } from '@/domain/notice';
import type { RequestKind } from '@/features/cloudium/contract/webhook-contract';
import type { RequestFormMachine } from '@/features/cloudium/machines/request-form.machine';
import {
  prepareWaitingRequests,
  sendWebhook,
  useSendRequestMutation,
  webhookApi,
} from '@/features/cloudium/store/webhook.api';
import { pageProof } from '@/features/cloudium/store/page-proof';
import { useStorePart } from '@/store/hooks';
import { useActorState, useMachineActor } from '@/ui/machine-actor';
import { notify } from '@/ui/overlay/toaster';
import { useNeededOrIdle } from '@/ui/rendering/use-needed-or-idle';
import { readTrapFields } from './trap-field';

/**
 * Starts a request form's machine (a Cloudium dialog or the support form) with the real webhook call (the RTK Query
 * mutation, injected as the submit actor, with the page's proof of work and the form's hidden field) and the toasts.
 */
export function useRequestFormActor<TFields, TValue>(
  machine: RequestFormMachine<TFields, TValue>,
  kind: RequestKind,
): Actor<RequestFormMachine<TFields, TValue>> {
  useStorePart(webhookApi);
  const [send] = useSendRequestMutation();
  const actor = useMachineActor(() =>
    machine.provide({
      actors: {
        submit: fromPromise<string, RequestDraft>(({ input }) =>
          sendWebhook(send, { kind, proofs: pageProof, trap: readTrapFields })(input),
        ),
      },
      actions: { notify: (_: unknown, notice: Notice) => notify(notice) },
    }),
  );
  usePreparedForTheSend(actor);
  return actor;
}

/**
 * Once the visitor starts filling the form in, what the send needs gets ready, seconds before the tap: the proof of
 * work, solved in a Web Worker (page-proof.ts; again for the next request once one went out), and the code that keeps
 * a request without a connection, so it is there if the connection is gone by the time they send (docs/product.md,
 * "Offline").
 */
function usePreparedForTheSend<TFields, TValue>(actor: Actor<RequestFormMachine<TFields, TValue>>): void {
  useEffect(() => {
    const untouched = JSON.stringify(actor.getSnapshot().context.fields);
    let fields = actor.getSnapshot().context.fields;
    let waitingPrepared = false;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.fields === fields) return;
      fields = snapshot.context.fields;
      // A form cleared after a send is no sign of the next one.
      if (JSON.stringify(fields) === untouched) return;
      pageProof.prepare();
      if (waitingPrepared) return;
      waitingPrepared = true;
      prepareWaitingRequests();
    });
    return () => subscription.unsubscribe();
  }, [actor]);
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

/**
 * Whether a request dialog is rendered: from the browser's first idle moment once the page is interactive, or as soon
 * as it opens. Rendered closed, a dialog mounts a portal and machines; right after hydration that would lengthen the
 * last task before the page is interactive. Each dialog comes on its own (its own idle moment, or the tap that opens
 * it): a "Paket wählen" tapped right after a page change, before the idle moments, mounts only the plan dialog in the
 * tap (docs/rendering.md). A dialog that opens another in the click that closes it (the Custom Server dialog's
 * plan-fit button) stays mounted while the other one mounts open.
 */
export function useDialogMounted(actor: RequestDialogActorRef): boolean {
  return useNeededOrIdle(useActorState(actor, (state) => state.hasTag('open')));
}

interface ReferenceSnapshot {
  readonly context: { readonly lastReference: string | null };
}

/** What every request form's actor offers for this purpose. */
interface ReferenceSource {
  getSnapshot(): ReferenceSnapshot;
  subscribe(observer: (snapshot: ReferenceSnapshot) => void): { unsubscribe(): void };
}

/**
 * Reports each reference a request of this actor was accepted under. The toast shows it for 5 s only; the plans tab
 * keeps the latest of any dialog on screen so the visitor can note it.
 */
export function useLatestReference(actor: ReferenceSource, onReference: (reference: string | null) => void): void {
  useEffect(() => {
    let previous = actor.getSnapshot().context.lastReference;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.lastReference === previous) return;
      previous = snapshot.context.lastReference;
      onReference(previous);
    });
    return () => subscription.unsubscribe();
  }, [actor, onReference]);
}
