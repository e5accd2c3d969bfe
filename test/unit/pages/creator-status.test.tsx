import { screen } from '@testing-library/react';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { expectExternal } from '../../support/expect-external';
import { renderRoute } from '../../support/render-with-providers';

describe('creator page', () => {
  it('lives at the route derived from the slug, names the creator, covers founder, projects, streams and updates, and links out in new tabs', async () => {
    expect(routes.creator).toBe(`/${site.creatorSlug}`);
    renderRoute(routes.creator);
    expect(await screen.findByRole('heading', { level: 1, name: site.creatorName })).toBeInTheDocument();
    for (const title of ['Gründer der Community', 'Projekte', 'Streams', 'Updates']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expectExternal(screen.getByRole('link', { name: /Zum Streaming-Kanal/ }), site.links.streamingChannel);
    expectExternal(screen.getByRole('link', { name: /Zur eigenen Website/ }), site.links.creatorWebsite);
  });
});

describe('status page', () => {
  it('opens the external status page in a new tab, and sends visitors with a broken server to the Cloudium support tab', async () => {
    renderRoute(routes.status);
    expect(await screen.findByRole('heading', { level: 1, name: 'Systemstatus' })).toBeInTheDocument();
    expectExternal(screen.getByRole('link', { name: /Statusseite öffnen/ }), site.links.statusPage);
    expect(screen.getByRole('link', { name: 'Zum Support-Center' })).toHaveAttribute(
      'href',
      `${routes.cloudium}#support`,
    );
  });
});
