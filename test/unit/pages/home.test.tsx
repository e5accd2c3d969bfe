import { screen, within } from '@testing-library/react';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { expectExternal } from '../../support/expect-external';
import { renderRoute } from '../../support/render-with-providers';

async function renderHome() {
  renderRoute(routes.home);
  await screen.findByRole('heading', { level: 1 });
}

const linkNamed = (name: string | RegExp) => screen.getByRole('link', { name });

describe('home page (docs/product.md#what-the-site-is)', () => {
  it('hero invites to join (/join) and to discover the hosting service (/cloudium)', async () => {
    await renderHome();
    const hero = screen.getByTestId('home-hero');
    expect(within(hero).getByRole('link', { name: 'Community beitreten' })).toHaveAttribute('href', routes.join);
    expect(within(hero).getByRole('link', { name: 'Cloudium entdecken' })).toHaveAttribute('href', routes.cloudium);
  });

  it('the cards link to the creator page and website (new tab), to /cloudium and to the donation page (new tab)', async () => {
    await renderHome();
    expect(linkNamed(`Mehr über ${site.creatorName}`)).toHaveAttribute('href', routes.creator);
    expectExternal(linkNamed(/Zur Website/), site.links.creatorWebsite);
    expect(linkNamed('Cloudium ansehen')).toHaveAttribute('href', routes.cloudium);
    expectExternal(linkNamed(/Jetzt spenden/), site.links.donation);
  });

  it("'Tritt unserer Community bei' has three feature cards and the join button", async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Tritt unserer Community bei' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Aktive Mitglieder', 'Regelmäßige Events', 'Offener Austausch']);
    expect(within(section).getByRole('link', { name: 'Jetzt beitreten und loslegen!' })).toHaveAttribute(
      'href',
      routes.join,
    );
  });
});
