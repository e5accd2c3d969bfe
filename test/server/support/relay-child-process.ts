import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The relay's real entry point run from the sources (./relay-child.cjs). */
export const RELAY_CHILD = path.join(__dirname, 'relay-child.cjs');

export interface ChildRelay {
  readonly child: ChildProcess;
  /** What it printed: a line of stdout per entry, stderr as it came. */
  readonly output: string[];
  readonly exited: Promise<number | null>;
}

/**
 * What the tests of other rules set, so a file can post as often as it needs: budgets out of reach and the cheapest
 * proof of work (its tests are admission.test.ts and proof-of-work.test.ts).
 */
export const UNLIMITED_RELAY_ENV = {
  WEBHOOK_RATE_LIMIT: '100000',
  WEBHOOK_MESSAGE_BUDGET: '1000000',
  WEBHOOK_CHANNEL_RATE: '1000000',
  PROOF_STEPS: '1',
} as const;

/**
 * Starts src/server/process/main.ts (or the entry named in `args`) as its own process, with PATH, UNLIMITED_RELAY_ENV and `env`
 * only.
 */
export function spawnRelayChild(env: Record<string, string>, args: string[] = []): ChildRelay {
  const child = spawn(process.execPath, [RELAY_CHILD, ...args], {
    env: { PATH: process.env.PATH ?? '', ...UNLIMITED_RELAY_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

/** Kills the process if it still runs, and waits for its end. */
export async function killChildRelay({ child, exited }: ChildRelay): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await exited;
}
