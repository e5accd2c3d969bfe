import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { cloudiumContent } from '@/content/cloudium.content';
import type { WebhookPayload } from '@/domain/webhook-contract';
import { formatEuro } from '@/domain/money';
import { planRequestMachine } from '@/machines/plan-request.machine';
import { settleWebhook, useSendPlanRequestMutation } from '@/store/webhook.api';
import { inspectOptions } from '@/ui/machine-inspector';
import { notify } from '@/ui/toaster';
import { DialogTextField, RequestDialog } from './request-dialog';

const copy = cloudiumContent.dialogs;

export type PlanRequestActor = ActorRefFrom<typeof planRequestMachine>;

/** Starts the plan request machine with the real webhook call and toasts. */
export function usePlanRequestActor(): PlanRequestActor {
  const [send] = useSendPlanRequestMutation();
  return useActorRef(
    planRequestMachine.provide({
      actors: { submit: fromPromise<undefined, WebhookPayload>(({ input }) => settleWebhook(send)(input)) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
    { ...inspectOptions() },
  );
}

export function PlanRequestDialog({ actor }: { actor: PlanRequestActor }) {
  const open = useSelector(actor, (state) => state.hasTag('open'));
  const submitting = useSelector(actor, (state) => state.hasTag('submitting'));
  const plan = useSelector(actor, (state) => state.context.plan);
  const discordName = useSelector(actor, (state) => state.context.discordName);
  return (
    <RequestDialog
      testId="plan-request-dialog"
      open={open}
      submitting={submitting}
      title={plan ? copy.plan.title(plan.name) : copy.plan.noPlanTitle}
      intro={copy.plan.intro}
      price={{ label: copy.plan.priceLabel, value: plan ? copy.plan.priceValue(formatEuro(plan.priceCents)) : '–' }}
      onClose={() => actor.send({ type: 'dialog.close' })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    >
      <DialogTextField
        name="discordName"
        label={copy.discordName}
        placeholder={copy.discordPlaceholder}
        required
        disabled={submitting}
        value={discordName}
        onChange={(value) => actor.send({ type: 'field.change', value })}
      />
    </RequestDialog>
  );
}
