import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { routes } from '@/config/routes';
import { partnerBenefits, partnershipMessages as message } from '@/features/mail-forms/content/partnership.content';
import { PartnershipPage } from '@/features/mail-forms/pages/partnership.page';
import { recordCommits } from '../../support/commit-recorder';
import { renderWithProviders } from '../../support/render-with-providers';
import { mailtoParams } from '../../support/mailto-params';
import { expectMessages, field, mailFormScreen, pasteInto } from './forms.helpers';

jest.mock('@/features/mail-forms/ui/open-mail-link', () => ({ openMailLink: jest.fn() }));
const { opener, openForm } = mailFormScreen(routes.partnership, 'Werde unser Partner');

const submitButton = () => screen.getByRole('button', { name: 'Anfrage absenden' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Servername'), 'Pixel & Paradies');
  await user.type(field('Server-Link'), 'https://discord.gg/pixel');
  await pasteInto(
    user,
    'Projektbeschreibung',
    'Wir sind eine Minecraft-Community mit 800 Mitgliedern und wöchentlichen Events.',
  );
  await pasteInto(user, 'Grund für die Partnerschaft', 'Gemeinsame Turniere und mehr Reichweite.');
  await user.type(field('Kontaktperson'), '@pixel.admin');
  await user.click(screen.getByRole('checkbox', { name: /Ich bestätige/ }));
}

describe('/partnerschaft', () => {
  it('on a page change, paints the heading and the benefits first; the form below them follows after that paint', async () => {
    // What each commit of the page had: its heading, the benefits, the form.
    const { CommitRecorder, commits } = recordCommits(() => ({
      heading: document.querySelector('h1') !== null,
      benefits: document.getElementById('partner-vorteile') !== null,
      form: document.getElementById('partnerschaft-formular') !== null,
    }));
    renderWithProviders(
      <MemoryRouter>
        <PartnershipPage />
        <CommitRecorder />
      </MemoryRouter>,
    );
    expect(commits[0]).toEqual({ heading: true, benefits: true, form: false });
    expect(await screen.findByRole('button', { name: 'Anfrage absenden' })).toBeInTheDocument();
    expect(document.getElementById('partnerschaft-formular')).toBeInTheDocument();
  });

  it('lists the six partner benefits; an empty submit shows every message under its field and the toast', async () => {
    const user = await openForm();
    const section = screen.getByRole('region', { name: 'Deine Vorteile als Partner' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(partnerBenefits.map((benefit) => benefit.title));
    expect(titles).toHaveLength(6);
    await user.click(submitButton());
    expect(await screen.findByText('Fehler im Formular')).toBeInTheDocument();
    expectMessages([
      [field('Servername'), message.serverName],
      [field('Server-Link'), message.serverLinkMissing],
      [field('Projektbeschreibung'), message.projectDescription],
      [field('Grund für die Partnerschaft'), message.partnershipReason],
      [field('Kontaktperson'), message.contactPersonMissing],
      [screen.getByRole('checkbox', { name: /Ich bestätige/ }), message.hasConfirmed],
    ]);
    expect(opener).not.toHaveBeenCalled();
  });

  it('opens the mail link to the mailbox, then shows the toast and the dialog and resets', async () => {
    const user = await openForm();
    await fillValid(user);
    await user.click(submitButton());
    const sent = mailtoParams(opener.mock.calls[0]?.[0] ?? '');
    expect(sent.to).toBe('support@nova-community.example');
    // What the mail says: test/features/mail-forms/partnership.schema.test.ts.
    expect(sent.subject).toBe('Partnerschaftsanfrage: Pixel & Paradies');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByRole('heading', { name: 'Anfrage vorbereitet!' })).toBeInTheDocument();
    // The toast follows in the frame after the dialog.
    expect(await screen.findByText('E-Mail-Programm geöffnet!')).toBeInTheDocument();
    expect(field('Servername')).toHaveValue('');
    expect(field('Kontaktperson')).toHaveValue('');
  });
});
