import { act, screen, waitFor, within } from '@testing-library/react';
import { mainNavigation, routes } from '@/config/routes';
import { pageMeta } from '@/content/page-meta.content';
import { ERROR_TITLE } from '@/pages/error/route-error.page';
import { chunkLoadError, fetchAnswering } from '../../support/chunk-load-error';
import { renderRoute } from '../../support/render-with-providers';

describe('router and shared layout', () => {
  it('shows the 404 page for unknown routes with a link back to the start page', async () => {
    renderRoute('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(pageMeta.notFound.title), { timeout: 5000 });
  });

  it('renders the nine navigation links in the order of docs/product.md#shared-layout, and the German title and description of the route', async () => {
    renderRoute(routes.terms);
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    const labels = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent)
      .filter((label) => mainNavigation.some((item) => item.label === label));
    expect(labels.slice(0, 9)).toEqual([
      'Startseite',
      'Nova',
      'Cloudium',
      'Community',
      'Systemstatus',
      "Nova's Fortnite",
      'Über Mich',
      'Partnerschaft',
      'Bewerbung',
    ]);
    await waitFor(() => expect(document.title).toBe(pageMeta.terms.title));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', pageMeta.terms.description);
  });

  it('shows the router error screen with the error message when a screen throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('Kaputt');
    };
    renderRoute('/kaputt', {
      routes: [
        {
          path: '/',
          ErrorBoundary: (await import('@/pages/error/route-error.page')).RouteErrorPage,
          children: [{ path: 'kaputt', Component: Broken }],
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByTestId('route-error-detail')).toHaveTextContent('Kaputt');
  });

  describe('a page change whose code cannot be loaded (src/ui/site-update.ts)', () => {
    const originalFetch = global.fetch;
    afterEach(() => {
      global.fetch = originalFetch;
      window.history.replaceState(null, '');
    });

    async function goToTermsWithItsCodeFailing(status: number | undefined) {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      global.fetch = fetchAnswering(status);
      const { router } = renderRoute('/', {
        routes: [
          {
            path: '/',
            ErrorBoundary: (await import('@/pages/error/route-error.page')).RouteErrorPage,
            children: [
              { index: true, Component: () => <p>Start</p> },
              { path: 'agb', lazy: () => Promise.reject(chunkLoadError()) },
            ],
          },
        ],
      });
      await screen.findByText('Start');
      await act(() => router.navigate(routes.terms));
      return router;
    }

    it('gone after an update: the address is loaded anew, with the spinner meanwhile, never the error screen', async () => {
      await goToTermsWithItsCodeFailing(404);
      expect(await screen.findByRole('status')).toHaveTextContent('Inhalt wird geladen …');
      await waitFor(() => expect(window.history.state).toMatchObject({ novaLoadedAnewAt: expect.any(Number) }));
      expect(screen.queryByRole('heading', { name: ERROR_TITLE })).toBeNull();
    });

    it('without a connection: the error screen, and no reload', async () => {
      await goToTermsWithItsCodeFailing(undefined);
      expect(await screen.findByRole('heading', { name: ERROR_TITLE })).toBeInTheDocument();
      expect(screen.getByTestId('route-error-detail')).toHaveTextContent('Loading chunk 42 failed.');
      expect(window.history.state).toBeNull();
    });
  });
});
