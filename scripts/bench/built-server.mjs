// The built server (DIST/server/main.js) as the measuring tools start it on loopback: it finds the project's
// node_modules from a dist elsewhere (an old build in /tmp), delivers nowhere unless a tool names a webhook, and counts
// as started once /healthz answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Spawns DIST/server/main.js with `settings` (PORT, PUBLIC_DIR, OUTBOX_PATH, …) over the defaults below. */
export function spawnServer(dist, settings, stdio = 'ignore') {
  return spawn(process.execPath, [path.join(dist, 'server', 'main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_PATH: path.join(root, 'node_modules'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Never deliver anywhere, whatever the calling shell has configured.
      DISCORD_WEBHOOK_URL: '',
      ...settings,
    },
    stdio,
  });
}

/**
 * Resolves once ORIGIN/healthz answers 200; rejects with `failure()` when the child exits first or time runs out, and
 * with the signal's reason once it is aborted (Ctrl-C in a tool that stops its servers itself).
 */
export async function untilHealthy(origin, child, { timeoutMs = 10_000, everyMs = 50, failure, signal } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    const up = await fetch(`${origin}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(failure?.() ?? `Server startet nicht (${origin}) – zuerst "npm run build"?`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
