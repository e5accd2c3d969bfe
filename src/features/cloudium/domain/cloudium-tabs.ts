/** The three tabs of the Cloudium page (docs/product.md#states); overview is the default. */
export type CloudiumTab = 'overview' | 'plans' | 'support';

export const CLOUDIUM_TABS: readonly CloudiumTab[] = ['overview', 'plans', 'support'];

export function isCloudiumTab(value: unknown): value is CloudiumTab {
  return typeof value === 'string' && (CLOUDIUM_TABS as readonly string[]).includes(value);
}

/** Address fragments that open a tab directly, e.g. /cloudium#pakete (German, as visitors read the address). */
export const TAB_FRAGMENTS: Readonly<Record<CloudiumTab, string>> = {
  overview: 'uebersicht',
  plans: 'pakete',
  support: 'support',
};

/** The tab an address fragment ('#pakete') names, or overview. */
export function tabFromFragment(hash: string): CloudiumTab {
  const fragment = hash.replace(/^#/, '').toLowerCase();
  return CLOUDIUM_TABS.find((tab) => TAB_FRAGMENTS[tab] === fragment) ?? 'overview';
}
