/**
 * React's developer-tools hook, installed before react-dom loads (a `setupFiles` entry of the unit tests), so that a
 * test can see what each commit rendered (test/support/render-counts.ts adds its `listeners`). Without a listener it
 * does nothing.
 */
'use strict';

const renderers = new Map();

Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
  configurable: true,
  value: {
    supportsFiber: true,
    renderers,
    listeners: new Set(),
    inject(renderer) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      for (const listener of this.listeners) listener(root);
    },
  },
});
