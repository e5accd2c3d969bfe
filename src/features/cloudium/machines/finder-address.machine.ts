import { assign, setup } from 'xstate';
import type { FinderChoice } from '@/features/cloudium/contract/finder-intent';
import { DEFAULT_FINDER_CHOICE } from '@/features/cloudium/domain/plan-finder';

/**
 * The plan finder's choice and the address that holds it (/cloudium?spiel=palworld&spieler=12#pakete), so a choice
 * can be shared and reloaded and a link from the games grid presets it (docs/product.md#plan-finder):
 *
 *   synced ──choice.slide──► resting ──400 ms──► synced (writeAddress)
 *     │ ▲                       │ choice.slide: the pause starts again
 *     │ └──choice.pick──────────┤ (writeAddress at once)
 *     │                         └─ address.read by another navigation: the address wins, nothing is written
 *     ├─ choice.pick: writeAddress at once
 *     └─ address.read: the finder's own update settles; any other navigation (a game link, even to the same
 *        address) shows what the address names
 *
 * `shown` is what the finder shows: the visitor's latest choice at once. `settled` is what the address holds, which
 * is what screen readers hear. The screen injects `writeAddress` (the router's replace) and reports every navigation
 * as `address.read`, telling its own updates apart by their history state.
 */

/** The address follows the slider once it rests this long: browsers refuse more than about 100 updates in 30 s. */
export const ADDRESS_PAUSE_MS = 400;

export interface FinderAddressContext {
  readonly shown: FinderChoice;
  readonly settled: FinderChoice;
}

export type FinderAddressEvent =
  /** A select or radio: the address follows at once. */
  | { type: 'choice.pick'; choice: FinderChoice }
  /** The players slider: the address follows once it rests. */
  | { type: 'choice.slide'; choice: FinderChoice }
  /** The address after a navigation (or once the page is interactive); `own` when the finder itself wrote it. */
  | { type: 'address.read'; choice: FinderChoice; own: boolean };

export const finderAddressMachine = setup({
  types: {
    context: {} as FinderAddressContext,
    events: {} as FinderAddressEvent,
    tags: {} as 'resting',
  },
  delays: {
    addressPause: ADDRESS_PAUSE_MS,
  },
  guards: {
    isOwnUpdate: ({ event }) => event.type === 'address.read' && event.own,
  },
  actions: {
    show: assign({ shown: ({ context, event }) => (event.type === 'address.read' ? context.shown : event.choice) }),
    settle: assign({
      settled: ({ context, event }) => (event.type === 'address.read' ? event.choice : context.settled),
    }),
    adoptAddress: assign(({ context, event }) =>
      event.type === 'address.read' ? { shown: event.choice, settled: event.choice } : context,
    ),
    /** Injected by the screen: replaces the address with `context.shown` (on the plans tab). */
    writeAddress: () => undefined,
  },
}).createMachine({
  id: 'finderAddress',
  context: { shown: DEFAULT_FINDER_CHOICE, settled: DEFAULT_FINDER_CHOICE },
  initial: 'synced',
  states: {
    synced: {
      on: {
        'choice.pick': { actions: ['show', 'writeAddress'] },
        'choice.slide': { target: 'resting', actions: 'show' },
        'address.read': [{ guard: 'isOwnUpdate', actions: 'settle' }, { actions: 'adoptAddress' }],
      },
    },
    resting: {
      tags: 'resting',
      after: { addressPause: { target: 'synced', actions: 'writeAddress' } },
      on: {
        'choice.slide': { target: 'resting', reenter: true, actions: 'show' },
        'choice.pick': { target: 'synced', actions: ['show', 'writeAddress'] },
        'address.read': [
          { guard: 'isOwnUpdate', actions: 'settle' },
          { target: 'synced', actions: 'adoptAddress' },
        ],
      },
    },
  },
});
