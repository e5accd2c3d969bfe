import { runOutboxCli } from './outbox-cli';
import { loadRelayConfig } from './relay-config';

try {
  process.exitCode = runOutboxCli(process.argv.slice(2), loadRelayConfig().outboxPath, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
