import { createActor } from 'xstate';
import type { FinderChoice } from '@/features/cloudium/contract/finder-intent';
import { DEFAULT_FINDER_CHOICE } from '@/features/cloudium/domain/plan-finder';
import { ADDRESS_PAUSE_MS, finderAddressMachine } from '@/features/cloudium/machines/finder-address.machine';
import { describePaths } from '../../support/machine-harness';

const palworld = (players: number): FinderChoice => ({ game: 'Palworld', players, variant: 'vanilla' });
const RUST: FinderChoice = { game: 'Rust', players: 30, variant: 'vanilla' };

/** Starts the machine with the addresses it writes recorded. */
function start() {
  const written: FinderChoice[] = [];
  const actor = createActor(
    finderAddressMachine.provide({ actions: { writeAddress: ({ context }) => void written.push(context.shown) } }),
  ).start();
  const shown = () => actor.getSnapshot().context.shown;
  const settled = () => actor.getSnapshot().context.settled;
  return { actor, written, shown, settled };
}

describe('plan finder address machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts on the defaults, as the prerendered page shows them', () => {
    const { shown, settled, written } = start();
    expect(shown()).toEqual(DEFAULT_FINDER_CHOICE);
    expect(settled()).toEqual(DEFAULT_FINDER_CHOICE);
    expect(written).toEqual([]);
  });

  it('shows the address once it is read (a shared link, after hydration)', () => {
    const { actor, shown, settled } = start();
    actor.send({ type: 'address.read', choice: RUST, own: false });
    expect(shown()).toEqual(RUST);
    expect(settled()).toEqual(RUST);
  });

  it('a select or radio shows the choice and writes the address at once', () => {
    const { actor, shown, written } = start();
    actor.send({ type: 'choice.pick', choice: palworld(8) });
    expect(shown()).toEqual(palworld(8));
    expect(written).toEqual([palworld(8)]);
  });

  it(`the slider shows each value at once and writes the address once it rests ${ADDRESS_PAUSE_MS} ms`, async () => {
    const { actor, shown, settled, written } = start();
    actor.send({ type: 'choice.slide', choice: palworld(9) });
    await jest.advanceTimersByTimeAsync(ADDRESS_PAUSE_MS - 1);
    actor.send({ type: 'choice.slide', choice: palworld(10) });
    expect(shown()).toEqual(palworld(10));
    await jest.advanceTimersByTimeAsync(ADDRESS_PAUSE_MS - 1);
    expect(written).toEqual([]);
    expect(actor.getSnapshot().hasTag('resting')).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(written).toEqual([palworld(10)]);
    // Screen readers hear the settled choice: the address, once the finder's own update has arrived.
    expect(settled()).toEqual(DEFAULT_FINDER_CHOICE);
    actor.send({ type: 'address.read', choice: palworld(10), own: true });
    expect(settled()).toEqual(palworld(10));
  });

  it("the finder's own update of the address never undoes quicker input (a game, then slider keys)", async () => {
    const { actor, shown, written } = start();
    actor.send({ type: 'choice.pick', choice: palworld(8) });
    actor.send({ type: 'choice.slide', choice: palworld(9) });
    actor.send({ type: 'address.read', choice: palworld(8), own: true });
    expect(shown()).toEqual(palworld(9));
    await jest.advanceTimersByTimeAsync(ADDRESS_PAUSE_MS);
    expect(written).toEqual([palworld(8), palworld(9)]);
  });

  it('another navigation (a game link) wins and cancels a slider value still waiting for the address', async () => {
    const { actor, shown, settled, written } = start();
    actor.send({ type: 'choice.slide', choice: palworld(20) });
    actor.send({ type: 'address.read', choice: RUST, own: false });
    expect(shown()).toEqual(RUST);
    expect(settled()).toEqual(RUST);
    await jest.advanceTimersByTimeAsync(ADDRESS_PAUSE_MS * 2);
    expect(written).toEqual([]);
  });

  it('a pick while the slider rests writes the pick at once and drops the pause', async () => {
    const { actor, written } = start();
    actor.send({ type: 'choice.slide', choice: palworld(20) });
    actor.send({ type: 'choice.pick', choice: RUST });
    await jest.advanceTimersByTimeAsync(ADDRESS_PAUSE_MS * 2);
    expect(written).toEqual([RUST]);
  });
});

describePaths(
  finderAddressMachine,
  {
    label: (event) => ('own' in event ? `${event.type}(${event.own ? 'own' : 'other'})` : event.type),
    events: () => [
      { type: 'choice.pick', choice: palworld(8) },
      { type: 'choice.slide', choice: palworld(9) },
      { type: 'address.read', choice: palworld(8), own: true },
      { type: 'address.read', choice: RUST, own: false },
    ],
  },
  {
    edges: [
      'synced + choice.pick → synced',
      'synced + choice.slide → resting',
      'synced + address.read(own) → synced',
      'synced + address.read(other) → synced',
      'resting + xstate.after.addressPause.finderAddress.resting → synced',
      'resting + choice.slide → resting',
      'resting + choice.pick → synced',
      'resting + address.read(own) → resting',
      'resting + address.read(other) → synced',
    ].sort(),
  },
);
