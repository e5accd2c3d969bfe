/**
 * Static islands (src/ui/rendering/static-island.tsx): rendered as usual where nothing is prerendered, kept as served
 * when the browser hydrates a prerendered page, and their links are the app's links either way.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { StaticIsland } from '@/ui/rendering/static-island';

/** Called each time React renders the island's content. */
const rendered = jest.fn();

function Content() {
  rendered();
  return (
    <section>
      <h2>Vorteile</h2>
      <Link to="/cloudium?spiel=rust#pakete">Rust</Link>
      <a href="https://discord.example/invite" target="_blank" rel="noopener noreferrer">
        Discord
      </a>
    </section>
  );
}

function routerFor(onFollowLink?: (target: string) => void) {
  return createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <StaticIsland onFollowLink={onFollowLink}>
            <Content />
          </StaticIsland>
        ),
      },
      { path: '/cloudium', element: <p>Cloudium-Seite</p> },
    ],
    { initialEntries: ['/'] },
  );
}

beforeEach(() => rendered.mockClear());

describe('StaticIsland', () => {
  it('renders its children where nothing was prerendered (a page the visitor navigates to)', () => {
    render(<RouterProvider router={routerFor()} />);
    expect(screen.getByRole('heading', { name: 'Vorteile' })).toBeInTheDocument();
    expect(rendered).toHaveBeenCalled();
  });

  it('hydrating a prerendered page keeps the served markup and never renders the children', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<RouterProvider router={routerFor()} />);
    // A visitor-visible difference, to prove the browser's copy is kept: the server wrote it, React left it.
    container.querySelector('h2')?.append(' (vom Server)');
    rendered.mockClear();
    const followed: string[] = [];
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={routerFor((target) => followed.push(target))} />);
    });
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('h2')?.textContent).toBe('Vorteile (vom Server)');

    // The island's link is the app's: a navigation, not a page load, after the island's own callback.
    const link = screen.getByRole('link', { name: 'Rust' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(followed).toEqual(['/cloudium?spiel=rust#pakete']);
    expect(await screen.findByText('Cloudium-Seite')).toBeInTheDocument();
    container.remove();
  });

  it.each([
    ['a link to a page of the site', {}, 'a[data-own]', '/agb#abschnitt-3'],
    ['the same link with Ctrl (a new tab)', { ctrlKey: true }, 'a[data-own]', null],
    ['the same link with the middle button', { button: 1 }, 'a[data-own]', null],
    ['a link that opens a new tab', {}, 'a[target]', null],
    ['a download', {}, 'a[download]', null],
    ['a link to another site', {}, 'a[data-foreign]', null],
  ])('%s', (_case, modifiers, selector, expected) => {
    const seen: (string | null)[] = [];
    render(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            element: (
              <StaticIsland onFollowLink={(target) => seen.push(target)}>
                <a data-own="" href="/agb#abschnitt-3">
                  AGB
                </a>
                <a target="_blank" href="/agb">
                  AGB im Tab
                </a>
                <a download="" href="/agb">
                  AGB laden
                </a>
                <a data-foreign="" href="https://example.org/">
                  Fremd
                </a>
              </StaticIsland>
            ),
          },
          { path: '/agb', element: <p>AGB-Seite</p> },
        ])}
      />,
    );
    const link = document.querySelector(selector) as HTMLElement;
    // After the app's handler: stop the browser's own navigation, which jsdom cannot do.
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    fireEvent.click(link, modifiers);
    document.removeEventListener('click', stopNavigation);
    expect(seen).toEqual(expected === null ? [] : [expected]);
  });
});
