import * as z from 'zod/mini';
import { validationMessages } from '@/content/cloudium-messages.content';
import type { HostingPlan } from '@/content/cloudium-plans.content';
import { requiredText, validationOf } from './schema-validation';
import type { Validation } from './request-validation';

/** A plan order: the selected plan (its name and price), then the Discord name (docs/product.md#validation). */
export const planRequestSchema = z.object({
  plan: z.object({ name: z.string(), priceCents: z.number() }, { error: validationMessages.planRequired }),
  discordName: requiredText(validationMessages.discordNameRequired),
});

/** What is sent: the Discord name and the selected plan (its name and price). */
export type PlanRequest = z.output<typeof planRequestSchema>;

export interface PlanRequestForm {
  readonly discordName: string;
}

export function validatePlanRequest(
  plan: Pick<HostingPlan, 'name' | 'priceCents'> | null | undefined,
  form: PlanRequestForm,
): Validation<PlanRequest> {
  return validationOf(planRequestSchema, { plan, discordName: form.discordName });
}
