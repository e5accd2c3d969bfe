import { screen } from '@testing-library/react';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { expectExternal } from '../../support/expect-external';
import { renderRoute } from '../../support/render-with-providers';

describe('creator page', () => {
  it('lives at the route derived from the slug and names the creator', async () => {
    expect(routes.creator).toBe(`/${site.creatorSlug}`);
    renderRoute(routes.creator);
    expect(await screen.findByRole('heading', { level: 1, name: site.creatorName })).toBeInTheDocument();
  });

  it('links to the streaming channel and the creator website in new tabs', async () => {
    renderRoute(routes.creator);
    await screen.findByRole('heading', { level: 1 });
    expectExternal(screen.getByRole('link', { name: /Zum Streaming-Kanal/ }), site.links.streamingChannel);
    expectExternal(screen.getByRole('link', { name: /Zur eigenen Website/ }), site.links.creatorWebsite);
  });

  it('covers founder, projects, streams and updates', async () => {
    renderRoute(routes.creator);
    await screen.findByRole('heading', { level: 1 });
    for (const title of ['Gründer der Community', 'Projekte', 'Streams', 'Updates']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });
});

describe('status page', () => {
  it('has a button that opens the external status page in a new tab', async () => {
    renderRoute(routes.status);
    expect(await screen.findByRole('heading', { level: 1, name: 'Systemstatus' })).toBeInTheDocument();
    expectExternal(screen.getByRole('link', { name: /Statusseite öffnen/ }), site.links.statusPage);
  });

  it('sends visitors with a broken server straight to the Cloudium support tab', async () => {
    renderRoute(routes.status);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Zum Support-Center' })).toHaveAttribute(
      'href',
      `${routes.cloudium}#support`,
    );
  });
});
