import type { HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import { CUSTOM_SETUP_FEE_CENTS, MANAGED_SERVICE_FEE_CENTS } from '@/config/business';
import type { RequestKind } from '@/features/cloudium/contract/webhook-contract';

/**
 * The services beyond the standard plans (docs/product.md#cloudium-cloudium): each has a card and a dialog. Every
 * request kind but the support message and the plan order is one, so a new kind is a type error below until it has
 * its fee.
 */
export type Service = Exclude<RequestKind, 'support' | 'plan'>;

/** What each service costs on top: managed per month, custom once for the setup. */
export const SERVICE_FEE_CENTS: Readonly<Record<Service, number>> = {
  managed: MANAGED_SERVICE_FEE_CENTS,
  custom: CUSTOM_SETUP_FEE_CENTS,
};

/** Plans with type 'standard' or no type belong in the plan grid (docs/product.md#cloudium-cloudium). */
export function isStandardPlan(plan: Pick<HostingPlan, 'type'>): boolean {
  return plan.type === undefined || plan.type === 'standard';
}

export function standardPlans(plans: readonly HostingPlan[]): HostingPlan[] {
  return plans.filter(isStandardPlan);
}

export interface ServerSize {
  readonly vCores: number;
  readonly ramGb: number;
  readonly ssdGb: number;
}

/**
 * The cheapest standard plan with at least the chosen vCores, RAM and SSD (docs/product.md#cloudium-cloudium, Custom Server dialog), or null
 * when no standard plan covers the selection. Ties on price go to the plan listed first.
 */
export function cheapestFittingPlan(plans: readonly HostingPlan[], size: ServerSize): HostingPlan | null {
  let best: HostingPlan | null = null;
  for (const plan of standardPlans(plans)) {
    const fits = plan.vCores >= size.vCores && plan.ramGb >= size.ramGb && plan.ssdGb >= size.ssdGb;
    if (fits && (best === null || plan.priceCents < best.priceCents)) best = plan;
  }
  return best;
}
