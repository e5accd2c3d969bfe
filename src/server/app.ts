import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerStaticSite } from './static-site';

export interface ServerOptions {
  /** Folder of the built SPA (dist/public). */
  readonly publicDir: string;
  readonly logger?: FastifyServerOptions['logger'];
}

/** Builds the site server without listening, so tests can start it on any port. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await registerStaticSite(app, options.publicDir);
  return app;
}
