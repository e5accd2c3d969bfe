import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_FILE } from '@/server/releases/release-info';
import { copyPackages, packageClosure, requiredPackages } from '@/server/releases/release-deploy';
import {
  carryAssets,
  currentReleaseId,
  listReleases,
  liveWithin,
  makeCurrent,
  ownAssets,
  previousReleaseId,
  prune,
  readHistory,
  releaseIdOf,
  releasesToPrune,
  switchBackFrom,
  type Switch,
} from '@/server/releases/releases';

/** The releases folder (docs/operations.md, "Releases"): ids, history, carried files, what may be removed. */

const DAY = 24 * 60 * 60 * 1000;
const KEEP = 7 * DAY;
const at = (day: number) => new Date(Date.UTC(2026, 10, 1) + day * DAY);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-releases-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A release folder with release.json and the given asset files (its own). */
function release(id: string, assets: readonly string[] = [], builtAt = at(0)): string {
  const releaseDir = path.join(dir, id);
  for (const asset of assets) {
    fs.mkdirSync(path.dirname(path.join(releaseDir, 'public', asset)), { recursive: true });
    fs.writeFileSync(path.join(releaseDir, 'public', asset), `${id} ${asset}`);
  }
  fs.mkdirSync(releaseDir, { recursive: true });
  fs.writeFileSync(path.join(releaseDir, RELEASE_FILE), JSON.stringify({ id, builtAt: builtAt.toISOString(), assets }));
  return releaseDir;
}

const history = (...entries: [string, number][]): Switch[] => entries.map(([id, day]) => ({ id, at: at(day) }));

it.each([
  [new Date('2026-11-29T08:15:00.123Z'), '08bb467', '20261129-081500-08bb467'],
  [new Date('2026-01-02T03:04:05Z'), undefined, '20260102-030405'],
])('the release built at %s from commit %s is %s', (builtAt, commit, id) => {
  expect(releaseIdOf(builtAt, commit)).toBe(id);
});

describe('which releases an open page may still need', () => {
  it.each([
    ['live until three days ago', history(['A', 0], ['B', 9]), ['A', 'B']],
    ['live until eight days ago: its pages are older than the kept week', history(['A', 0], ['B', 4]), ['B']],
    ['live twice: the later time counts', history(['A', 0], ['B', 1], ['A', 4], ['C', 10]), ['A', 'C']],
    ['only the current one', history(['A', 2]), ['A']],
  ])('%s', (_case, switches, live) => {
    expect([...liveWithin(switches, at(12), KEEP)].sort()).toEqual(live);
  });

  it.each([
    ['after a switch: the release before', history(['A', 0], ['B', 1]), 'B', 'A'],
    ['after a rollback: the release rolled back from', history(['A', 0], ['B', 1], ['A', 2]), 'A', 'B'],
    ['a first release has none', history(['A', 0]), 'A', undefined],
  ])('a rollback goes back %s', (_case, switches, current, previous) => {
    expect(previousReleaseId(switches, current)).toBe(previous);
  });
});

