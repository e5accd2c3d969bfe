/** The shared scheduling helpers of src/ui/rendering/moments.ts that the app, the toasts and the page parts use. */
import { afterPaint } from '@/ui/rendering/moments';

describe('afterPaint', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the work after the next frame, not before', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    afterPaint(work);
    expect(work).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    jest.useFakeTimers();
    const beforeFrame = jest.fn();
    afterPaint(beforeFrame)();
    jest.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();

    const afterFrame = jest.fn();
    let frame: FrameRequestCallback = () => undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const cancel = afterPaint(afterFrame);
    frame(0);
    cancel();
    jest.runAllTimers();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
