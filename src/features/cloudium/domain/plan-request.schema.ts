import * as z from 'zod/mini';
import { validationMessages } from '@/features/cloudium/content/cloudium-messages.content';
import type { HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import { requiredText, validationOf } from '@/domain/schema-checks';
import type { Validation } from '@/domain/message-validation';
import { recommendationLine } from '@/features/cloudium/contract/finder-intent';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { formatMonthlyPrice } from '@/domain/money';
import { requestPayload, type RequestStamp } from './webhook-payload';

/**
 * A plan order: the selected plan (its name and price), then the Discord name (docs/product.md#validation). A plan
 * chosen in the plan finder also carries what the visitor asked it ("Palworld, 12 Spieler").
 */
export const planRequestSchema = z.object({
  plan: z.object({ name: z.string(), priceCents: z.number() }, { error: validationMessages.planRequired }),
  discordName: requiredText(validationMessages.discordNameRequired),
  recommendedFor: z.custom<string | undefined>((value) => value === undefined || typeof value === 'string'),
});

/** What is sent: the Discord name and the selected plan (its name and price). */
export type PlanRequest = Omit<z.output<typeof planRequestSchema>, 'recommendedFor'> & {
  readonly recommendedFor?: string | undefined;
};

export interface PlanRequestForm {
  readonly discordName: string;
  /** The plan finder's intent (contract/finder-intent.ts `finderIntent`), when the plan was chosen there. */
  readonly recommendedFor?: string | null;
}

export function validatePlanRequest(
  plan: Pick<HostingPlan, 'name' | 'priceCents'> | null | undefined,
  form: PlanRequestForm,
): Validation<PlanRequest> {
  const recommendedFor = form.recommendedFor ?? undefined;
  return validationOf(planRequestSchema, { plan, discordName: form.discordName, recommendedFor });
}

/** The plan order as the team reads it, with the finder's line when the plan was its recommendation. */
export function buildPlanPayload(request: PlanRequest, stamp: RequestStamp): WebhookPayload {
  return requestPayload(
    'plan',
    request.plan.name,
    [
      [request.plan.name, true],
      [formatMonthlyPrice(request.plan.priceCents), true],
      [request.discordName, true],
    ],
    stamp,
    request.recommendedFor ? recommendationLine(request.recommendedFor) : undefined,
  );
}
