import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/caddy';
import { waitFor } from '../support/fake-chat-platform';
import { PUBLIC_DIR } from './support/site';

/**
 * The release command as an operator runs it (docs/operations.md, "Releases"), on the build under test (`--from`:
 * no second build): the first release goes live while no server runs, the supervisor of the current release serves
 * it, a second release is switched in while it runs, a rollback goes back, and a release that does not start never
 * goes live. `npm run test:deploy` does the same with real builds, visitors and Caddy.
 */

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.dirname(PUBLIC_DIR);
const RELEASE_COMMAND = path.join(DIST, 'server', 'release.js');

let work: string;
let releasesDir: string;
let port: number;
let supervisor: ChildProcess | undefined;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-release-command-'));
  releasesDir = path.join(work, 'releases');
  port = await freePort();
});

afterAll(async () => {
  if (supervisor && supervisor.exitCode === null) {
    const exited = new Promise((resolve) => supervisor?.once('exit', resolve));
    supervisor.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
});

function release(...args: string[]) {
  const result = spawnSync(process.execPath, [RELEASE_COMMAND, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      RELEASES_DIR: releasesDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      RELEASE_RELOAD: supervisor ? `kill -HUP ${supervisor.pid}` : 'false',
      RELEASE_PROBATION_SECONDS: PROBATION_SECONDS,
    },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A new release's probation here: short, so the test need not wait a minute for each deploy. */
const PROBATION_SECONDS = '3';

const current = () => path.basename(fs.readlinkSync(path.join(releasesDir, 'current')));

/** Where a rollback from `id` goes: the release live before it, by the history the command writes. */
const previousOf = (id: string) => {
  const lines = fs.readFileSync(path.join(releasesDir, 'history.log'), 'utf8').trim().split('\n');
  const ids = lines.map((line) => line.split(' ')[1]);
  return ids.filter((entry) => entry !== id).at(-1);
};

/** The release /healthz names, on a connection of its own (a kept one may still reach a retiring server). */
function answering(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = http.get(`http://127.0.0.1:${port}/healthz`, { agent: false }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve((JSON.parse(body) as { release?: string }).release));
    });
    request.on('error', () => resolve(undefined));
  });
}

const waitForRelease = (id: string) =>
  waitFor(
    async () => (await answering()) === id,
    30_000,
    () => `${id} antwortet nicht`,
  );

it('deploys, switches while serving, rolls back, and never switches to a release that does not start', async () => {
  const first = release('--from', DIST);
  expect(first).toMatchObject({ code: 0 });
  expect(first.output).toMatch(/startet und antwortet/);
  expect(first.output).toMatch(/Kein Server antwortet/);
  const firstId = current();
  // Its own packages: the release runs without the checkout's node_modules.
  expect(fs.existsSync(path.join(releasesDir, firstId, 'node_modules', 'fastify', 'package.json'))).toBe(true);

  supervisor = spawn(process.execPath, [path.join(releasesDir, 'current', 'server', 'supervisor.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      RELEASES_DIR: releasesDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      OUTBOX_PATH: path.join(work, 'outbox.sqlite'),
      LOG_LEVEL: 'warn',
      RELEASE_PROBATION_SECONDS: PROBATION_SECONDS,
    },
    stdio: 'ignore',
  });
  await waitForRelease(firstId);

  const second = release('--from', DIST);
  expect(second).toMatchObject({ code: 0 });
  const secondId = current();
  expect(secondId).not.toBe(firstId);
  expect(await answering()).toBe(secondId);

  expect(release('rollback')).toMatchObject({ code: 0 });
  expect(current()).toBe(firstId);
  expect(await answering()).toBe(firstId);
  const listed = release('list').output;
  expect(listed).toContain(`* ${firstId}  aktuell`);
  expect(listed).toContain(`  ${secondId}  Dateien gehalten`);

  // A build whose server fails at start: checked on a spare port, it never becomes current.
  const broken = path.join(work, 'broken-build');
  fs.cpSync(DIST, broken, { recursive: true });
  fs.writeFileSync(path.join(broken, 'server', 'main.js'), "throw new Error('kaputt');\n");
  const refused = release('--from', broken);
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/startet nicht/);
  expect(current()).toBe(firstId);
  expect(await answering()).toBe(firstId);

  // Two release commands at once would switch each other's releases: the second one is refused.
  fs.writeFileSync(path.join(releasesDir, '.lock'), '1');
  const concurrent = release('rollback');
  expect(concurrent.code).toBe(1);
  expect(concurrent.output).toMatch(/Ein anderer Release-Befehl läuft/);
  expect(current()).toBe(firstId);

  // A command killed halfway (its lock and an unfinished build left): the next one takes over and clears up.
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  fs.writeFileSync(path.join(releasesDir, '.lock'), gone.stdout);
  fs.mkdirSync(path.join(releasesDir, '.building-20261130-000000-abgebro'));
  const next = release('prune');
  expect(next).toMatchObject({ code: 0 });
  expect(next.output).toContain(`stammt von Prozess ${gone.stdout}, der nicht mehr läuft`);
  expect(fs.readdirSync(releasesDir).filter((name) => name.startsWith('.'))).toEqual([]);
});

it('a release that crashes in its probation fails the deploy; the rollback after it goes to the last good release', async () => {
  const good = current();
  const before = previousOf(good);
  // A build whose server, run by the supervisor, exits 2 s after it starts (the start check on a spare port passes).
  const crashing = path.join(work, 'crashing-build');
  fs.cpSync(DIST, crashing, { recursive: true });
  fs.renameSync(path.join(crashing, 'server', 'main.js'), path.join(crashing, 'server', 'main-real.js'));
  fs.writeFileSync(
    path.join(crashing, 'server', 'main.js'),
    "require('./main-real.js');\nif (require('node:cluster').isWorker) setTimeout(() => process.exit(1), 2_000);\n",
  );
  const failed = release('--from', crashing);
  expect(failed.code).toBe(1);
  expect(failed.output).toMatch(/fehlgeschlagen: die Release wurde in ihrer Probezeit beendet/);
  expect(current()).toBe(good);
  expect(await answering()).toBe(good);
  const listed = release('list').output;
  expect(listed).toMatch(/ \S+ {2}fehlgeschlagen/);

  const back = release('rollback');
  expect(back).toMatchObject({ code: 0 });
  expect(current()).toBe(before);
  expect(await answering()).toBe(before);
});

const asRoot = process.getuid?.() === 0 ? it : it.skip;
asRoot('refuses to build as root in a checkout that belongs to another user (the service’s)', () => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-checkout-'));
  fs.chownSync(checkout, 65534, 65534);
  const result = spawnSync(process.execPath, [RELEASE_COMMAND, '--from', DIST], {
    cwd: checkout,
    env: { ...process.env, RELEASES_DIR: path.join(checkout, 'releases'), RELEASE_RELOAD: 'false' },
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Als root gestartet, der Checkout gehört Benutzer 65534');
  expect(fs.existsSync(path.join(checkout, 'releases'))).toBe(false);
  fs.rmSync(checkout, { recursive: true, force: true });
});
