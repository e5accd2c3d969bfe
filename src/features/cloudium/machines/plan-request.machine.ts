import type { HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import { validatePlanRequest, buildPlanPayload } from '@/features/cloudium/domain/plan-request.schema';
import { planFailureNotice, planSuccessNotice } from '@/features/cloudium/domain/request-notices';
import { createRequestFormMachine } from './request-form.machine';

/**
 * The plan request dialog (docs/product.md#states): closed; opens on choosing a plan; closes on cancel; on success it
 * closes and the name is cleared; on failure it stays open with the name kept. While submitting, a second
 * submit and closing are ignored, so a request cannot be sent twice.
 */
export type SelectedPlan = Pick<HostingPlan, 'name' | 'priceCents'>;

export interface PlanRequestFields {
  plan: SelectedPlan | null;
  discordName: string;
  /** What the visitor asked the plan finder ("Palworld, 12 Spieler"); null for a plan chosen from the grid. */
  recommendedFor: string | null;
}

const NO_PLAN_CHOSEN: PlanRequestFields = { plan: null, discordName: '', recommendedFor: null };

export const planRequestMachine = createRequestFormMachine({
  id: 'planRequest',
  fields: NO_PLAN_CHOSEN,
  validate: (fields) => validatePlanRequest(fields.plan, fields),
  compose: buildPlanPayload,
  notices: { success: planSuccessNotice, failure: planFailureNotice },
  layout: { kind: 'dialog', afterFailure: 'editing' },
  afterSuccess: (fields) => ({ ...fields, discordName: '' }),
});
