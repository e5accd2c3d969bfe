import { setup } from 'xstate';
import { CLOUDIUM_TABS, type CloudiumTab } from '@/features/cloudium/domain/cloudium-tabs';

export interface CloudiumTabsInput {
  initialTab?: CloudiumTab;
}

export type CloudiumTabsEvent =
  /** The visitor picked a tab in the tab list. */
  | { type: 'tab.select'; tab: CloudiumTab }
  /** A button inside a tab's content switched the tab ('Pakete ansehen', 'Support kontaktieren', …). */
  | { type: 'tab.switch'; tab: CloudiumTab };

const targetOf = (tab: CloudiumTab) => `#cloudiumTabs.${tab}`;

/** Every tab answers both events the same way; a switch from inside the content also reveals the tab list. */
function transitionsTo(tab: CloudiumTab) {
  return [
    { guard: { type: 'isTab' as const, params: { tab } }, target: targetOf(tab), actions: 'revealTabs' as const },
  ];
}

export const cloudiumTabsMachine = setup({
  types: {
    context: {} as { initialTab: CloudiumTab },
    events: {} as CloudiumTabsEvent,
    input: {} as CloudiumTabsInput | undefined,
    tags: {} as CloudiumTab,
  },
  guards: {
    isTab: ({ event }, params: { tab: CloudiumTab }) => event.tab === params.tab,
    startsOn: ({ context }, params: { tab: CloudiumTab }) => context.initialTab === params.tab,
  },
  actions: {
    /** Injected by the page: brings the newly active tab into view and focus after a switch from its content. */
    revealTabs: () => undefined,
  },
}).createMachine({
  id: 'cloudiumTabs',
  context: ({ input }) => ({ initialTab: input?.initialTab ?? 'overview' }),
  initial: 'starting',
  states: {
    // Transient: settles at once on the tab the page was opened with (overview unless the address names one).
    starting: {
      always: CLOUDIUM_TABS.map((tab) => ({ guard: { type: 'startsOn' as const, params: { tab } }, target: tab })),
    },
    overview: { tags: 'overview' },
    plans: { tags: 'plans' },
    support: { tags: 'support' },
  },
  on: {
    'tab.select': CLOUDIUM_TABS.map((tab) => ({
      guard: { type: 'isTab' as const, params: { tab } },
      target: targetOf(tab),
    })),
    'tab.switch': CLOUDIUM_TABS.flatMap(transitionsTo),
  },
});

/** The active tab of a snapshot, from its tags. */
export function activeTab(snapshot: { hasTag: (tag: CloudiumTab) => boolean }): CloudiumTab {
  return CLOUDIUM_TABS.find((tab) => snapshot.hasTag(tab)) ?? 'overview';
}
