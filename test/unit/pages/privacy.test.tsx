import { screen, within } from '@testing-library/react';
import { site } from '@/config/site';
import { PRIVACY_STORAGE_KEYS } from '@/content/privacy.content';
import { PrivacyPage } from '@/pages/privacy/privacy.page';
import {
  COMMUNITY_EVENTS_KEY,
  COMMUNITY_RULES_KEY,
  COMMUNITY_TEAM_KEY,
} from '@/features/community/store/community.slice';
import { expectExternal } from '../../support/expect-external';
import { expectHeadingsInOrder, flatText, renderStaticPage } from './static-page.helpers';

describe('privacy policy (/datenschutz)', () => {
  it('is dated July 2025, has one h1 with headings in order, and names the controller and the contact mailbox from the site configuration', async () => {
    const { container } = await renderStaticPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByText('Stand: Juli 2025')).toBeInTheDocument();
    expectHeadingsInOrder(container);
    const controller = screen.getByRole('region', { name: /Verantwortlicher/ });
    expect(flatText(controller)).toContain(site.legal.ownerName);
    expect(flatText(controller)).toContain(`${site.legal.postalCode} ${site.legal.city}`);
    const contact = screen.getByRole('region', { name: /Kontakt zum Datenschutz/ });
    expect(within(contact).getByRole('link', { name: site.legal.email })).toHaveAttribute(
      'href',
      `mailto:${site.legal.email}`,
    );
  });

  it.each(['communityEvents', 'communityTeam', 'communityRules'])('names the browser storage key %s', async (key) => {
    await renderStaticPage(<PrivacyPage />);
    const section = screen.getByRole('region', { name: /Was wir in deinem Browser speichern/ });
    expect(flatText(section)).toContain(`${key} –`);
    expect(flatText(section)).toContain('Wir verwenden keine Cookies.');
  });

  it('names exactly the keys the store persists under', () => {
    expect(PRIVACY_STORAGE_KEYS).toEqual([COMMUNITY_EVENTS_KEY, COMMUNITY_TEAM_KEY, COMMUNITY_RULES_KEY]);
  });

  it('says that form contents go to Discord through our own server, and mail forms send nothing', async () => {
    const { container } = await renderStaticPage(<PrivacyPage />);
    const forms = screen.getByRole('region', { name: /Support-Formular und Hosting-Anfragen/ });
    expect(flatText(forms)).toContain('sendet dein Browser diese Angaben an unseren eigenen Server');
    expect(flatText(forms)).toMatch(
      /Webhook an einen nicht öffentlichen Kanal unseres Servers auf der Chat-Plattform Discord/,
    );
    expectExternal(
      within(forms).getByRole('link', { name: /Nutzungsbedingungen von Discord/ }),
      site.links.discordTerms,
    );
    expect(flatText(container)).toContain('öffnen anschließend dein eigenes E-Mail-Programm');
    expect(flatText(container)).toContain('keine Verbindung zu Drittanbietern');
  });

  it.each(['Auskunft', 'Berichtigung', 'Löschung', 'Einschränkung', 'Datenübertragbarkeit', 'Widerspruch'])(
    'lists the right to %s',
    async (right) => {
      await renderStaticPage(<PrivacyPage />);
      const rights = screen.getByRole('region', { name: /Deine Rechte/ });
      expect(within(rights).getByText(new RegExp(`^${right}`))).toBeInTheDocument();
      expect(flatText(rights)).toContain('bei einer Datenschutz-Aufsichtsbehörde zu beschweren');
    },
  );
});