it('switches current in one step and records it; an unknown release is refused', () => {
  release('A');
  release('B');
  makeCurrent(dir, 'A', at(0));
  makeCurrent(dir, 'B', at(1));
  expect(currentReleaseId(dir)).toBe('B');
  expect(fs.realpathSync(path.join(dir, 'current'))).toBe(fs.realpathSync(path.join(dir, 'B')));
  expect(readHistory(dir)).toEqual(history(['A', 0], ['B', 1]));
  expect(() => makeCurrent(dir, 'C')).toThrow('Release C gibt es nicht.');
  expect(currentReleaseId(dir)).toBe('B');
  expect(fs.readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
});

it('lists releases by id; a folder without release.json (a build under way) is none', () => {
  release('20261102-000000');
  release('20261101-000000');
  fs.mkdirSync(path.join(dir, '.building-20261103-000000'));
  fs.mkdirSync(path.join(dir, 'kaputt'));
  expect(listReleases(dir).map((entry) => entry.id)).toEqual(['20261101-000000', '20261102-000000']);
});

it('a new release carries the files of earlier ones as hard links, its own left as they are', () => {
  const old = release('A', ['assets/page-terms.aaa.js', 'assets/main.same.js']);
  const next = release('B', ['assets/page-terms.bbb.js', 'assets/main.same.js']);
  expect(ownAssets(path.join(next, 'public'))).toEqual(['assets/main.same.js', 'assets/page-terms.bbb.js']);
  expect(
    carryAssets(
      next,
      listReleases(dir).filter((entry) => entry.id === 'A'),
    ),
  ).toBe(1);
  const carried = path.join(next, 'public', 'assets', 'page-terms.aaa.js');
  expect(fs.statSync(carried).ino).toBe(fs.statSync(path.join(old, 'public', 'assets', 'page-terms.aaa.js')).ino);
  expect(fs.readFileSync(path.join(next, 'public', 'assets', 'main.same.js'), 'utf8')).toBe('B assets/main.same.js');
});

describe('a release that failed after it went live', () => {
  it('is no rollback target: after A, B, then C that failed, the rollback from B goes to A', () => {
    for (const id of ['A', 'B', 'C']) release(id);
    makeCurrent(dir, 'A', at(0));
    makeCurrent(dir, 'B', at(1));
    makeCurrent(dir, 'C', at(2));
    switchBackFrom(dir, 'C', 'B', at(2));
    expect(currentReleaseId(dir)).toBe('B');
    expect(readHistory(dir)).toEqual(history(['A', 0], ['B', 1]));
    expect(previousReleaseId(readHistory(dir), 'B')).toBe('A');
  });

  it('counts as live for no time (its files are not carried), and prune removes it unless it is current', () => {
    for (const id of ['A', 'B']) release(id, [], at(10));
    makeCurrent(dir, 'A', at(10));
    makeCurrent(dir, 'B', at(11));
    expect([...liveWithin(readHistory(dir), at(11), KEEP)].sort()).toEqual(['A', 'B']);
    switchBackFrom(dir, 'B', 'A', at(11));
    expect([...liveWithin(readHistory(dir), at(11), KEEP)]).toEqual(['A']);
    expect(releasesToPrune(dir, at(11), KEEP).map((entry) => entry.id)).toEqual(['B']);
  });
});

describe('what may be removed', () => {
  it('neither the current release, nor the one to roll back to, nor one live within the week', () => {
    for (const id of ['A', 'B', 'C', 'D', 'E']) release(id);
    fs.writeFileSync(
      path.join(dir, 'history.log'),
      ['A 0', 'B 1', 'C 2', 'D 9', 'E 10']
        .map((line) => `${at(Number(line.split(' ')[1])).toISOString()} ${line[0]}\n`)
        .join(''),
    );
    fs.symlinkSync('E', path.join(dir, 'current'));
    // At day 12: A and B ended before day 5; C was live until day 9; D is the rollback target; E is current.
    expect(releasesToPrune(dir, at(12), KEEP).map((entry) => entry.id)).toEqual(['A', 'B']);
    expect(prune(dir, at(12), KEEP)).toEqual(['A', 'B']);
    expect(listReleases(dir).map((entry) => entry.id)).toEqual(['C', 'D', 'E']);
  });

  it('a release never switched to (a failed deploy) stays a week from its build', () => {
    release('A', [], at(0));
    release('B', [], at(10));
    fs.writeFileSync(path.join(dir, 'history.log'), `${at(0).toISOString()} A\n`);
    fs.symlinkSync('A', path.join(dir, 'current'));
    expect(releasesToPrune(dir, at(12), KEEP)).toEqual([]);
    expect(releasesToPrune(dir, at(18), KEEP).map((entry) => entry.id)).toEqual(['B']);
  });
});

describe('the packages a release’s server needs', () => {
  it('are what its bundles require by name, without Node’s own modules and relative files', () => {
    const server = path.join(dir, 'server');
    fs.mkdirSync(server);
    fs.writeFileSync(
      path.join(server, 'main.js'),
      'require("fastify");require("@fastify/static/lib/x");require("node:fs");require("path");require("./chunk");',
    );
    fs.writeFileSync(path.join(server, 'outbox.js'), 'const Database = require("better-sqlite3");');
    fs.writeFileSync(path.join(server, 'main.js.map'), 'require("nicht-geladen")');
    expect(requiredPackages(server)).toEqual(['@fastify/static', 'better-sqlite3', 'fastify']);
  });

  it('with their own dependencies, found as Node finds them', () => {
    const root = path.resolve(__dirname, '..', '..');
    const closure = packageClosure(root, ['fastify']).map((packageDir) => path.relative(root, packageDir));
    expect(closure).toEqual(
      expect.arrayContaining(['node_modules/fastify', 'node_modules/avvio', 'node_modules/pino']),
    );
    expect(closure).not.toContain('node_modules/react');
    expect(() => packageClosure(root, ['gibt-es-nicht'])).toThrow(/Paket gibt-es-nicht fehlt/);
  });

  it('copied into the release, which then runs without the source folder’s node_modules', () => {
    const root = path.resolve(__dirname, '..', '..');
    const releaseDir = path.join(dir, 'R');
    fs.mkdirSync(path.join(releaseDir, 'server'), { recursive: true });
    fs.writeFileSync(
      path.join(releaseDir, 'server', 'main.js'),
      'const { z } = require("zod/mini"); console.log(z.string().check(z.minLength(2)).safeParse("ok").success);',
    );
    expect(copyPackages(root, releaseDir)).toBe(1);
    const ran = spawnSync(process.execPath, [path.join(releaseDir, 'server', 'main.js')], { encoding: 'utf8' });
    expect(ran.stdout.trim()).toBe('true');
    expect(fs.existsSync(path.join(releaseDir, 'node_modules', 'zod', 'package.json'))).toBe(true);
  });
});
