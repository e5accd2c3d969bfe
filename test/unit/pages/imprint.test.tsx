import { screen, within } from '@testing-library/react';
import { site, type SiteConfig } from '@/config/site';
import type * as ImprintContent from '@/content/imprint.content';
import { ImprintPage } from '@/pages/imprint/imprint.page';
import { expectHeadingsInOrder, flatText, renderStaticPage } from './static-page.helpers';

describe('imprint (/impressum)', () => {
  it('shows owner and full Netherlands address from the configuration, the contact e-mail, responsibility for content and liability for links', async () => {
    const { container } = await renderStaticPage(<ImprintPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    const provider = screen.getByRole('region', { name: 'Anbieter' });
    const { ownerName, street, postalCode, city, country } = site.legal;
    expect(flatText(provider)).toContain(`${ownerName}${street}${postalCode} ${city}${country}`);
    expect(country).toBe('Niederlande');
    expectHeadingsInOrder(container);
    const contact = screen.getByRole('region', { name: 'Kontakt' });
    expect(within(contact).getByRole('link', { name: site.legal.email })).toHaveAttribute(
      'href',
      `mailto:${site.legal.email}`,
    );
    expect(flatText(screen.getByRole('region', { name: 'Verantwortlich für den Inhalt' }))).toContain(
      site.legal.ownerName,
    );
    expect(flatText(screen.getByRole('region', { name: 'Haftung für Links' }))).toContain(
      'ist stets der jeweilige Anbieter oder Betreiber verantwortlich',
    );
  });

  it('reads owner and address from the configuration instead of repeating them', () => {
    const changed = {
      ownerName: 'Erika Beispiel',
      street: 'Proefweg 9',
      postalCode: '9999 ZZ',
      city: 'Utrecht',
      country: 'Niederlande',
      email: 'impressum@beispiel.example',
    };
    jest.isolateModules(() => {
      jest.doMock('@/config/site', () => {
        const actual = jest.requireActual<{ site: SiteConfig }>('@/config/site');
        return { site: { ...actual.site, legal: changed } };
      });
      const { imprintAddressLines, imprintSections } =
        jest.requireActual<typeof ImprintContent>('@/content/imprint.content');
      expect(imprintAddressLines).toEqual(['Erika Beispiel', 'Proefweg 9', '9999 ZZ Utrecht', 'Niederlande']);
      expect(JSON.stringify(imprintSections)).toContain('mailto:impressum@beispiel.example');
      expect(JSON.stringify(imprintSections)).not.toContain(site.legal.street);
    });
  });
});
