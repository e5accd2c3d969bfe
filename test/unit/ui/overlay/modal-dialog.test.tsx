/**
 * The site's modal dialog (src/ui/overlay/modal-dialog.tsx, docs/adr/0010-modal-dialog.md): opening it is one React
 * commit; it is a named, described modal dialog; Escape, a tap beside it and its close button ask to close it, unless
 * it must stay; the focus moves in once it is on screen and goes back when it closes; what is outside is hidden from
 * screen readers from the frame after it opened; and it is drawn beside the app's root, so <body> gets none of React's
 * listeners.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { ModalBody, ModalDescription, ModalDialog, ModalFooter } from '@/ui/overlay/modal-dialog';
import { holdFrames } from '../../../support/held-frames';
import { renderWithProviders } from '../../../support/render-with-providers';

afterEach(() => jest.restoreAllMocks());

interface Harness {
  readonly setOpen: (open: boolean) => void;
  readonly dismissed: () => number;
  readonly commits: () => number;
}

function renderDialog({ dismissible = true } = {}): Harness {
  let dismissals = 0;
  let commits = 0;
  let setOpenOutside: (open: boolean) => void = () => undefined;
  function Page() {
    const [open, setOpen] = useState(false);
    setOpenOutside = setOpen;
    return (
      <>
        <button type="button">Paket wählen</button>
        <Profiler id="dialog" onRender={() => (commits += 1)}>
          <ModalDialog
            open={open}
            onDismiss={() => {
              dismissals += 1;
              setOpen(false);
            }}
            dismissible={dismissible}
            title="Paket ES1 bestellen"
            described
            closeLabel="Schließen"
            testId="dialog"
          >
            <ModalBody>
              <ModalDescription>Gib deinen Discord-Namen an.</ModalDescription>
              <input aria-label="Discord Name" />
            </ModalBody>
            <ModalFooter>
              <button type="button">Anfrage senden</button>
            </ModalFooter>
          </ModalDialog>
        </Profiler>
      </>
    );
  }
  renderWithProviders(<Page />);
  return {
    setOpen: (open) => act(() => setOpenOutside(open)),
    dismissed: () => dismissals,
    commits: () => commits,
  };
}

const dialog = () => screen.getByTestId('dialog');
const positioner = () => dialog().parentElement as HTMLElement;

describe('the modal dialog', () => {
  it('opens in one commit, is drawn beside the app root, and is a named, described modal dialog', async () => {
    const frames = holdFrames();
    const addListener = jest.spyOn(document.body, 'addEventListener');
    const harness = renderDialog();
    expect(dialog()).not.toBeVisible();
    const before = harness.commits();

    harness.setOpen(true);
    // Whatever a machine would render after the opening commit runs in the microtasks that act awaits.
    await act(async () => undefined);
    expect(harness.commits() - before).toBe(1);

    const shown = screen.getByRole('dialog', { name: 'Paket ES1 bestellen' });
    expect(shown).toBe(dialog());
    expect(shown).toHaveAttribute('aria-modal', 'true');
    expect(shown).toHaveAccessibleDescription('Gib deinen Discord-Namen an.');
    expect(shown).toHaveAttribute('data-state', 'open');
    // React listens on the layers' element beside the root, never on <body> (a second dispatch of every event).
    expect(shown.closest('[data-layers]')?.parentElement).toBe(document.body);
    expect(addListener.mock.calls.filter(([type]) => type === 'pointerdown')).toEqual([]);
    await frames.paint();
  });

  it('moves the focus in once it is on screen, hides the page from screen readers after its first frame, and gives both back when it closes', async () => {
    const frames = holdFrames();
    const harness = renderDialog();
    const opener = screen.getByRole('button', { name: 'Paket wählen' });
    opener.focus();
    const page = opener.parentElement?.closest('body > div:not([data-layers])') as HTMLElement;

    harness.setOpen(true);
    expect(opener).toHaveFocus();
    expect(page).not.toHaveAttribute('aria-hidden');
    await frames.paint();
    expect(page).toHaveAttribute('aria-hidden', 'true');
    await frames.paint();
    await frames.paint();
    // The first field where a browser lays it out; jsdom lays out nothing, and the trap takes the dialog itself.
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);

    harness.setOpen(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(opener).toHaveFocus();
    expect(page).not.toHaveAttribute('aria-hidden');
    expect(dialog()).not.toBeVisible();
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document.body, { key: 'Escape' })],
    ['a tap beside it', () => (fireEvent.pointerDown(positioner()), fireEvent.click(positioner()))],
    ['its close button', () => fireEvent.click(screen.getByRole('button', { name: 'Schließen' }))],
  ])('closes on %s', async (_, act) => {
    holdFrames();
    const harness = renderDialog();
    harness.setOpen(true);
    act();
    expect(harness.dismissed()).toBe(1);
    expect(dialog()).not.toBeVisible();
  });

  it('stays open on a press that began inside it and ended beside it (selecting text)', () => {
    holdFrames();
    const harness = renderDialog();
    harness.setOpen(true);
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Discord Name' }));
    fireEvent.click(positioner());
    expect(harness.dismissed()).toBe(0);
    expect(dialog()).toBeVisible();
  });

  it('stays open while it must (a request on its way): Escape, a tap beside it and its close button do nothing', () => {
    holdFrames();
    const harness = renderDialog({ dismissible: false });
    harness.setOpen(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.pointerDown(positioner());
    fireEvent.click(positioner());
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeDisabled();
    expect(harness.dismissed()).toBe(0);
    expect(dialog()).toBeVisible();
  });
});
