import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigateAfterLinkTapPaints } from '@/app/link-navigation';
import { routes } from '@/config/routes';
import { layoutContent } from '@/content/layout.content';
import { isCurrentPage, MENU_ID } from '@/ui/layout/top-bar';
import { holdFrames } from '../../support/held-frames';
import { renderRoute } from '../../support/render-with-providers';
import { renderedDuring } from '../../support/render-counts';

/** Scrolls the jsdom window to `y` and lets the frame callback that reports it run. */
async function scrollTo(y: number) {
  await act(async () => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

describe('top bar', () => {
  it('attaches its scroll listener once, however often the bar changes state while scrolling', async () => {
    const addListener = jest.spyOn(window, 'addEventListener');
    renderRoute(routes.terms);
    const bar = await screen.findByTestId('top-bar');
    for (const y of [50, 200, 400, 300, 100, 600, 500]) await scrollTo(y);
    // The bar really went through its states (hidden below 150 px scrolling down, shown scrolling up).
    await waitFor(() => expect(bar).toHaveAttribute('data-visible', 'true'));
    await scrollTo(900);
    await waitFor(() => expect(bar).toHaveAttribute('data-visible', 'false'));
    const scrollListeners = addListener.mock.calls.filter(([type]) => type === 'scroll');
    expect(scrollListeners).toHaveLength(1);
    addListener.mockRestore();
  });
});

describe('the phone menu', () => {
  afterEach(() => jest.restoreAllMocks());

  it("opens its list in one commit of the button and the list, and hides it in a chosen link's own render", async () => {
    const frames = holdFrames();
    const { router } = renderRoute(routes.terms);
    // As in the app (src/app/start-app.tsx): a tapped link's navigation starts once the tap's frame is painted.
    const stopDeferring = navigateAfterLinkTapPaints(router);
    const button = await screen.findByRole('button', { name: layoutContent.topBar.menuButton });
    const list = document.getElementById(MENU_ID);
    if (!list) throw new Error('the menu list is missing');
    expect(list).toHaveAttribute('hidden');

    const opening = await renderedDuring(() => act(() => fireEvent.click(button)));
    expect(screen.getByRole('button', { name: layoutContent.topBar.menuCloseButton })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(list).not.toHaveAttribute('hidden');
    expect(list).toHaveAttribute('data-state', 'open');
    // One commit, which renders neither the links nor the brand (Ark's Collapsible rendered two more).
    expect(opening).toHaveLength(1);
    expect(opening[0]?.filter((name) => /NavLink|NavItemLink|BrandMark|StaticIsland/.test(name))).toEqual([]);

    fireEvent.click(within(list).getByRole('link', { name: 'Partnerschaft' }));
    await act(() => Promise.resolve());
    // The tap's task, microtasks included: the button says closed and the list is hidden; the page waits for the frame.
    expect(screen.getByRole('button', { name: layoutContent.topBar.menuButton })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(list).toHaveAttribute('hidden');
    expect(router.state.location.pathname).toBe(routes.terms);

    await frames.paint();
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.partnership));
    expect(list).toHaveAttribute('hidden');
    stopDeferring();
  });
});

describe('isCurrentPage (the prerendered navigation links, as NavLink marks them)', () => {
  it.each([
    [routes.home, '/', true],
    [routes.home, '/cloudium', false],
    [routes.cloudium, '/cloudium', true],
    [routes.cloudium, '/Cloudium', true],
    [routes.cloudium, '/cloudium/extra', true],
    [routes.cloudium, '/cloudiumx', false],
    [routes.community, '/cloudium', false],
  ])('link to %s on %s → %s', (to, pathname, current) => {
    expect(isCurrentPage(to, pathname)).toBe(current);
  });
});
