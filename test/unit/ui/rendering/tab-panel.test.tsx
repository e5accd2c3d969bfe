/**
 * A tab panel's contents `when-shown-or-idle` (src/ui/rendering/tab-panel.tsx): hidden while the browser hydrates
 * they keep the served markup and come alive when the tab is chosen, or once the page is interactive and the browser
 * idle; shown, they hydrate at once; alive, the panel is laid out ahead. With `served={false}` the served page has
 * only the shown panel's contents.
 */
import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { TabPanel } from '@/ui/rendering/tab-panel';
import { system } from '@/ui/system';
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

const ids = { content: () => 'panel', trigger: () => 'tab' };

interface PageProps {
  active: boolean;
  served?: boolean;
  ready?: () => Promise<unknown>;
  children?: ReactNode;
}

function Page({ active, served = true, ready, children }: PageProps) {
  return (
    <ChakraProvider value={system}>
      <TabPanel
        ids={ids}
        value="teil"
        selected={active}
        contents="when-shown-or-idle"
        served={served}
        ready={ready}
        pending={<p role="status">Wird geladen …</p>}
      >
        <Part />
      </TabPanel>
      {children}
    </ChakraProvider>
  );
}

let root: Root | undefined;
const recoverable = jest.fn();
let release: (() => void) | undefined;

/** Serves the page, then hydrates it while the app holds what waits for the page to be interactive. */
function hydratePage({ shown, ...props }: { shown: boolean } & Omit<PageProps, 'active'>) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page active={false} {...props} />);
  const panel = container.querySelector('#panel');
  // jsdom lays nothing out: a shown panel is one with a box.
  if (shown && panel) panel.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  const served = container.querySelector('button');
  rendered.mockClear();
  const becomeInteractive = holdUntilInteractive();
  release = becomeInteractive;
  act(() => {
    root = hydrateRoot(container, <Page active={false} {...props} />, { onRecoverableError: recoverable });
  });
  return {
    served,
    becomeInteractive,
    select: () => act(() => root?.render(<Page active {...props} />)),
  };
}

beforeEach(() => {
  rendered.mockClear();
  recoverable.mockClear();
});

afterEach(() => {
  release?.();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The part answers: a click counts. */
function expectAlive() {
  act(() => screen.getByRole('button', { hidden: true }).click());
  expect(screen.getByRole('button', { hidden: true, name: 'Geklickt: 1' })).toBeInTheDocument();
}

// After the unmount above: an island alive asked for an idle moment to lay out its panel, which unmounting cancels.
const idle = controlIdleCallbacks();
const idleCallbacks = idle.waiting;

describe('TabPanel contents when shown or idle', () => {
  it('on a page rendered in the browser (a navigation): hidden, it shows no `pending` and renders at the first idle moment', async () => {
    render(<Page active={false} />);
    expect(rendered).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { hidden: true })).toBeNull();
    expect(screen.queryByRole('status', { hidden: true })).toBeNull();
    expect(idleCallbacks).toHaveLength(1);
    await act(async () => idleCallbacks.forEach((run) => run()));
    expect(screen.getByRole('button', { hidden: true, name: 'Geklickt: 0' })).toBeInTheDocument();
  });

  it('on a page rendered in the browser: selected, it renders at once', () => {
    render(<Page active />);
    expect(rendered).toHaveBeenCalled();
    expect(screen.getByRole('button', { hidden: true, name: 'Geklickt: 0' })).toBeInTheDocument();
  });

  it('on a page rendered in the browser: selected before its idle moment, the tap commits `pending`, then the part', async () => {
    const { CommitRecorder, commits } = recordCommits(() => ({
      pending: screen.queryByRole('status', { hidden: true }) !== null,
      part: screen.queryByRole('button', { hidden: true }) !== null,
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
    expect(await screen.findByRole('button', { hidden: true, name: 'Geklickt: 0' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { hidden: true })).toBeNull();
    expectAlive();
  });

  it('on the server (the prerender) it renders its children, hidden or not; with served={false} only shown', () => {
    expect(renderToString(<Page active={false} />)).toContain('Geklickt: <!-- -->0');
    expect(renderToString(<Page active served={false} />)).toContain('Geklickt: <!-- -->0');
    const hidden = renderToString(<Page active={false} served={false} />);
    expect(hidden).not.toContain('Geklickt');
    expect(hidden).toContain('role="tabpanel"');
  });

  it('hidden while the page hydrates: keeps the served markup, renders nothing, and its button does not answer', () => {
    const { served } = hydratePage({ shown: false });
    expect(rendered).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { hidden: true })).toBe(served);
    act(() => served?.click());
    expect(screen.getByRole('button', { hidden: true, name: 'Geklickt: 0' })).toBeInTheDocument();
  });

  it('comes alive when its tab is selected, in that render', () => {
    const { select } = hydratePage({ shown: false });
    select();
    expect(rendered).toHaveBeenCalled();
    expectAlive();
  });

  it('comes alive at the first idle moment once the page is interactive, not before', async () => {
    const { becomeInteractive } = hydratePage({ shown: false });
    expect(idleCallbacks).toHaveLength(0);
    act(becomeInteractive);
    expect(idleCallbacks).toHaveLength(1);
    await act(async () => idleCallbacks.forEach((run) => run()));
    expect(rendered).toHaveBeenCalled();
    expectAlive();
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
    expect(screen.getByRole('button', { hidden: true })).toBe(served);
    act(() => served?.click());
    expect(screen.getByRole('button', { hidden: true, name: 'Geklickt: 1' })).toBeInTheDocument();
  });
  it('served={false}: hidden, it hydrates empty without an error and comes alive at idle once `ready` has resolved', async () => {
    let arrive: () => void = () => undefined;
    const ready = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const { becomeInteractive } = hydratePage({ shown: false, served: false, ready });
    expect(screen.queryByRole('button', { hidden: true })).toBeNull();
    act(becomeInteractive);
    await act(async () => idleCallbacks.splice(0).forEach((run) => run()));
    expect(ready).toHaveBeenCalled();
    expect(rendered).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { hidden: true, name: 'Geklickt: 0' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });
});
