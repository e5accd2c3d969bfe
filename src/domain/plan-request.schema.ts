import { validationMessages } from '@/content/cloudium-messages.content';
import type { HostingPlan } from '@/content/cloudium-plans.content';
import { invalid, isBlank, valid, type Validation } from './request-validation';

export interface PlanRequestForm {
  readonly discordName: string;
}

/** What is sent: the Discord name and the selected plan (its name and price). */
export interface PlanRequest {
  readonly discordName: string;
  readonly plan: Pick<HostingPlan, 'name' | 'priceCents'>;
}

export function validatePlanRequest(
  plan: Pick<HostingPlan, 'name' | 'priceCents'> | null | undefined,
  form: PlanRequestForm,
): Validation<PlanRequest> {
  if (!plan) return invalid(validationMessages.planRequired);
  if (isBlank(form.discordName)) return invalid(validationMessages.discordNameRequired);
  return valid({ discordName: form.discordName.trim(), plan: { name: plan.name, priceCents: plan.priceCents } });
}
