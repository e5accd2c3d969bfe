import cluster from 'node:cluster';
import path from 'node:path';
import { KEEP_ALIVE_TIMEOUT_MS, buildServer } from './app';
import { loadRelayConfig } from '../relay/relay-config';
import { readReleaseInfo } from '../releases/release-info';
import { retireWhenAsked } from './retire';
import { SHUTDOWN_DRAIN_MS, closeThenExit } from './shutdown-drain';

async function main(): Promise<void> {
  const config = loadRelayConfig();
  const release = readReleaseInfo(config.releaseDir);
  const app = await buildServer({
    publicDir: config.publicDir,
    releaseId: release?.id,
    // Beside a newer release (its probation, supervisor.ts), this one's pages and the newer one's share the address.
    ...(cluster.isWorker && release
      ? { laterFilesDir: path.join(path.dirname(config.releaseDir), 'current', 'public') }
      : {}),
    logger: { level: config.logLevel },
    relay: {
      outboxPath: config.outboxPath,
      discordWebhookUrl: config.discordWebhookUrl,
      rateLimitPerMinute: config.rateLimitPerMinute,
      limits: config.limits,
      ipv6Prefix: config.ipv6Prefix,
      proof: { stepsPerMessage: config.proofSteps },
      minFreeBytes: config.minFreeBytes,
      trustProxy: config.trustProxy,
      publicWebhookUrl: config.publicWebhookUrl,
    },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'Zweites Signal: sofortiges Ende');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'Fahre herunter: beantworte Neues mit 503, beende Laufendes, schließe die Outbox');
    app.relay.drain.start();
    closeThenExit(app, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS)));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  // Idle connections end by their keep-alive timeout; a moment more for the requests they carried last.
  if (cluster.isWorker) retireWhenAsked(app, KEEP_ALIVE_TIMEOUT_MS + 2_000);

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { outbox: path.resolve(config.outboxPath), release: release?.id },
    `Nova Community läuft auf ${address}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
