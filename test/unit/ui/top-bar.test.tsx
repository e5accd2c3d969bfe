import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigateAfterLinkTapPaints } from '@/app/link-navigation';
import { routes } from '@/config/routes';
import { layoutContent } from '@/content/layout.content';
import { isCurrentPage, MENU_ID } from '@/ui/layout/top-bar';
import { renderRoute } from '../../support/render-with-providers';

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
  it("hides its list in a chosen link's own render, and closes Ark's collapsible only after that frame", async () => {
    const { router } = renderRoute(routes.terms);
    // As in the app (src/app/start-app.tsx): a tapped link's navigation starts once the tap's frame is painted.
    const stopDeferring = navigateAfterLinkTapPaints(router);
    fireEvent.click(await screen.findByRole('button', { name: layoutContent.topBar.menuButton }));
    const list = document.getElementById(MENU_ID);
    const collapsible = list?.parentElement;
    if (!list || !collapsible) throw new Error('the menu list is missing');
    await waitFor(() => expect(collapsible).toHaveAttribute('data-state', 'open'));
    expect(list).not.toHaveAttribute('hidden');

    // The browser paints the tap's frame only once its task is over: the frames wait until the test lets them run.
    const frames: FrameRequestCallback[] = [];
    const holdFrames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    fireEvent.click(within(list).getByRole('link', { name: 'Partnerschaft' }));
    await act(() => Promise.resolve());
    // The tap's task, microtasks included: the button says closed, the list is hidden by CSS, the collapsible and the
    // page not changed yet.
    expect(screen.getByRole('button', { name: layoutContent.topBar.menuButton })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(collapsible).toHaveAttribute('data-closes-at-once');
    expect(collapsible).toHaveAttribute('data-state', 'open');
    expect(router.state.location.pathname).toBe(routes.terms);

    holdFrames.mockRestore();
    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
    await waitFor(() => expect(collapsible).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(list).toHaveAttribute('hidden'));
    expect(collapsible).toHaveAttribute('data-closes-at-once');
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.partnership));
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
