import { createActor } from 'xstate';
import { tabFromFragment, type CloudiumTab } from '@/features/cloudium/domain/cloudium-tabs';
import { activeTab, cloudiumTabsMachine } from '@/features/cloudium/machines/cloudium-tabs.machine';
import { describePaths } from '../../support/machine-harness';

describe('cloudium tabs machine', () => {
  function start(initialTab?: CloudiumTab) {
    const revealed: string[] = [];
    const actor = createActor(
      cloudiumTabsMachine.provide({
        actions: { revealTabs: ({ event }) => void revealed.push(event.tab) },
      }),
      { input: { initialTab } },
    ).start();
    return { actor, revealed };
  }

  it('starts on the overview tab', () => {
    expect(activeTab(start().actor.getSnapshot())).toBe('overview');
  });

  it.each([
    ['#pakete', 'plans'],
    ['#support', 'support'],
    ['#UEBERSICHT', 'overview'],
    ['#unbekannt', 'overview'],
    ['', 'overview'],
  ] as const)('an address fragment %j opens %s', (hash, tab) => {
    expect(tabFromFragment(hash)).toBe(tab);
    expect(start(tabFromFragment(hash)).actor.getSnapshot().value).toBe(tab);
  });

  it.each(['overview', 'plans', 'support'] as const)('selecting %s in the tab list activates it', (tab) => {
    const { actor, revealed } = start();
    actor.send({ type: 'tab.select', tab: 'support' });
    actor.send({ type: 'tab.select', tab });
    expect(activeTab(actor.getSnapshot())).toBe(tab);
    expect(revealed).toEqual([]);
  });

  it.each(['plans', 'support'] as const)('switches from %s back to the overview, by list and by button', (tab) => {
    const { actor, revealed } = start(tab);
    actor.send({ type: 'tab.select', tab: 'overview' });
    expect(actor.getSnapshot().value).toBe('overview');
    actor.send({ type: 'tab.switch', tab });
    actor.send({ type: 'tab.switch', tab: 'overview' });
    expect(actor.getSnapshot().value).toBe('overview');
    expect(revealed).toEqual([tab, 'overview']);
  });
});

describePaths(
  cloudiumTabsMachine,
  {
    inputs: [{}, { initialTab: 'plans' }, { initialTab: 'support' }],
    label: (event) => ('tab' in event ? `${event.type}(${String(event.tab)})` : event.type),
    events: () =>
      (['overview', 'plans', 'support'] as const).flatMap((tab) => [
        { type: 'tab.select', tab },
        { type: 'tab.switch', tab },
      ]),
  },
  {
    edges: (['overview', 'plans', 'support'] as const).flatMap((from) =>
      (['tab.select', 'tab.switch'] as const).flatMap((type) =>
        (['overview', 'plans', 'support'] as const).map((to) => `${from} + ${type}(${to}) → ${to}`),
      ),
    ),
  },
);
