import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openMailLink } from '@/features/mail-forms/ui/open-mail-link';
import { toaster } from '@/ui/overlay/toaster';
import { installPointerEvent } from '../../support/pointer-event';
import { renderRoute } from '../../support/render-with-providers';

/** A form control by the start of its label (a required field's label ends in a marker). */
export const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

/** Each control is marked invalid and described by its message (the message under a field, for screen readers). */
export function expectMessages(expected: readonly (readonly [HTMLElement, string])[]) {
  for (const [control, text] of expected) {
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
  }
}

/** Puts a text into a field in one go, as pasting does (typing sends a key per character, Enter at each line break). */
export async function pasteInto(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

/**
 * The hooks every mail form's screen test needs, and how it opens its form. The test file mocks open-mail-link
 * itself (jest.mock is hoisted only there); `opener` is that mock, reset before each test.
 */
export function mailFormScreen(path: string, heading: string) {
  const opener = jest.mocked(openMailLink);
  jest.setTimeout(20_000);
  beforeAll(installPointerEvent);
  beforeEach(() => opener.mockReset());
  afterEach(() => act(() => toaster.remove()));

  /**
   * Renders the form's route and waits for its heading and for the parts that follow the first paint (a form below
   * the first screen, src/ui/rendering/after-paint.tsx); returns the user that fills it.
   */
  async function openForm() {
    const user = userEvent.setup();
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
    await waitFor(() => expect(document.querySelector('[data-after-paint]')).toBeNull());
    return user;
  }
  return { opener, openForm };
}
