/**
 * React's developer-tools hook, installed before react-dom loads (a `setupFiles` entry of the unit tests), so that a
 * test can see what each commit rendered (test/support/rendered-components.ts sets `recorder`). Without a recorder
 * it does nothing.
 */
'use strict';

const renderers = new Map();

Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
  configurable: true,
  value: {
    supportsFiber: true,
    renderers,
    recorder: null,
    inject(renderer) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      this.recorder?.(root);
    },
  },
});
