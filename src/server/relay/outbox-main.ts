import { runOutboxCommand } from './outbox-cli';
import { loadRelayConfig } from './relay-config';

function fail(error: unknown): void {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}

try {
  runOutboxCommand(process.argv.slice(2), loadRelayConfig().outboxPath, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then((code) => {
    process.exitCode = code;
  }, fail);
} catch (error) {
  fail(error);
}
