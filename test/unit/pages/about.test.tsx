import { screen, within } from '@testing-library/react';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { AboutPage } from '@/pages/about/about.page';
import { expectExternal } from '../../support/expect-external';
import { expectHeadingsInOrder, renderStaticPage } from './static-page.helpers';

describe('about page (/ueber-mich)', () => {
  it('introduces the creator by name and keeps headings in order', async () => {
    const { container } = await renderStaticPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: `Hi, ich bin ${site.creatorName}` })).toBeInTheDocument();
    for (const name of ['Wer ich bin', 'Wie alles angefangen hat', 'Wofür wir stehen', 'Was ich mache']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expectHeadingsInOrder(container);
  });

  it('links to /cloudium and /community inside the site, to the streaming channel and the creator website in a new tab', async () => {
    await renderStaticPage(<AboutPage />);
    const work = screen.getByRole('region', { name: 'Was ich mache' });
    expect(within(work).getByRole('link', { name: `${site.hostingBrand} entdecken` })).toHaveAttribute(
      'href',
      routes.cloudium,
    );
    expect(within(work).getByRole('link', { name: 'Zur Community' })).toHaveAttribute('href', routes.community);
    expectExternal(within(work).getByRole('link', { name: /Zum Streaming-Kanal/ }), site.links.streamingChannel);
    const more = screen.getByRole('region', { name: 'Mehr von mir' });
    expectExternal(within(more).getByRole('link', { name: /^Streaming-Kanal/ }), site.links.streamingChannel);
    expectExternal(within(more).getByRole('link', { name: /Meine Website/ }), site.links.creatorWebsite);
  });
});
