/**
 * Every screen must render without a browser: no `window` or `document` during render or at import, so the
 * pages can be prerendered on the server. This runs in Jest's node environment, where neither exists.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routeObjects } from '@/app/router';
import { routes } from '@/config/routes';
import { pageMeta } from '@/content/page-meta.content';
import { makeAppStore } from '@/app/app-store';

async function prerender(pathname: string): Promise<string> {
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(`http://127.0.0.1${pathname}`));
  if (context instanceof Response) throw new Error(`Unerwartete Weiterleitung für ${pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders store={makeAppStore()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

describe('prerendering without a browser', () => {
  it('has no window or document here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(Object.entries(routes))('%s (%s) renders its h1 and the layout', async (_key, pathname) => {
    const html = await prerender(pathname);
    expect(html).toContain('<h1');
    expect(html).toContain('Hauptnavigation');
    expect(html).toContain('Nach oben');
  });

  it('renders the not-found page for unknown paths', async () => {
    const html = await prerender('/gibt-es-nicht');
    expect(html).toContain('Seite nicht gefunden');
    expect(pageMeta.notFound.title).toContain('Seite nicht gefunden');
  });
});
