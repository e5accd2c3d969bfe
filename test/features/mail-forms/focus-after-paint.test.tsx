import { act, fireEvent, screen } from '@testing-library/react';
import { routes } from '@/config/routes';
import { toaster } from '@/ui/overlay/toaster';
import { field } from './forms.helpers';
import { holdFrames } from '../../support/held-frames';
import { renderRoute } from '../../support/render-with-providers';

/**
 * After an empty send, focus goes to the first invalid field once the messages are on screen (docs/performance.md,
 * "Taps"): not in the frame that shows them, where focusing made the browser style and lay out the form again and
 * scroll before painting them, but in the task after that frame.
 */
jest.mock('@/features/mail-forms/ui/open-mail-link', () => ({ openMailLink: jest.fn() }));

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toaster.remove());
});

// That the work waits for the task after the frame: test/unit/ui/rendering/moments.test.ts.
it.each([
  [routes.application, 'Bewerbung absenden', 'Discord-Name'],
  [routes.partnership, 'Anfrage absenden', 'Servername'],
])(
  '%s: an empty send shows the messages first and focuses the first invalid field once they are painted',
  async (path, submit, first) => {
    renderRoute(path);
    // A form below the first screen follows the page's first paint: the frames are held from then on.
    const button = await screen.findByRole('button', { name: submit }, { timeout: 5000 });
    const frames = holdFrames();
    button.focus();
    act(() => {
      fireEvent.click(button);
    });
    expect(field(first)).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveFocus();
    await frames.paint();
    expect(field(first)).toHaveFocus();
  },
);
