import { screen, within } from '@testing-library/react';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { FortnitePage } from '@/pages/fortnite/fortnite.page';
import { expectExternal } from '../../support/expect-external';
import { expectHeadingsInOrder, flatText, renderStaticPage } from './static-page.helpers';

describe('fan page (/{slug}-fortnite)', () => {
  it("is titled with the creator's name, keeps headings in order and shows what the community plays", async () => {
    const { container } = await renderStaticPage(<FortnitePage />);
    expect(screen.getByRole('heading', { level: 1, name: `${site.creatorName}'s Fortnite` })).toBeInTheDocument();
    expectHeadingsInOrder(container);
    const play = screen.getByRole('region', { name: 'Was wir zusammen spielen' });
    for (const name of ['Community-Runden', 'Creative-Maps', 'Turniere']) {
      expect(within(play).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('has tips and explains how to join, linking to /join and the streaming channel', async () => {
    await renderStaticPage(<FortnitePage />);
    expect(within(screen.getByRole('region', { name: /Tipps/ })).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const join = screen.getByRole('region', { name: 'So bist du dabei' });
    expect(within(join).getAllByRole('listitem')).toHaveLength(4);
    expect(within(join).getByRole('link', { name: 'Community beitreten' })).toHaveAttribute('href', routes.join);
    expectExternal(within(join).getByRole('link', { name: /Zum Streaming-Kanal/ }), site.links.streamingChannel);
  });

  it('uses no images (no trademarked artwork) and carries the fan-page notice', async () => {
    const { container } = await renderStaticPage(<FortnitePage />);
    expect(container.querySelectorAll('img, picture, image')).toHaveLength(0);
    expect(flatText(container)).toContain('inoffizielle Fanseite');
  });
});
