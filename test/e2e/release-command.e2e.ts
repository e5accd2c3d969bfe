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
    },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const current = () => path.basename(fs.readlinkSync(path.join(releasesDir, 'current')));

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
});
