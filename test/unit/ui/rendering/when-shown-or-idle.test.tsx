/**
 * Deferred islands (src/ui/rendering/when-shown-or-idle.tsx): a part hidden while the browser hydrates keeps the served
 * markup and comes alive when selected, or once the page is interactive and the browser idle; a shown part hydrates at
 * once; alive, its panel is laid out ahead.
 */
import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { WhenShownOrIdle } from '@/ui/rendering/when-shown-or-idle';
import { holdUntilInteractive } from '@/ui/rendering/moments';
import { LAID_OUT_AHEAD_ATTRIBUTE } from '@/ui/rendering/laid-out-ahead';
import { recordCommits } from '../../../support/commit-recorder';
import { controlIdleCallbacks } from '../../../support/idle-callbacks';

/** Called each time React renders the part's content. */
const rendered = jest.fn();

function Part() {
  rendered();
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Geklickt: {count}
    </button>
  );
}

function Page({ active, children }: { active: boolean; children?: ReactNode }) {
  return (
    <div id="panel">
      <WhenShownOrIdle active={active} anchorId="panel" pending={<p role="status">Wird geladen …</p>}>
        <Part />
      </WhenShownOrIdle>
      {children}
    </div>
  );
}

let root: Root | undefined;
let release: (() => void) | undefined;

/** Serves the page, then hydrates it while the app holds what waits for the page to be interactive. */
function hydratePage({ shown }: { shown: boolean }) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page active={false} />);
  const panel = container.querySelector('#panel');
  // jsdom lays nothing out: a shown panel is one with a box.
  if (shown && panel) panel.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  const served = container.querySelector('button');
  rendered.mockClear();
  const becomeInteractive = holdUntilInteractive();
  release = becomeInteractive;
  act(() => {
    root = hydrateRoot(container, <Page active={false} />);
  });
  return {
    served,
    becomeInteractive,
    select: () => act(() => root?.render(<Page active />)),
  };
}

beforeEach(() => {
  rendered.mockClear();
});

afterEach(() => {
  release?.();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

// After the unmount above: an island alive asked for an idle moment to lay out its panel, which unmounting cancels.
const idle = controlIdleCallbacks();
const idleCallbacks = idle.waiting;

describe('WhenShownOrIdle', () => {
  it('on a page rendered in the browser (a navigation): hidden, it renders at the first idle moment', async () => {
    render(<Page active={false} />);
    expect(rendered).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    expect(idleCallbacks).toHaveLength(1);
    await act(async () => idleCallbacks.forEach((run) => run()));
    expect(screen.getByRole('button', { name: 'Geklickt: 0' })).toBeInTheDocument();
  });

  it('on a page rendered in the browser: selected, it renders at once', () => {
    render(<Page active />);
    expect(rendered).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Geklickt: 0' })).toBeInTheDocument();
  });

  it('on a page rendered in the browser: selected before its idle moment, the tap commits `pending`, then the part', async () => {
    const { CommitRecorder, commits } = recordCommits(() => ({
      pending: screen.queryByRole('status') !== null,
      part: screen.queryByRole('button') !== null,
    }));
    const { rerender } = render(
      <Page active={false}>
        <CommitRecorder />
      </Page>,
    );
    commits.length = 0;
    rerender(
      <Page active>
        <CommitRecorder />
      </Page>,
    );
    // The tap's own commit shows that the part is on its way; the part follows after that frame.
    expect(commits).toEqual([{ pending: true, part: false }]);
    expect(rendered).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Geklickt: 0' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button', { name: 'Geklickt: 1' })).toBeInTheDocument();
  });

  it('on a page rendered in the browser: hidden, it shows no `pending`', () => {
    render(<Page active={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('on the server (the prerender) it renders its children, hidden or not', () => {
    expect(renderToString(<Page active={false} />)).toContain('Geklickt: <!-- -->0');
  });

  it('hidden while the page hydrates: keeps the served markup, renders nothing, and its button does not answer', () => {
    const { served } = hydratePage({ shown: false });
    expect(rendered).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBe(served);
    act(() => served?.click());
    expect(screen.getByRole('button', { name: 'Geklickt: 0' })).toBeInTheDocument();
  });

  it('comes alive when its tab is selected, in that render', () => {
    const { select } = hydratePage({ shown: false });
    select();
    expect(rendered).toHaveBeenCalled();
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button', { name: 'Geklickt: 1' })).toBeInTheDocument();
  });

  it('comes alive at the first idle moment once the page is interactive, not before', async () => {
    const { becomeInteractive } = hydratePage({ shown: false });
    expect(idleCallbacks).toHaveLength(0);
    act(becomeInteractive);
    expect(idleCallbacks).toHaveLength(1);
    await act(async () => idleCallbacks.forEach((run) => run()));
    expect(rendered).toHaveBeenCalled();
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button', { name: 'Geklickt: 1' })).toBeInTheDocument();
  });

  it('alive, it has its anchor (the tab panel) laid out ahead at the next idle moment', async () => {
    const { becomeInteractive } = hydratePage({ shown: false });
    act(becomeInteractive);
    await act(async () => idle.run());
    expect(rendered).toHaveBeenCalled();
    const panel = document.getElementById('panel');
    expect(panel?.hasAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe(false);
    await act(async () => idle.run());
    expect(panel?.getAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe('kept');
  });

  it('shown while the page hydrates: hydrates with it, keeping the served element', () => {
    const { served } = hydratePage({ shown: true });
    expect(rendered).toHaveBeenCalled();
    expect(screen.getByRole('button')).toBe(served);
    act(() => served?.click());
    expect(screen.getByRole('button', { name: 'Geklickt: 1' })).toBeInTheDocument();
  });
});
