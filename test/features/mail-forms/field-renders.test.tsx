import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@/config/routes';
import { MailFormFrame } from '@/features/mail-forms/ui/mail-form-frame';
import { toaster } from '@/ui/overlay/toaster';
import { field } from './forms.helpers';
import { byFieldName, countRenders } from '../../support/render-counts';
import { renderRoute } from '../../support/render-with-providers';

/**
 * A tap in a mail form renders only what it changes (docs/performance.md#taps): a key renders its own field, an
 * empty send the fields that get a message, and neither renders the form's frame (its card, button and the "how it
 * works" box) or the fields that stay as they are. Before, every field and the frame rendered on each key and send,
 * which on a phone was most of the empty send's answer.
 */
jest.mock('@/features/mail-forms/ui/open-mail-link', () => ({ openMailLink: jest.fn() }));

/** Renders of each field (by its name) and of the frame since the last reset. */
const renders = countRenders((rendered) => (rendered.type === MailFormFrame ? 'frame' : byFieldName(rendered)));
const rendered = () => Object.fromEntries(renders);

afterEach(() => act(() => toaster.remove()));

describe.each([
  {
    path: routes.application,
    submit: 'Bewerbung absenden',
    typed: { label: 'Discord-Name', name: 'discordName' },
    // Every required field gets its message; the optional availability stays as it is.
    messaged: ['discordName', 'age', 'area', 'motivation', 'experience', 'agreedToTerms'],
    untouched: ['availability'],
  },
  {
    path: routes.partnership,
    submit: 'Anfrage absenden',
    typed: { label: 'Servername', name: 'serverName' },
    messaged: ['serverName', 'serverLink', 'projectDescription', 'partnershipReason', 'contactPerson', 'hasConfirmed'],
    untouched: [],
  },
])('$path', ({ path, submit, typed, messaged, untouched }) => {
  async function openForm() {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await screen.findByRole('button', { name: submit });
    renders.clear();
  }

  it('a key renders only the field it changes', async () => {
    await openForm();
    fireEvent.change(field(typed.label), { target: { value: 'a' } });
    expect(field(typed.label)).toHaveValue('a');
    expect(rendered()).toEqual({ [typed.name]: 1 });
  });

  it('an empty send renders the fields that get a message, not the frame or the other fields', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(field(typed.label)).toHaveAttribute('aria-invalid', 'true'));
    expect(Object.keys(rendered()).sort()).toEqual([...messaged].sort());
    for (const name of messaged) expect(renders.get(name)).toBe(1);
    for (const name of [...untouched, 'frame']) expect(renders.has(name)).toBe(false);
  });
});
