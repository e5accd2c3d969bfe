/**
 * Hidden tab panels laid out ahead (src/ui/rendering/laid-out-ahead.ts): a hidden panel is styled and laid out at idle
 * moments, one part at a time, always while it is marked as being laid out, and kept skipped in between; a panel
 * shown meanwhile lays out the rest with it.
 */
import { act, render } from '@testing-library/react';
import {
  LAID_OUT_AHEAD_ATTRIBUTE,
  LAID_OUT_LATER_ATTRIBUTE,
  layOutAhead,
  partsOf,
  useLaidOutAhead,
} from '@/ui/rendering/laid-out-ahead';
import { holdUntilInteractive } from '@/ui/rendering/moments';

/** Builds elements from markup; `#id` finds one. */
function tree(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'panel';
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

const ids = (elements: readonly Element[]) => elements.map((element) => element.id);

/** What the panel looked like each time the browser was asked to lay it out (its height read). */
function recordLayouts(panel: HTMLElement) {
  const layouts: { state: string | null; later: string[] }[] = [];
  Object.defineProperty(panel, 'offsetHeight', {
    get() {
      layouts.push({
        state: panel.getAttribute(LAID_OUT_AHEAD_ATTRIBUTE),
        later: ids([...panel.querySelectorAll(`[${LAID_OUT_LATER_ATTRIBUTE}]`)]),
      });
      return 0;
    },
  });
  return layouts;
}

/** The idle moments under the test's control, for layOutAhead's `next`. */
function steps() {
  const waiting: (() => void)[] = [];
  const next = (step: () => void) => {
    waiting.push(step);
    return () => waiting.splice(waiting.indexOf(step), 1);
  };
  return { next, waiting, runOne: () => waiting.shift()?.() };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('partsOf', () => {
  it.each([
    {
      case: 'small children are parts of their own',
      markup: '<p id="a"></p><p id="b"><b></b></p>',
      parts: ['a', 'b'],
    },
    {
      case: 'a child of more elements than one task lays out is split into its children',
      markup: '<ul id="grid"><li id="one"><b></b></li><li id="two"><b></b></li></ul><p id="c"></p>',
      parts: ['one', 'two', 'c'],
    },
    {
      case: 'a display: contents element (an island) has no box: its children are the parts',
      markup: '<div id="island" style="display: contents"><p id="d"></p><p id="e"></p></div>',
      parts: ['d', 'e'],
    },
    {
      case: 'deeper levels split the same way, in document order',
      markup: '<section id="s"><div id="x"><i id="i1"></i><i id="i2"></i><i id="i3"></i></div><p id="f"></p></section>',
      parts: ['i1', 'i2', 'i3', 'f'],
    },
  ])('$case', ({ markup, parts }) => {
    expect(ids(partsOf(tree(markup), 3))).toEqual(parts);
  });
});

describe('layOutAhead', () => {
  const markup = '<p id="a"></p><p id="b"></p><p id="c"></p>';

  /** A panel of three parts, shown or hidden, handed to layOutAhead with the idle moments under the test's control. */
  function startLayingOut({ hidden }: { hidden: boolean }) {
    const panel = tree(markup);
    panel.hidden = hidden;
    const layouts = recordLayouts(panel);
    const idle = steps();
    const stop = layOutAhead(panel, idle.next);
    return { panel, layouts, stop, ...idle };
  }

  it('a shown panel is laid out already: it is only marked kept, for when it is hidden', () => {
    const { panel, layouts, waiting } = startLayingOut({ hidden: false });
    expect(panel.getAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe('kept');
    expect(layouts).toEqual([]);
    expect(waiting).toHaveLength(0);
    expect(panel.querySelectorAll(`[${LAID_OUT_LATER_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('a hidden panel: its frame at once with every part skipped, then one part per idle moment, then kept', () => {
    const { panel, layouts, waiting, runOne } = startLayingOut({ hidden: true });
    expect(layouts).toEqual([{ state: 'laying', later: ['a', 'b', 'c'] }]);
    expect(panel.getAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe('kept');
    expect(waiting).toHaveLength(1);

    runOne();
    runOne();
    runOne();
    expect(layouts.slice(1)).toEqual([
      { state: 'laying', later: ['b', 'c'] },
      { state: 'laying', later: ['c'] },
      { state: 'laying', later: [] },
    ]);
    expect(panel.getAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe('kept');
    expect(waiting).toHaveLength(0);
  });

  it('a panel shown before its parts are all laid out lays out the rest with it, and the steps end', () => {
    const { panel, layouts, waiting, runOne } = startLayingOut({ hidden: true });
    runOne();
    panel.hidden = false;
    runOne();
    expect(layouts).toHaveLength(2);
    expect(panel.querySelectorAll(`[${LAID_OUT_LATER_ATTRIBUTE}]`)).toHaveLength(0);
    expect(waiting).toHaveLength(0);
  });

  it('stops when asked: no part is laid out after that', () => {
    const { layouts, waiting, stop } = startLayingOut({ hidden: true });
    stop();
    expect(waiting).toHaveLength(0);
    expect(layouts).toHaveLength(1);
  });

  it('a panel laid out ahead already is left as it is', () => {
    const { panel, layouts } = startLayingOut({ hidden: true });
    const layoutsBefore = layouts.length;
    const again = steps();
    layOutAhead(panel, again.next);
    expect(layouts).toHaveLength(layoutsBefore);
    expect(again.waiting).toHaveLength(0);
  });
});

describe('useLaidOutAhead', () => {
  // jsdom has no requestIdleCallback: an idle moment is then a task (src/ui/rendering/moments.ts), here a fake timer.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function Panel({ ready }: { ready: boolean }) {
    useLaidOutAhead(ready, 'panel');
    return null;
  }

  it('lays out the anchor at the first idle moment once it is ready and the page is interactive', () => {
    const panel = tree('<p id="a"></p>');
    panel.hidden = true;
    const becomeInteractive = holdUntilInteractive();
    const { rerender, unmount } = render(<Panel ready={false} />);
    rerender(<Panel ready />);
    act(() => jest.runOnlyPendingTimers());
    expect(panel.hasAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe(false);
    act(becomeInteractive);
    expect(panel.hasAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe(false);
    act(() => jest.runOnlyPendingTimers());
    expect(panel.getAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe('kept');
    expect(panel.querySelector('#a')?.hasAttribute(LAID_OUT_LATER_ATTRIBUTE)).toBe(true);
    act(() => jest.runOnlyPendingTimers());
    expect(panel.querySelector('#a')?.hasAttribute(LAID_OUT_LATER_ATTRIBUTE)).toBe(false);
    unmount();
  });

  it('leaves a part alone that is not ready, or gone before the idle moment, or gone before its next part', () => {
    const notReady = tree('<p></p>');
    notReady.hidden = true;
    render(<Panel ready={false} />).unmount();
    act(() => jest.runAllTimers());
    expect(notReady.hasAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe(false);

    render(<Panel ready />).unmount();
    act(() => jest.runAllTimers());
    expect(notReady.hasAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe(false);

    const view = render(<Panel ready />);
    act(() => jest.runOnlyPendingTimers());
    expect(notReady.querySelector('p')?.hasAttribute(LAID_OUT_LATER_ATTRIBUTE)).toBe(true);
    view.unmount();
    act(() => jest.runAllTimers());
    expect(notReady.querySelector('p')?.hasAttribute(LAID_OUT_LATER_ATTRIBUTE)).toBe(true);
  });
});
