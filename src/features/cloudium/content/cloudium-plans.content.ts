/**
 * The hosting plans of docs/product.md#community-data, as typed data. Prices are integer cents (the money formatter renders them);
 * the hardware numbers are kept as numbers too, so the custom configurator can find the cheapest fitting plan.
 */
export type PlanType = 'standard';

export interface HostingPlan {
  readonly name: string;
  /** Final monthly price in cents. */
  readonly priceCents: number;
  /** 'standard' or absent; both count as standard plans. */
  readonly type?: PlanType;
  readonly vCores: number;
  readonly ramGb: number;
  readonly ssdGb: number;
  readonly features: readonly string[];
}

/** The plan highlighted with the ribbon. */
export const BESTSELLER_PLAN = 'ES6';
export const BESTSELLER_RIBBON = 'BESTSELLER';

const PRIORITY_SUPPORT = 'Prioritäts-Support';
const ULTIMATE_SUPPORT = 'Ultimativer Support';

interface PlanSpec {
  readonly name: string;
  readonly vCores: number;
  readonly ramGb: number;
  readonly ssdGb: number;
  readonly priceCents: number;
  readonly support: string;
}

/** "1 vCore", "4 vCores": the count with the unit in the right number. */
export function vCoresText(vCores: number): string {
  return `${vCores} ${vCores === 1 ? 'vCore' : 'vCores'}`;
}

/** Feature list in the order of docs/product.md#community-data: hardware first, then what every plan includes, then support. */
export function planFeatures({ vCores, ramGb, ssdGb, support }: PlanSpec): string[] {
  return [
    vCoresText(vCores),
    `${ramGb} GB RAM`,
    `${ssdGb} GB NVMe SSD`,
    '1 Gbit/s Netzwerkanbindung',
    'DDoS-Schutz',
    'Standort Deutschland',
    '1 IPv4 + /64 IPv6',
    'Unbegrenzter Traffic (Fair Use)',
    support,
  ];
}

function plan(spec: PlanSpec): HostingPlan {
  const { name, vCores, ramGb, ssdGb, priceCents } = spec;
  return { name, priceCents, type: 'standard', vCores, ramGb, ssdGb, features: planFeatures(spec) };
}

export const hostingPlans: readonly HostingPlan[] = [
  plan({ name: 'ES1', vCores: 1, ramGb: 2, ssdGb: 30, priceCents: 349, support: PRIORITY_SUPPORT }),
  plan({ name: 'ES2', vCores: 2, ramGb: 4, ssdGb: 50, priceCents: 499, support: PRIORITY_SUPPORT }),
  plan({ name: 'ES3', vCores: 4, ramGb: 8, ssdGb: 75, priceCents: 899, support: PRIORITY_SUPPORT }),
  plan({ name: 'ES4', vCores: 4, ramGb: 16, ssdGb: 100, priceCents: 1399, support: PRIORITY_SUPPORT }),
  plan({ name: 'ES5', vCores: 6, ramGb: 24, ssdGb: 150, priceCents: 2399, support: PRIORITY_SUPPORT }),
  plan({ name: 'ES6', vCores: 6, ramGb: 32, ssdGb: 200, priceCents: 2999, support: PRIORITY_SUPPORT }),
  plan({ name: 'ES7', vCores: 8, ramGb: 48, ssdGb: 250, priceCents: 3999, support: PRIORITY_SUPPORT }),
  plan({ name: 'ES8', vCores: 10, ramGb: 64, ssdGb: 300, priceCents: 5299, support: ULTIMATE_SUPPORT }),
];
