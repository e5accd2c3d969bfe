/**
 * The browser's idle moments under the test's control: jsdom has no requestIdleCallback, and the app's parts that
 * wait for one (src/ui/rendering/moments.ts, whenIdle) would otherwise run one task later. Call in a describe block or
 * at a file's top; `run` runs the callbacks asked for so far.
 */
export function controlIdleCallbacks() {
  const waiting: (() => void)[] = [];
  beforeEach(() => {
    waiting.length = 0;
    window.requestIdleCallback = (callback) => waiting.push(() => callback({} as IdleDeadline));
    window.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });
  return {
    waiting,
    run: () => waiting.splice(0).forEach((callback) => callback()),
  };
}
