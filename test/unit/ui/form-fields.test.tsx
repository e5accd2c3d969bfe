/**
 * The field kit (src/ui/forms/form-fields.tsx): a field names its control by its label, marks it required, and links
 * its message (or else its hint) as the control's description; a message that comes renders the control and the
 * message in one commit, never the label (docs/performance.md#taps).
 */
import { act, screen } from '@testing-library/react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/ui/forms/form-fields';
import { renderWithProviders } from '../../support/render-with-providers';
import { renderedDuring } from '../../support/render-counts';

const noop = () => undefined;

const FIELDS = {
  text: (error?: string) => (
    <TextField
      name="discordName"
      label="Discord-Name"
      hint="Wie im Profil."
      required
      value=""
      onValueChange={noop}
      error={error}
    />
  ),
  textarea: (error?: string) => (
    <TextAreaField name="motivation" label="Motivation" required value="" onValueChange={noop} error={error} />
  ),
  select: (error?: string) => (
    <SelectField
      name="area"
      label="Bereich"
      required
      value=""
      placeholder="Bitte auswählen"
      options={[{ value: 'technik', label: 'Technik' }]}
      onValueChange={noop}
      error={error}
    />
  ),
};

describe('the field kit', () => {
  it.each(Object.entries(FIELDS))(
    '%s: labelled, required, described by its hint, then by its message',
    (kind, field) => {
      const view = renderWithProviders(field());
      const control = screen.getByLabelText(/^(Discord-Name|Motivation|Bereich)/);
      expect(control).toBeRequired();
      expect(control).not.toHaveAttribute('aria-invalid');
      if (kind === 'text') expect(control).toHaveAccessibleDescription('Wie im Profil.');

      view.rerender(field('Bitte prüfe dieses Feld.'));
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('Bitte prüfe dieses Feld.');
      expect(screen.getByText('Bitte prüfe dieses Feld.')).toHaveAttribute('aria-live', 'polite');
    },
  );

  it('a message that comes renders the control and the message in one commit, not the label', async () => {
    const view = renderWithProviders(FIELDS.text());
    const commits = await renderedDuring(() => act(() => view.rerender(FIELDS.text('Bitte gib deinen Namen an.'))));
    expect(commits).toHaveLength(1);
    expect(commits[0]?.filter((name) => /label/i.test(name))).toEqual([]);
    expect(screen.getByRole('textbox', { name: /^Discord-Name/ })).toHaveAccessibleDescription(
      'Bitte gib deinen Namen an.',
    );
  });

  it('a checkbox is named by its text, required, and described by its message', () => {
    const checkbox = (error?: string) => (
      <CheckboxField name="agreedToTerms" checked={false} onCheckedChange={noop} error={error}>
        Ich stimme zu.
      </CheckboxField>
    );
    const view = renderWithProviders(checkbox());
    view.rerender(checkbox('Du musst zustimmen.'));
    const box = screen.getByRole('checkbox', { name: 'Ich stimme zu.' });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Du musst zustimmen.');
  });
});
