/**
 * Parts rendered after paint (src/ui/rendering/after-paint.tsx, browser-only.tsx): on a page rendered in the browser
 * (a page change) an `AfterPaint` part is absent from the page's first commit and follows in a render of its own; the
 * served page and its hydration have it from the start. A `BrowserOnly` part is in neither.
 */
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import type * as ReactModule from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AfterPaint } from '@/ui/rendering/after-paint';
import { BrowserOnly } from '@/ui/rendering/browser-only';
import { TabPanel } from '@/ui/rendering/tab-panel';
import { renderWithProviders } from '../../../support/render-with-providers';

/** Records, at each commit of the page, whether the later part was in the document. */
const commits: boolean[] = [];

function Page() {
  useLayoutEffect(() => {
    commits.push(document.getElementById('below') !== null);
  });
  return (
    <main>
      <h1>Cloudium</h1>
      <AfterPaint>
        <p id="below">Deine Vorteile</p>
      </AfterPaint>
    </main>
  );
}

beforeEach(() => {
  commits.length = 0;
});

describe('AfterPaint', () => {
  it('on a page rendered in the browser: the first commit has the heading without the part, the next one adds it', async () => {
    render(<Page />);
    // The page's layout effect runs once, at the first commit: the part commits on its own afterwards.
    expect(commits).toEqual([false]);
    // Until then an empty block holds the part's place, hidden from assistive technology.
    const placeholder = document.querySelector('[data-after-paint]');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveStyle({ minHeight: '100vh' });
    expect(await screen.findByText('Deine Vorteile')).toBeInTheDocument();
    expect(document.querySelector('[data-after-paint]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Cloudium' })).toBeInTheDocument();
  });

  it('BrowserOnly holds no place: nothing is rendered until it comes', async () => {
    const { container } = render(
      <BrowserOnly>
        <p>Dialoge</p>
      </BrowserOnly>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Dialoge')).toBeInTheDocument();
  });

  it('BrowserOnly is neither in the served page nor hydrated; it comes after the hydrated page paints', async () => {
    const Dialogs = () => (
      <BrowserOnly>
        <p>Dialoge</p>
      </BrowserOnly>
    );
    const markup = renderToString(<Dialogs />);
    expect(markup).toBe('');
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Dialogs />, { onRecoverableError: recoverable });
    });
    expect(await screen.findByText('Dialoge')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });

  it('on the server, the part is in the markup', () => {
    expect(renderToString(<Page />)).toContain('Deine Vorteile');
  });

  it('hydrating the prerendered page: the part is there in the first commit, without a hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(commits[0]).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });

  describe('rightAfterPaint (the plans\' cards, docs/performance.md "Page changes")', () => {
    const ids = { content: (value: string) => `panel-${value}`, trigger: (value: string) => `tab-${value}` };
    const inPanel = (selected: boolean) => (
      <TabPanel ids={ids} value="plans" selected={selected}>
        <AfterPaint rightAfterPaint>
          <p>Karten</p>
        </AfterPaint>
      </TabPanel>
    );
    // The module the component calls, not a copy of its exports.
    const react = jest.requireActual<typeof ReactModule>('react');
    afterEach(() => jest.restoreAllMocks());

    it("in a shown panel, comes in a task of its own, not in a transition the page's other parts share", async () => {
      const transition = jest.spyOn(react, 'startTransition');
      renderWithProviders(inPanel(true));
      expect(screen.queryByText('Karten')).toBeNull();
      expect(await screen.findByText('Karten')).toBeInTheDocument();
      expect(transition).not.toHaveBeenCalled();
    });

    it('in a hidden panel, stays a transition (short tasks)', async () => {
      const transition = jest.spyOn(react, 'startTransition');
      renderWithProviders(inPanel(false));
      expect(await screen.findByText('Karten', undefined, { timeout: 2000 })).toBeInTheDocument();
      expect(transition).toHaveBeenCalled();
    });
  });
});
