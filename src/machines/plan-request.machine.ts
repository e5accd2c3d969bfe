import type { HostingPlan } from '@/content/cloudium-plans.content';
import { validatePlanRequest } from '@/domain/plan-request.schema';
import { buildPlanPayload } from '@/domain/webhook-payload';
import { planFailureNotice, planSuccessNotice } from '@/domain/request-notices';
import { createRequestDialogMachine, type RequestDialogContext } from './request-dialog.machine';

/**
 * The plan request dialog (docs/product.md#states): closed; opens on choosing a plan; closes on cancel; on success it
 * closes and the name is cleared; on failure it stays open with the name kept. While submitting, a second
 * submit and closing are ignored, so a request cannot be sent twice.
 */
export type SelectedPlan = Pick<HostingPlan, 'name' | 'priceCents'>;

export interface PlanRequestContext extends RequestDialogContext {
  plan: SelectedPlan | null;
  discordName: string;
}

export type PlanRequestEvent =
  | { type: 'dialog.open'; plan: SelectedPlan | null }
  | { type: 'dialog.close' }
  | { type: 'field.change'; value: string }
  | { type: 'form.submit' };

export const planRequestMachine = createRequestDialogMachine({
  id: 'planRequest',
  context: { plan: null, discordName: '', reference: null, lastReference: null, payload: null } as PlanRequestContext,
  validate: (context) => validatePlanRequest(context.plan, context),
  buildPayload: buildPlanPayload,
  successNotice: planSuccessNotice,
  failureNotice: planFailureNotice,
  editEvents: ['field.change'],
  setField: (_, event: PlanRequestEvent) => (event.type === 'field.change' ? { discordName: event.value } : {}),
  selectOnOpen: (event) => ({ plan: event.type === 'dialog.open' ? event.plan : null }),
  clearOnSuccess: { discordName: '' },
  afterFailure: 'editing',
});
