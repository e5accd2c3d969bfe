import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's Caddy; the tests install nothing (CI installs caddy in .ci/run). */
export const CADDY = ['/usr/sbin/caddy', '/usr/bin/caddy'].find((file) => fs.existsSync(file));

/**
 * The tests that start Caddy run where it is installed, and always in CI, where a missing caddy fails them instead of
 * skipping them.
 */
export const describeWithCaddy = CADDY || process.env.CI ? describe : describe.skip;

export const DEPLOY_DIR = path.resolve(__dirname, '..', '..', 'deploy');

export interface RunningCaddy {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** Caddy's own folder for the run (its data, config and any log the Caddyfile writes there). */
  readonly home: string;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port'))));
    });
  });
}

/** Caddy answers once its listener is up; until then a request cannot connect. */
async function waitUntilAnswering(url: string, caddy: ChildProcess, output: () => string): Promise<void> {
  for (const deadline = Date.now() + 20_000; ;) {
    if (caddy.exitCode !== null) throw new Error(`Caddy beendet (${caddy.exitCode}):\n${output()}`);
    try {
      await fetch(`${url}/robots.txt`);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Caddy antwortet nicht: ${String(error)}\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Starts one of the project's Caddyfiles (deploy/) on a free loopback port, with SITE_ADDRESS set to it, the admin API
 * off and `env` for the file's other {$NAME} values; resolves once it answers.
 */
export async function startCaddy(
  caddyfile: string,
  env: (home: string) => Record<string, string> = () => ({}),
): Promise<RunningCaddy> {
  if (!CADDY) throw new Error('caddy fehlt (/usr/sbin/caddy oder /usr/bin/caddy): apt-get install caddy');
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'caddy-'));
  const url = `http://127.0.0.1:${await freePort()}`;
  const caddy = spawn(CADDY, ['run', '--config', path.join(DEPLOY_DIR, caddyfile), '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      SITE_ADDRESS: url,
      CADDY_ADMIN: 'off',
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      ...env(home),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  caddy.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  caddy.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilAnswering(url, caddy, () => output);
  return {
    url,
    home,
    close: async () => {
      if (caddy.exitCode !== null) return;
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    },
  };
}
