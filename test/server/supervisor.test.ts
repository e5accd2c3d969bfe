import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Outbox } from '@/server/outbox';
import { RELEASE_FILE } from '@/server/release-info';
import { freePort } from '../support/caddy';
import { waitFor } from '../support/fake-chat-platform';
import { referenceFor, supportPayload } from './support/payloads';
import { FAKE_ASSET, writeFakeBuild } from './support/relay-harness';
import { RELAY_CHILD, killChildRelay, spawnRelayChild, type ChildRelay } from './support/relay-child-process';
import { proofFrom } from './support/proof';

/**
 * The supervisor of a deployment with releases (src/server/supervisor.ts): it switches from one release's server to
 * the next on SIGHUP without a moment in which the port is closed or a request fails, and keeps the running release
 * when the new one does not start. Each release here is a folder as the release command makes it, whose server is
 * the relay's real entry point run from the sources.
 */

jest.setTimeout(90_000);

/** A release folder: release.json, its site, and a server that is src/server/main.ts (or one that cannot start). */
function writeRelease(releasesDir: string, id: string, server = `require(${JSON.stringify(RELAY_CHILD)});\n`): string {
  const dir = path.join(releasesDir, id);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'main.js'), server);
  fs.renameSync(writeFakeBuild(), path.join(dir, 'public'));
  fs.writeFileSync(path.join(dir, RELEASE_FILE), JSON.stringify({ id, builtAt: new Date().toISOString(), assets: [] }));
  return dir;
}

/** Points `current` at a release in one step (a new link renamed over the old), as the release command does. */
function makeCurrent(releasesDir: string, id: string): void {
  const next = path.join(releasesDir, `.current-${id}`);
  fs.symlinkSync(id, next);
  fs.renameSync(next, path.join(releasesDir, 'current'));
}

interface Supervisor extends ChildRelay {
  readonly url: string;
}

async function startSupervisor(releasesDir: string, outboxPath: string): Promise<Supervisor> {
  const port = await freePort();
  const env = { RELEASES_DIR: releasesDir, PORT: String(port), HOST: '127.0.0.1', OUTBOX_PATH: outboxPath };
  const started = spawnRelayChild({ ...env, LOG_LEVEL: 'warn' }, ['supervisor-main']);
  return { ...started, url: `http://127.0.0.1:${port}` };
}

/** The release /healthz names, on a fresh connection each time (a kept-alive one could reach the old worker). */
async function answeringRelease(url: string): Promise<string | undefined> {
  try {
    const answer = await fetch(`${url}/healthz`, { headers: { connection: 'close' } });
    return ((await answer.json()) as { release?: string }).release;
  } catch {
    return undefined;
  }
}

const waitForRelease = (supervisor: Supervisor, id: string) =>
  waitFor(
    async () => (await answeringRelease(supervisor.url)) === id,
    30_000,
    () => `Release ${id} antwortet nicht:\n${supervisor.output.join('\n')}`,
  );

/** Visitors without pause: pages, a script and support requests, each over kept-alive connections. */
function keepVisiting(url: string, visitors: number) {
  const failures: string[] = [];
  const accepted: string[] = [];
  let tried = 0;
  let running = true;
  let next = 1;
  const visitor = async () => {
    while (running) {
      const reference = referenceFor(next++);
      const requests: [string, () => Promise<Response>][] = [
        ['GET /', () => fetch(`${url}/`)],
        [`GET /assets/${FAKE_ASSET.file}`, () => fetch(`${url}/assets/${FAKE_ASSET.file}`)],
        [
          'POST /api/webhook',
          async () =>
            fetch(`${url}/api/webhook`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(await proofFrom(url)) },
              body: JSON.stringify(supportPayload(reference)),
            }),
        ],
      ];
      for (const [name, send] of requests) {
        tried++;
        try {
          const answer = await send();
          await answer.arrayBuffer();
          if (!answer.ok) failures.push(`${name}: ${answer.status}`);
          else if (name.startsWith('POST')) accepted.push(reference);
        } catch (error) {
          failures.push(`${name}: ${String((error as Error).cause ?? error)}`);
        }
      }
    }
  };
  const all = Promise.all(Array.from({ length: visitors }, visitor));
  return {
    failures,
    accepted,
    get tried() {
      return tried;
    },
    stop: async () => {
      running = false;
      await all;
    },
  };
}

let releasesDir: string;
let outboxPath: string;
let supervisor: Supervisor | undefined;

beforeEach(() => {
  releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-releases-'));
  outboxPath = path.join(releasesDir, 'outbox.sqlite');
});

afterEach(async () => {
  if (supervisor) await killChildRelay(supervisor);
  fs.rmSync(releasesDir, { recursive: true, force: true });
});

it('switches releases under load without one failed request, and every accepted request is stored', async () => {
  writeRelease(releasesDir, '20261129-080000-aaaaaaa');
  writeRelease(releasesDir, '20261129-090000-bbbbbbb');
  makeCurrent(releasesDir, '20261129-080000-aaaaaaa');
  supervisor = await startSupervisor(releasesDir, outboxPath);
  await waitForRelease(supervisor, '20261129-080000-aaaaaaa');

  const load = keepVisiting(supervisor.url, 8);
  await new Promise((resolve) => setTimeout(resolve, 500));
  makeCurrent(releasesDir, '20261129-090000-bbbbbbb');
  supervisor.child.kill('SIGHUP');
  await waitForRelease(supervisor, '20261129-090000-bbbbbbb');
  await waitFor(
    () => supervisor?.output.some((line) => line.includes('Vorherige Release beendet')) ?? false,
    40_000,
    () => supervisor?.output.join('\n') ?? '',
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  await load.stop();

  expect(load.failures).toEqual([]);
  expect(load.tried).toBeGreaterThan(100);
  const outbox = Outbox.open(outboxPath);
  expect(load.accepted.filter((reference) => !outbox.find(reference))).toEqual([]);
  outbox.close();
  // Old pages and a switch back: the first release is still there and takes over again.
  makeCurrent(releasesDir, '20261129-080000-aaaaaaa');
  supervisor.child.kill('SIGHUP');
  await waitForRelease(supervisor, '20261129-080000-aaaaaaa');
});

it('keeps the running release when the new one does not start, and stops cleanly on SIGTERM', async () => {
  writeRelease(releasesDir, 'gut');
  writeRelease(releasesDir, 'kaputt', "throw new Error('kaputt');\n");
  makeCurrent(releasesDir, 'gut');
  supervisor = await startSupervisor(releasesDir, outboxPath);
  await waitForRelease(supervisor, 'gut');

  makeCurrent(releasesDir, 'kaputt');
  supervisor.child.kill('SIGHUP');
  await waitFor(
    () => supervisor?.output.some((line) => line.includes('Release startet nicht, die laufende bleibt')) ?? false,
    30_000,
    () => supervisor?.output.join('\n') ?? '',
  );
  expect(await answeringRelease(supervisor.url)).toBe('gut');

  supervisor.child.kill('SIGTERM');
  expect(await supervisor.exited).toBe(0);
});
