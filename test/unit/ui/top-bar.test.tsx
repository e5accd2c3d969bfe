import { act, screen, waitFor } from '@testing-library/react';
import { routes } from '@/config/routes';
import { isCurrentPage } from '@/ui/layout/top-bar';
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
