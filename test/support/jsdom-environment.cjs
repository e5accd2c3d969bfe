/**
 * jsdom lacks the web platform pieces react-router and RTK Query rely on (TextEncoder, fetch, Request,
 * Response, Headers, AbortController, streams), and WebCrypto's `subtle`, which solves the proof of work. Node 20 has
 * them all; hand them to the jsdom window.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class JsdomWithWebPlatform extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) {
        this.global[name] = globalThis[name];
      }
    }
    // jsdom's crypto has getRandomValues and randomUUID only; Node's has those and subtle.
    if (!this.global.crypto || !this.global.crypto.subtle) {
      Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
    }
  }
}

module.exports = JsdomWithWebPlatform;
