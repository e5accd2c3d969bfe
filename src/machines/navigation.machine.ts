import { and, assign, not, setup, stateIn } from 'xstate';
import { NAV_HIDE_THRESHOLD_PX } from '@/config/layout';

/**
 * Owns the top bar: visible or hidden by scroll direction (docs/product.md#states), and the mobile menu.
 * The bar hides only when scrolling down past the threshold, and never while the menu is open.
 */
export interface NavigationContext {
  lastScrollY: number;
  threshold: number;
}

export type NavigationEvent =
  | { type: 'page.scroll'; y: number }
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'route.changed' }
  | { type: 'bar.focus' };

export interface NavigationInput {
  threshold?: number;
}

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as NavigationInput,
    tags: {} as 'barVisible' | 'menuOpen',
  },
  guards: {
    isScrollingDownPastThreshold: ({ context, event }) =>
      event.type === 'page.scroll' && event.y > context.lastScrollY && event.y > context.threshold,
    isScrollingUpOrAtTop: ({ context, event }) =>
      event.type === 'page.scroll' && (event.y < context.lastScrollY || event.y <= context.threshold),
    isMenuOpen: stateIn('#navigation.menu.open'),
  },
  actions: {
    rememberScroll: assign({
      lastScrollY: ({ context, event }) => (event.type === 'page.scroll' ? Math.max(0, event.y) : context.lastScrollY),
    }),
    forgetScroll: assign({ lastScrollY: 0 }),
  },
}).createMachine({
  id: 'navigation',
  type: 'parallel',
  context: ({ input }) => ({ lastScrollY: 0, threshold: input.threshold ?? NAV_HIDE_THRESHOLD_PX }),
  states: {
    bar: {
      initial: 'visible',
      states: {
        visible: {
          tags: 'barVisible',
          on: {
            'page.scroll': [
              {
                guard: and(['isScrollingDownPastThreshold', not('isMenuOpen')]),
                target: 'hidden',
                actions: 'rememberScroll',
              },
              { actions: 'rememberScroll' },
            ],
          },
        },
        hidden: {
          on: {
            'page.scroll': [
              { guard: 'isScrollingUpOrAtTop', target: 'visible', actions: 'rememberScroll' },
              { actions: 'rememberScroll' },
            ],
            'bar.focus': 'visible',
            'menu.toggle': 'visible',
          },
        },
      },
      on: {
        'route.changed': { target: '.visible', actions: 'forgetScroll' },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'menu.toggle': 'open' },
        },
        // Closed by the button, Escape, a chosen link or a page change; a chosen link's list is hidden in the tap's
        // own render, so the tap shows it was taken while the next page is on its way.
        open: {
          tags: 'menuOpen',
          on: {
            'menu.toggle': 'closed',
            'menu.close': 'closed',
            'route.changed': 'closed',
          },
        },
      },
    },
  },
});
