import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@/config/routes';
import { toaster } from '@/ui/overlay/toaster';
import { field } from './forms.helpers';
import { renderRoute } from '../../support/render-with-providers';

/**
 * After an empty send, focus goes to the first invalid field once the messages are on screen (docs/performance.md,
 * "Taps"): not in the frame that shows them, where focusing made the browser style and lay out the form again and
 * scroll before painting them, but in the task after that frame.
 */
jest.mock('@/features/mail-forms/ui/open-mail-link', () => ({ openMailLink: jest.fn() }));

/** The animation frame callbacks asked for since the last frame, run by `frame()`. */
let frameCallbacks: FrameRequestCallback[] = [];
function frame(): void {
  const callbacks = frameCallbacks;
  frameCallbacks = [];
  for (const callback of callbacks) callback(performance.now());
}

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frameCallbacks.push(callback);
    return frameCallbacks.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  frameCallbacks = [];
  act(() => toaster.remove());
});

it.each([
  [routes.application, 'Bewerbung absenden', 'Discord-Name'],
  [routes.partnership, 'Anfrage absenden', 'Servername'],
])(
  '%s: an empty send shows the messages first and focuses the first invalid field after that frame',
  async (path, submit, first) => {
    renderRoute(path);
    // The frames run as the page asks: a form below the first screen follows the page's first paint.
    const button = await waitFor(
      () => {
        act(frame);
        return screen.getByRole('button', { name: submit });
      },
      { timeout: 5000 },
    );
    button.focus();
    act(() => {
      fireEvent.click(button);
    });
    expect(field(first)).toHaveAttribute('aria-invalid', 'true');
    act(frame);
    // The frame with the messages: focus has not moved yet.
    expect(button).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(field(first)).toHaveFocus();
  },
);
