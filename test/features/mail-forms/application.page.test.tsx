import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { routes } from '@/config/routes';
import { applicationMessages as message } from '@/features/mail-forms/content/application.content';
import { mailtoParams } from '../../support/mailto-params';
import { expectMessages, field, mailFormScreen, pasteInto } from './forms.helpers';

jest.mock('@/features/mail-forms/ui/open-mail-link', () => ({ openMailLink: jest.fn() }));
const { opener, openForm } = mailFormScreen(routes.application, 'Bewirb dich für unser Team');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Discord-Name'), 'Jörg & Co');
  await user.type(field('Alter'), '16');
  await user.selectOptions(field('Bereich'), 'Technik');
  await pasteInto(
    user,
    'Motivation',
    'Ich möchte helfen, weil mir die Community am Herzen liegt.\nUnd Spaß = 100% + #1.',
  );
  await pasteInto(user, 'Erfahrung', 'Ich moderiere seit zwei Jahren einen Discord-Server mit 500 Mitgliedern.');
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
}

describe('/bewerbung', () => {
  it('labels every field, offers the six areas with German names, asks for a description only while "Sonstiges" is chosen, and links the privacy consent to /datenschutz in a new tab, so the form is kept', async () => {
    const user = await openForm();
    for (const name of ['Discord-Name', 'Alter', 'Bereich', 'Motivation', 'Erfahrung', 'Verfügbarkeit']) {
      expect(field(name)).toBeInTheDocument();
    }
    const options = within(field('Bereich'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Bitte auswählen',
      'Moderation',
      'Technik',
      'Community-Management',
      'Content-Erstellung',
      'Eventplanung',
      'Sonstiges',
    ]);
    expect(screen.queryByLabelText(/^Beschreibung des Bereichs/)).not.toBeInTheDocument();
    // That the text is dropped with it: test/features/mail-forms/mail-form.machine.test.ts.
    await user.selectOptions(field('Bereich'), 'Sonstiges');
    expect(field('Beschreibung des Bereichs')).toBeInTheDocument();
    await user.selectOptions(field('Bereich'), 'Moderation');
    expect(screen.queryByLabelText(/^Beschreibung des Bereichs/)).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Datenschutzerklärung/ });
    expect(link).toHaveAttribute('href', routes.privacy);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('an empty submit shows each message under its field and the toast "Fehler im Formular"', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    expect(await screen.findByText('Fehler im Formular')).toBeInTheDocument();
    expectMessages([
      [field('Discord-Name'), message.discordName],
      [field('Alter'), message.ageMissing],
      [field('Bereich'), message.area],
      [field('Motivation'), message.motivation],
      [field('Erfahrung'), message.experience],
      [screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }), message.agreedToTerms],
    ]);
    expect(field('Verfügbarkeit')).not.toHaveAttribute('aria-invalid', 'true');
    expect(opener).not.toHaveBeenCalled();
  });

  it('opens the mail link, and after 1 s shows the toast and the dialog and resets the form', async () => {
    const user = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    expect(opener).toHaveBeenCalledTimes(1);
    // What the mail says: application.schema.test.ts and mailto.test.ts.
    const sent = mailtoParams(opener.mock.calls[0]?.[0] ?? '');
    expect(sent.subject).toBe('Bewerbung: Jörg & Co');
    expect(sent.body).toContain('Und Spaß = 100% + #1.');
    expect(screen.queryByText('E-Mail-Programm geöffnet!')).not.toBeInTheDocument();
    // While the hand-off is under way the fields take no input (the machine would drop it).
    expect(field('Discord-Name')).toBeDisabled();

    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(field('Discord-Name')).toBeEnabled();
    // The toast follows in the frame after the dialog.
    expect(await screen.findByText('E-Mail-Programm geöffnet!')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Bewerbung vorbereitet!' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'support@nova-community.example' })).toBeInTheDocument();
    const fullText = within(dialog).getByLabelText<HTMLTextAreaElement>('Vollständiger Text deiner E-Mail').value;
    expect(fullText).toContain('Betreff: Bewerbung: Jörg & Co');
    expect(fullText).toContain('Und Spaß = 100% + #1.');
    expect(field('Discord-Name')).toHaveValue('');
    expect(field('Motivation')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Datenschutzerklärung/, hidden: true })).not.toBeChecked();

    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a link shortened to 2,000 characters: the dialog says so and offers the full text to copy (docs/adr/0005-mail-hand-off.md)', async () => {
    const longMotivation = Array.from({ length: 80 }, (_, line) => `Zeile ${line}: ${'Über & mehr = '.repeat(4)}`);
    const user = await openForm();
    await fillValid(user);
    await user.clear(field('Motivation'));
    await pasteInto(user, 'Motivation', longMotivation.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    // How the link is shortened: mailto.test.ts.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText(/wurde in der E-Mail gekürzt/)).toBeInTheDocument();
    const fullText = within(dialog).getByLabelText<HTMLTextAreaElement>('Vollständiger Text deiner E-Mail').value;
    expect(fullText).toContain(longMotivation.at(-1)?.trim());
    await user.click(within(dialog).getByRole('button', { name: 'Text kopieren' }));
    // user-event replaces the clipboard with its own in-memory one.
    expect(await navigator.clipboard.readText()).toBe(fullText);
    expect(await within(dialog).findByRole('button', { name: 'Kopiert!' })).toBeInTheDocument();
  });

  it('keeps every field and shows "❌ Fehler" when the mail client cannot be opened', async () => {
    opener.mockImplementation(() => {
      throw new Error('blockiert');
    });
    const user = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    expect(await screen.findByText('❌ Fehler')).toBeInTheDocument();
    expect(
      screen.getByText('Dein E-Mail-Programm konnte nicht geöffnet werden. Bitte kontaktiere uns direkt.'),
    ).toBeInTheDocument();
    expect(field('Discord-Name')).toHaveValue('Jörg & Co');
    expect(field('Alter')).toHaveValue('16');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
