import { act } from '@testing-library/react';

/**
 * The browser's frames under the test's control: from the call on, no animation-frame callback runs until `paint()`,
 * which runs the callbacks asked for so far (the frame) and then the tasks queued after it. For the parts that wait
 * for a frame to be painted (src/ui/rendering/moments.ts, afterPaint). Call inside a test or a beforeEach; Jest's
 * restoreMocks (or jest.restoreAllMocks) ends it.
 */
export function holdFrames() {
  const frames = new Map<number, FrameRequestCallback>();
  let last = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++last, callback);
    return last;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames.delete(id);
  });
  return {
    /** How many frame callbacks wait. */
    waiting: () => frames.size,
    paint: () =>
      act(async () => {
        const callbacks = [...frames.values()];
        frames.clear();
        callbacks.forEach((callback) => callback(performance.now()));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}
