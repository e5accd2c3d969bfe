import path from 'node:path';
import { buildServer } from './app';

const DEFAULT_PORT = 3000;
const DEFAULT_HOST = '127.0.0.1';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const host = process.env.HOST ?? DEFAULT_HOST;
  // dist/server/main.js serves dist/public.
  const publicDir = process.env.PUBLIC_DIR ?? path.resolve(__dirname, '..', 'public');
  const app = await buildServer({ publicDir, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const address = await app.listen({ port, host });
  app.log.info(`Nova Community läuft auf ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
