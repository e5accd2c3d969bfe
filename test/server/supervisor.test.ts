import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Outbox } from '@/server/relay/outbox';
import { RELEASE_FILE } from '@/server/releases/release-info';
import { freePort } from '../support/caddy';
import { waitFor } from '../support/fake-chat-platform';
import { referenceFor, supportPayload } from './support/payloads';
import { FAKE_ASSET, writeFakeBuild } from './support/relay-harness';
import { RELAY_CHILD, killChildRelay, spawnRelayChild, type ChildRelay } from './support/relay-child-process';
import { proofFrom } from './support/proof';

/**
 * The supervisor of a deployment with releases (src/server/releases/supervisor.ts): it switches from one release's server to
 * the next on SIGHUP without a moment in which the port is closed or a request fails, and keeps the running release
 * when the new one does not start. Each release here is a folder as the release command makes it, whose server is
 * the relay's real entry point run from the sources.
 */

jest.setTimeout(90_000);

/** A release folder: release.json, its site, and a server that is src/server/process/main.ts (or one that cannot start). */
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

/** The probation of a new release here (RELEASE_PROBATION_SECONDS): short, so the tests need not wait a minute. */
const PROBATION_SECONDS = 4;

async function startSupervisor(releasesDir: string, outboxPath: string): Promise<Supervisor> {
  const port = await freePort();
  const env = {
    RELEASES_DIR: releasesDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    OUTBOX_PATH: outboxPath,
    RELEASE_PROBATION_SECONDS: String(PROBATION_SECONDS),
  };
  const started = spawnRelayChild({ ...env, LOG_LEVEL: 'warn' }, ['releases/supervisor-main']);
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

/** A new connection every 20 ms, as new visitors open them: how many were refused, how many answered 5xx. */
function keepConnecting(url: string) {
  let refused = 0;
  let serverErrors = 0;
  let answered = 0;
  const timer = setInterval(() => {
    void fetch(`${url}/healthz`, { headers: { connection: 'close' } }).then(
      (answer) => {
        answered++;
        if (answer.status >= 500) serverErrors++;
        return answer.arrayBuffer();
      },
      (error: Error) => {
        if (String((error.cause as Error | undefined)?.message ?? error).includes('ECONNREFUSED')) refused++;
      },
    );
  }, 20);
  return {
    stop: async () => {
      clearInterval(timer);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { refused, serverErrors, answered };
    },
  };
}

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

/** Resolves once the supervisor's log has a line with `text`; fails with the whole log. */
const logged = (text: string, timeoutMs: number) =>
  waitFor(
    () => supervisor?.output.some((line) => line.includes(text)) ?? false,
    timeoutMs,
    () => supervisor?.output.join('\n') ?? '',
  );

beforeEach(() => {
  releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-releases-'));
  outboxPath = path.join(releasesDir, 'outbox.sqlite');
});

afterEach(async () => {
  if (supervisor) await killChildRelay(supervisor);
  fs.rmSync(releasesDir, { recursive: true, force: true });
});

/** The supervisor started on `release`, once that release answers. */
async function superviseFrom(release: string): Promise<Supervisor> {
  makeCurrent(releasesDir, release);
  const started = await startSupervisor(releasesDir, outboxPath);
  supervisor = started;
  await waitForRelease(started, release);
  return started;
}

/** The release command's switch: `current` names the release, and the supervisor is told. */
function switchTo(running: Supervisor, release: string): void {
  makeCurrent(releasesDir, release);
  running.child.kill('SIGHUP');
}

it('switches releases under load without one failed request, and every accepted request is stored', async () => {
  writeRelease(releasesDir, '20261129-080000-aaaaaaa');
  writeRelease(releasesDir, '20261129-090000-bbbbbbb');
  const running = await superviseFrom('20261129-080000-aaaaaaa');

  const load = keepVisiting(running.url, 8);
  await new Promise((resolve) => setTimeout(resolve, 500));
  switchTo(running, '20261129-090000-bbbbbbb');
  await waitForRelease(running, '20261129-090000-bbbbbbb');
  await logged('Vorherige Release beendet', 40_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await load.stop();

  expect(load.failures).toEqual([]);
  expect(load.tried).toBeGreaterThan(100);
  const outbox = Outbox.open(outboxPath);
  expect(load.accepted.filter((reference) => !outbox.find(reference))).toEqual([]);
  outbox.close();
  // Old pages and a switch back: the first release is still there and takes over again.
  switchTo(running, '20261129-080000-aaaaaaa');
  await waitForRelease(running, '20261129-080000-aaaaaaa');
});

it('keeps the running release when the new one does not start, and stops cleanly on SIGTERM', async () => {
  writeRelease(releasesDir, 'gut');
  writeRelease(releasesDir, 'kaputt', "throw new Error('kaputt');\n");
  const running = await superviseFrom('gut');

  switchTo(running, 'kaputt');
  await logged('Release startet nicht, die laufende bleibt', 30_000);
  expect(await answeringRelease(running.url)).toBe('gut');

  running.child.kill('SIGTERM');
  expect(await running.exited).toBe(0);
});

it('a release that exits in its probation: the previous one serves on without a refused connection, the new one is recorded as failed', async () => {
  writeRelease(releasesDir, '20261129-080000-aaaaaaa');
  // Starts, listens, and exits 2 s later: past the release command's start check, within its probation.
  writeRelease(
    releasesDir,
    '20261129-090000-abstrzt',
    `require(${JSON.stringify(RELAY_CHILD)});\nsetTimeout(() => process.exit(1), 2_000);\n`,
  );
  fs.writeFileSync(path.join(releasesDir, 'history.log'), `${new Date().toISOString()} 20261129-080000-aaaaaaa\n`);
  const running = await superviseFrom('20261129-080000-aaaaaaa');

  const visitors = keepConnecting(running.url);
  fs.appendFileSync(path.join(releasesDir, 'history.log'), `${new Date().toISOString()} 20261129-090000-abstrzt\n`);
  switchTo(running, '20261129-090000-abstrzt');
  await waitForRelease(running, '20261129-090000-abstrzt');
  await logged('Release in der Probezeit beendet', 20_000);
  // Past the probation: the previous release still (and alone) serves.
  await new Promise((resolve) => setTimeout(resolve, (PROBATION_SECONDS + 1) * 1000));
  const { refused, serverErrors, answered } = await visitors.stop();
  expect({ refused, serverErrors }).toEqual({ refused: 0, serverErrors: 0 });
  expect(answered).toBeGreaterThan(200);
  expect(await answeringRelease(running.url)).toBe('20261129-080000-aaaaaaa');
  expect(fs.readlinkSync(path.join(releasesDir, 'current'))).toBe('20261129-080000-aaaaaaa');
  expect(fs.readFileSync(path.join(releasesDir, 'history.log'), 'utf8')).toMatch(
    / 20261129-090000-abstrzt fehlgeschlagen\n$/,
  );
});

it('a release that keeps crashing past its probation is replaced by the one live before it', async () => {
  writeRelease(releasesDir, '20261129-080000-aaaaaaa');
  // Each start lives past the probation once, then crashes 1 s after every restart.
  const marker = path.join(releasesDir, 'lebte-schon');
  writeRelease(
    releasesDir,
    '20261129-090000-spaeter',
    `require(${JSON.stringify(RELAY_CHILD)});\n` +
      `const fs = require('node:fs');\n` +
      `const first = !fs.existsSync(${JSON.stringify(marker)});\n` +
      `fs.writeFileSync(${JSON.stringify(marker)}, '');\n` +
      `setTimeout(() => process.exit(1), first ? ${(PROBATION_SECONDS + 2) * 1000} : 1_000);\n`,
  );
  fs.writeFileSync(
    path.join(releasesDir, 'history.log'),
    `${new Date(Date.now() - 60_000).toISOString()} 20261129-080000-aaaaaaa\n${new Date().toISOString()} 20261129-090000-spaeter\n`,
  );
  const running = await superviseFrom('20261129-080000-aaaaaaa');
  switchTo(running, '20261129-090000-spaeter');
  await logged('Probezeit bestanden', 20_000);
  await logged('zurück auf die vorherige', 40_000);
  await waitForRelease(running, '20261129-080000-aaaaaaa');
  expect(fs.readlinkSync(path.join(releasesDir, 'current'))).toBe('20261129-080000-aaaaaaa');
  expect(fs.readFileSync(path.join(releasesDir, 'history.log'), 'utf8')).toMatch(/spaeter fehlgeschlagen\n$/);
});
