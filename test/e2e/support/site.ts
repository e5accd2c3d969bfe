import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildServer, type RelayOptions } from '@/server/process/app';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The build under test: dist/public, or $DIST_DIR/public when a separate build folder is used. */
export const PUBLIC_DIR = path.join(path.resolve(ROOT, process.env.DIST_DIR ?? 'dist'), 'public');

export interface RunningSite {
  readonly url: string;
  readonly app: FastifyInstance;
  /** The folder served: the build itself, or a copy of it (`copy`) that a test may change as a new release would. */
  readonly publicDir: string;
  close(): Promise<void>;
}

/**
 * Serves the production build (npm run build) from the real server on a free loopback port. By default the relay
 * accepts POST /api/webhook into a temporary outbox without delivering anything, with a rate limit high enough
 * for any test; `relay` overrides that (e.g. a delivery target). `copy` serves a copy of the build, removed on close.
 */
export async function startSite(options: { relay?: RelayOptions; copy?: boolean } = {}): Promise<RunningSite> {
  if (!fs.existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
    throw new Error('dist/public fehlt: die Browsertests laufen gegen den Produktions-Build (npm run build).');
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const publicDir = options.copy ? path.join(folder, 'public') : PUBLIC_DIR;
  if (options.copy) fs.cpSync(PUBLIC_DIR, publicDir, { recursive: true });
  const app = await buildServer({
    publicDir,
    relay: { outboxPath: path.join(folder, 'outbox.sqlite'), rateLimitPerMinute: 10_000, ...options.relay },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    publicDir,
    close: async () => {
      await app.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
