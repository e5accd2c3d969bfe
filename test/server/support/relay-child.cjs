/**
 * Runs the relay's real entry point (src/server/process/main.ts) in a child process straight from the sources, so tests
 * can kill it with SIGKILL and start it again. TypeScript is transpiled on require by SWC; `@/` maps to src/.
 * Another entry of src/server is named as the first argument, by its room (`releases/supervisor-main`).
 */
const path = require('node:path');
const Module = require('node:module');
const { addHook } = require('pirates');
const { transformSync } = require('@swc/core');

const srcDir = path.resolve(__dirname, '..', '..', '..', 'src');

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolveAlias(request, ...rest) {
  const mapped = request.startsWith('@/') ? path.join(srcDir, request.slice(2)) : request;
  return originalResolve.call(this, mapped, ...rest);
};

addHook(
  (code, filename) =>
    transformSync(code, {
      filename,
      jsc: { parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code,
  { exts: ['.ts', '.tsx'], ignoreNodeModules: true },
);

require(path.join(srcDir, 'server', `${process.argv[2] ?? 'process/main'}.ts`));
