import type { ActorRefFrom } from 'xstate';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { formatEuro } from '@/domain/money';
import {
  planRequestMachine,
  type PlanRequestFields,
  type SelectedPlan,
} from '@/features/cloudium/machines/plan-request.machine';
import { DiscordNameField, RequestDialog } from './request-dialog';
import { requestDialog } from './request-desk';
import { useRequestDialogFrame } from './request-form-actor';
import { useActorState } from '@/ui/machine-actor';

const copy = cloudiumContent.dialogs;

type PlanRequestActor = ActorRefFrom<typeof planRequestMachine>;

function PlanRequestDialog({ actor }: { actor: PlanRequestActor }) {
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

/** The plan dialog, opened by a plan card, the plan finder and the Custom Server dialog's plan fit. */
export const planRequestDialog = requestDialog({
  name: 'plan',
  kind: 'plan',
  machine: planRequestMachine,
  Dialog: PlanRequestDialog,
});

/** What opening the plan dialog presets: the plan, and what the plan finder was asked for it, if it recommended it. */
export function planChosen(plan: SelectedPlan, intent?: string): Partial<PlanRequestFields> {
  return { plan, recommendedFor: intent ?? null };
}
