import { createActor } from 'xstate';
import { navigationMachine, type NavigationEvent } from '@/machines/navigation.machine';
import { describePaths } from '../../support/machine-harness';

function start() {
  const actor = createActor(navigationMachine, { input: {} });
  actor.start();
  return actor;
}

const scroll = (y: number): NavigationEvent => ({ type: 'page.scroll', y });

describe('navigation machine: top bar', () => {
  it('starts visible with the menu closed', () => {
    const actor = start();
    expect(actor.getSnapshot().hasTag('barVisible')).toBe(true);
    expect(actor.getSnapshot().hasTag('menuOpen')).toBe(false);
  });

  it.each([
    [149, true],
    [150, true],
    [151, false],
    [600, false],
  ])('scrolling down to %i px leaves the bar visible: %s', (y, visible) => {
    const actor = start();
    actor.send(scroll(y));
    expect(actor.getSnapshot().hasTag('barVisible')).toBe(visible);
  });

  it('reappears as soon as the visitor scrolls up, even far down the page, and hides again on the next downward scroll past the threshold', () => {
    const actor = start();
    actor.send(scroll(800));
    expect(actor.getSnapshot().hasTag('barVisible')).toBe(false);
    actor.send(scroll(900));
    expect(actor.getSnapshot().hasTag('barVisible')).toBe(false);
    actor.send(scroll(880));
    expect(actor.getSnapshot().hasTag('barVisible')).toBe(true);
    actor.send(scroll(930));
    expect(actor.getSnapshot().hasTag('barVisible')).toBe(false);
  });

  it('stays visible while the mobile menu is open; shows the bar and forgets the scroll position on a route change', () => {
    const actor = start();
    actor.send({ type: 'menu.toggle' });
    actor.send(scroll(800));
    expect(actor.getSnapshot().hasTag('barVisible')).toBe(true);
    actor.send({ type: 'menu.toggle' });
    actor.send(scroll(900));
    expect(actor.getSnapshot().hasTag('barVisible')).toBe(false);
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().hasTag('barVisible')).toBe(true);
    expect(actor.getSnapshot().context.lastScrollY).toBe(0);
  });
});

// Scroll positions around the 150 px threshold, and far down the page in both directions.
const positions = [0, 100, 150, 151, 400, 300];
// The menu opens on its button and closes on it, on Escape or a chosen link, and on a route change; a closed menu
// ignores the last two: the edges below.
describePaths(
  navigationMachine,
  {
    inputs: [{}],
    events: () => [
      ...positions.map(scroll),
      { type: 'menu.toggle' },
      { type: 'menu.close' },
      { type: 'route.changed' },
      { type: 'bar.focus' },
    ],
  },
  {
    edges: [
      'bar.hidden + bar.focus → bar.visible',
      'bar.hidden + page.scroll → bar.hidden',
      'bar.hidden + page.scroll → bar.visible',
      'bar.hidden + route.changed → bar.visible',
      'bar.hidden, menu.closed + menu.toggle → bar.visible, menu.open',
      'bar.visible + page.scroll → bar.hidden',
      'bar.visible + page.scroll → bar.visible',
      'bar.visible + route.changed → bar.visible',
      'bar.visible, menu.open + route.changed → bar.visible, menu.closed',
      'menu.closed + menu.toggle → menu.open',
      'menu.open + menu.close → menu.closed',
      'menu.open + menu.toggle → menu.closed',
    ],
    reached: ['bar.hidden, menu.closed', 'bar.visible, menu.closed', 'bar.visible, menu.open'],
  },
);
