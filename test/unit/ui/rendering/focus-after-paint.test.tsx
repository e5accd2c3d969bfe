import { fireEvent, render, screen } from '@testing-library/react';
import { focusAfterPaint } from '@/ui/rendering/focus-after-paint';

describe('focusAfterPaint (docs/performance.md#taps)', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('keeps the focus where it is on the press, and moves it to the pressed element only after the next paint', () => {
    render(
      <>
        <input aria-label="vorher" />
        <button type="button" onMouseDown={focusAfterPaint}>
          Team
        </button>
      </>,
    );
    const before = screen.getByLabelText('vorher');
    const team = screen.getByRole('button', { name: 'Team' });
    before.focus();
    expect(fireEvent.mouseDown(team)).toBe(false);
    expect(before).toHaveFocus();
    // The frame runs, then the task after it: only then the focus moves.
    frames.splice(0).forEach((frame) => frame(0));
    expect(before).toHaveFocus();
    jest.runOnlyPendingTimers();
    expect(team).toHaveFocus();
  });
});
