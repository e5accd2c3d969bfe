/**
 * The dialogs' focus trap (src/ui/overlay/focus-trap-after-paint.ts): it starts only once the dialog has painted twice
 * (its opening animation shows it from its second frame), then holds the focus inside; closed, it gives the focus back
 * to the element that had it (tested with the dialog it serves: test/unit/ui/overlay/modal-dialog.test.tsx).
 */
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusTrapAfterPaint } from '@/ui/overlay/focus-trap-after-paint';
import { holdFrames } from '../../../support/held-frames';

let frames: ReturnType<typeof holdFrames>;
beforeEach(() => {
  frames = holdFrames();
});
afterEach(() => jest.restoreAllMocks());

const paintFrame = () => frames.paint();

function Dialog({ open }: { open: boolean }) {
  const content = useRef<HTMLDivElement>(null);
  useFocusTrapAfterPaint(open, content);
  return (
    <>
      <button type="button">Paket wählen</button>
      <div ref={content} role="dialog" aria-label="Paket bestellen" tabIndex={-1} hidden={!open}>
        <input aria-label="Discord Name" />
        <button type="button">Anfrage senden</button>
      </div>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Paket wählen' });
const focusInDialog = () => screen.getByTestId('host').querySelector('[role=dialog]')?.contains(document.activeElement);

function renderClosed() {
  const view = render(
    <div data-testid="host">
      <Dialog open={false} />
    </div>,
  );
  opener().focus();
  const setOpen = (open: boolean) =>
    view.rerender(
      <div data-testid="host">
        <Dialog open={open} />
      </div>,
    );
  return { setOpen };
}

describe('useFocusTrapAfterPaint', () => {
  it('leaves the focus where it is until the dialog has painted, then moves it inside and keeps it there', async () => {
    const { setOpen } = renderClosed();
    setOpen(true);
    expect(opener()).toHaveFocus();
    await paintFrame();
    expect(opener()).toHaveFocus();
    await paintFrame();
    expect(opener()).toHaveFocus();
    // The trap, started after the second frame, moves the focus in the frame after that.
    await paintFrame();
    expect(focusInDialog()).toBe(true);
    // A focus that leaves the dialog is brought back into it.
    await act(async () => opener().focus());
    expect(focusInDialog()).toBe(true);
  });

  it('closed before it painted, it never takes the focus', async () => {
    const { setOpen } = renderClosed();
    setOpen(true);
    await paintFrame();
    setOpen(false);
    for (let frame = 0; frame < 3; frame++) await paintFrame();
    expect(opener()).toHaveFocus();
    expect(frames.waiting()).toBe(0);
  });
});
