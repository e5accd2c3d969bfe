import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '@/server/app';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The build under test: dist/public, or $DIST_DIR/public when a separate build folder is used. */
export const PUBLIC_DIR = path.join(path.resolve(ROOT, process.env.DIST_DIR ?? 'dist'), 'public');

export interface RunningSite {
  readonly url: string;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

/** Serves the production build (npm run build) from the real server on a free loopback port. */
export async function startSite(): Promise<RunningSite> {
  if (!fs.existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
    throw new Error('dist/public fehlt: die Browsertests laufen gegen den Produktions-Build (npm run build).');
  }
  const app = await buildServer({ publicDir: PUBLIC_DIR });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, app, close: () => app.close() };
}
