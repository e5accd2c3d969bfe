/**
 * A key in a Cloudium form renders only its field (docs/performance.md#taps): in the support form not the form
 * around it, in a request dialog not the dialog's frame (its parts, the price, the buttons). The fields and the
 * dialog frame are wrapped in counters here.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as RenderCounts from '../../support/render-counts';
import { toaster } from '@/ui/overlay/toaster';
import { dialogsMounted, renderCloudium } from './cloudium.helpers';
import { installPointerEvent } from '../../support/pointer-event';

jest.setTimeout(30_000);

/** Renders of each field (by its name) and of the dialog frame since the last reset. */
const renders = new Map<string, number>();
const count = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);

/** The counted components of test/support/render-counts.ts (a function: the mocks' factories run before the imports). */
function renderCounts(): typeof RenderCounts {
  return jest.requireActual<typeof RenderCounts>('../../support/render-counts');
}

jest.mock('@/ui/forms/form-fields', () => renderCounts().countedFormFields((name) => count(name)));
jest.mock('@/features/cloudium/ui/request-dialog', () =>
  renderCounts().countedComponent('@/features/cloudium/ui/request-dialog', 'RequestDialog', () =>
    count('dialog frame'),
  ),
);

beforeAll(installPointerEvent);
afterEach(() => act(() => toaster.remove()));

/** Types one character into `field` and returns what rendered for it. */
function renderedByKey(field: HTMLElement): Record<string, number> {
  renders.clear();
  act(() => {
    fireEvent.change(field, { target: { value: 'a' } });
  });
  expect(field).toHaveValue('a');
  return Object.fromEntries(renders);
}

/** The support form's fields, by name. */
const SUPPORT_FIELDS = ['name', 'email', 'subject', 'message'];

describe('Cloudium: a key renders only its field', () => {
  it.each([
    ['Name', 'name'],
    ['Nachricht', 'message'],
  ])('the support form: a key in "%s" renders that field alone', async (label, name) => {
    renderCloudium('/cloudium#support');
    const form = await screen.findByRole('form', { name: 'Kontaktformular' });
    // What renders at the first idle moments (the dialogs, the hidden panels) is not the key's.
    await dialogsMounted();
    const rendered = renderedByKey(within(form).getByLabelText(new RegExp(`^${label}`)));
    const ofTheForm = Object.entries(rendered).filter(([field]) => SUPPORT_FIELDS.includes(field));
    expect(Object.fromEntries(ofTheForm)).toEqual({ [name]: 1 });
  });

  it.each([
    ['Paket wählen: ES1', /ES1/],
    ['Managed Hosting anfragen', 'Managed Game Hosting anfragen'],
  ])('the dialog of "%s": a key in the Discord name does not render the dialog frame', async (button, dialogName) => {
    const user = userEvent.setup();
    renderCloudium('/cloudium#pakete');
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    // The other two dialogs mount at idle moments of their own, with fields of the same names.
    await dialogsMounted();
    const rendered = renderedByKey(within(dialog).getByLabelText(/^Discord Name/));
    expect(rendered.discordName).toBe(1);
    expect(rendered).not.toHaveProperty('dialog frame');
  });
});
