import { screen, within } from '@testing-library/react';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { TermsPage } from '@/pages/terms/terms.page';
import { expectExternal } from '../../support/expect-external';
import { expectHeadingsInOrder, flatText, renderStaticPage } from './static-page.helpers';

describe('terms of service (/agb)', () => {
  it('has exactly 9 numbered sections, in order, followed by a contact block with owner, address, e-mail and the Discord server', async () => {
    const { container } = await renderStaticPage(<TermsPage />);
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
    const numbered = h2.filter((text) => /^§ \d+ /.test(text));
    expect(numbered).toHaveLength(9);
    expect(numbered.map((text) => Number(/^§ (\d+)/.exec(text)?.[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(h2.at(-1)).toBe('Kontakt');
    expectHeadingsInOrder(container);
    const contact = screen.getByTestId('terms-contact');
    const { ownerName, street, postalCode, city, country, email } = site.legal;
    expect(flatText(contact)).toContain(`${ownerName}${street}${postalCode} ${city}${country}`);
    expect(within(contact).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expectExternal(within(contact).getByRole('link', { name: /Zum Discord-Server/ }), site.links.discordInvite);
  });

  // The product rules of the terms page, by the section that states them: a fragment of the sentence for each.
  const rulesBySection = {
    '§ 2': [
      'wer mindestens 14 Jahre alt ist',
      'Mitgliedschaft auf dem Discord-Server ist deshalb Voraussetzung für die Bestellabwicklung und den Support',
    ],
    '§ 4': [
      'zusätzlich zu den Serverkosten eine Servicegebühr von 3,50 € pro Monat',
      'einmalige Einrichtungsgebühr von 5,00 € an',
    ],
    '§ 5': ['ausschließlich im Voraus bezahlt (Prepaid)', 'Wir akzeptieren Zahlungen per PayPal.'],
    '§ 6': ['Nicht verbrauchtes Guthaben wird nicht erstattet', 'Es gibt keine Mindestlaufzeit.'],
    '§ 7': [
      'verlangst du ausdrücklich, dass wir sofort mit der Ausführung',
      'Dein Widerrufsrecht erlischt, sobald wir mit der Ausführung',
      'verzichtest damit ab Bereitstellung des Servers auf dein Widerrufsrecht',
    ],
    '§ 8': [
      'Verfügbarkeit unserer Server von 99,8 % im Jahresmittel',
      'Server stehen in Deutschland und sind durch einen DDoS-Schutz',
    ],
    '§ 9': ['Es gilt niederländisches Recht'],
  };
  it.each(Object.entries(rulesBySection).flatMap(([section, fragments]) => fragments.map((text) => [section, text])))(
    '%s states "%s"',
    async (section, fragment) => {
      await renderStaticPage(<TermsPage />);
      const region = screen.getByRole('region', { name: new RegExp(`^${section} `) });
      expect(flatText(region)).toContain(fragment);
    },
  );

  it('links the Discord requirement to the join guide', async () => {
    await renderStaticPage(<TermsPage />);
    const requirements = screen.getByRole('region', { name: /^§ 2 / });
    expect(within(requirements).getByRole('link', { name: 'Discord beitreten' })).toHaveAttribute('href', routes.join);
  });
});
