import type { ActorRefFrom } from 'xstate';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { formatEuro } from '@/domain/money';
import { planRequestMachine } from '@/features/cloudium/machines/plan-request.machine';
import { DiscordNameField, RequestDialog } from './request-dialog';
import { useRequestDialogFrame, useRequestFormActor } from './request-form-actor';
import { useActorState } from '@/ui/machine-actor';

const copy = cloudiumContent.dialogs;

export type PlanRequestActor = ActorRefFrom<typeof planRequestMachine>;

/** Starts the plan request machine with the real webhook call and toasts. */
export function usePlanRequestActor(): PlanRequestActor {
  return useRequestFormActor(planRequestMachine);
}

export function PlanRequestDialog({ actor }: { actor: PlanRequestActor }) {
  const frame = useRequestDialogFrame(actor);
  const plan = useActorState(actor, (state) => state.context.fields.plan);
  return (
    <RequestDialog
      testId="plan-request-dialog"
      {...frame}
      title={plan ? copy.plan.title(plan.name) : copy.plan.noPlanTitle}
      intro={copy.plan.intro}
      price={{ label: copy.plan.priceLabel, value: plan ? copy.plan.priceValue(formatEuro(plan.priceCents)) : '–' }}
    >
      <PlanDiscordNameField actor={actor} />
    </RequestDialog>
  );
}

/**
 * The Discord name reads its value from the dialog's machine itself: a key renders the field, not the dialog's frame
 * (docs/performance.md#taps).
 */
function PlanDiscordNameField({ actor }: { actor: PlanRequestActor }) {
  const discordName = useActorState(actor, (state) => state.context.fields.discordName);
  const submitting = useActorState(actor, (state) => state.hasTag('submitting'));
  return (
    <DiscordNameField
      disabled={submitting}
      value={discordName}
      onChange={(value) => actor.send({ type: 'field.change', field: 'discordName', value })}
    />
  );
}
