#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails when any of them fails: `node scripts/run-parallel.mjs lint typecheck`.
 * The checks before the tests (lint, format, types, the build) do not depend on each other, and each alone leaves a
 * core idle. Each script's output is printed whole once it has finished, so the logs of two scripts never interleave.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

/** Runs one npm script; resolves with its exit code, its output and how long it took. */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(output),
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

const results = await Promise.all(
  scripts.map((script) =>
    run(script).then((result) => {
      process.stdout.write(result.output);
      const verdict = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
      console.log(`── npm run ${script}: ${verdict} in ${result.seconds.toFixed(1)} s`);
      return result;
    }),
  ),
);

process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
