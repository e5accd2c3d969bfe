/**
 * The steps of the release command (release-main.ts, docs/operations.md "Releases") that build and check a release:
 * the build into a folder of its own beside the live one, the packages its server needs, its release.json, the
 * files it carries for older pages, and a first start on a spare port before it may go live.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { RELEASE_FILE, type ReleaseInfo } from './release-info';
import { carryAssets, liveWithin, listReleases, ownAssets, readHistory, releaseIdOf } from './releases';

/** Runs a command, its output shown as it comes; rejects when it fails. */
export function run(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: Code ${code ?? signal}`)),
    );
  });
}

/** The checked-out commit, short; none outside a git checkout. */
export function commitOf(sourceDir: string): string | undefined {
  const result = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: sourceDir, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() || undefined : undefined;
}

/** The packages a server bundle requires by name (everything else it needs is bundled). */
export function requiredPackages(serverDir: string): string[] {
  const builtin = new Set(builtinModules);
  const names = new Set<string>();
  for (const file of fs.readdirSync(serverDir).filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(serverDir, file), 'utf8');
    for (const [, request = ''] of code.matchAll(/\brequire\("([^"./][^"]*)"\)/g)) {
      if (request.startsWith('node:') || builtin.has(request)) continue;
      const [scope = '', name = ''] = request.split('/');
      names.add(scope.startsWith('@') ? `${scope}/${name}` : scope);
    }
  }
  return [...names].sort();
}

/** Where Node finds package `name` from `fromDir`: the nearest node_modules up the tree that has it. */
function packageDirOf(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Every package folder `roots` need at run time, found as Node would from `sourceDir`. */
export function packageClosure(sourceDir: string, roots: readonly string[]): string[] {
  const found = new Set<string>();
  const pending = roots.map((name) => {
    const dir = packageDirOf(name, sourceDir);
    if (!dir) throw new Error(`Paket ${name} fehlt in ${sourceDir}/node_modules: zuerst "npm ci".`);
    return dir;
  });
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    if (found.has(dir)) continue;
    found.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      const depDir = packageDirOf(name, dir);
      if (depDir) pending.push(depDir);
    }
  }
  return [...found].sort();
}

/**
 * Copies the packages the release's server needs into its own node_modules, as they lie in the source's: the
 * release no longer depends on the source folder, whose node_modules `npm ci` replaces under a running server.
 */
export function copyPackages(sourceDir: string, releaseDir: string): number {
  const packages = packageClosure(sourceDir, requiredPackages(path.join(releaseDir, 'server')));
  const sourceModules = path.join(sourceDir, 'node_modules');
  for (const dir of packages) {
    const target = path.join(releaseDir, 'node_modules', path.relative(sourceModules, dir));
    fs.cpSync(dir, target, {
      recursive: true,
      // A package's own node_modules holds other packages, copied as such when needed.
      filter: (source) => !path.relative(dir, source).split(path.sep).includes('node_modules'),
    });
  }
  return packages.length;
}

export interface BuildOptions {
  readonly sourceDir: string;
  readonly releasesDir: string;
  readonly now: Date;
  readonly keepMs: number;
  /** A static host: no server, no packages. */
  readonly staticOnly: boolean;
  /** A finished build (`npm run build`'s folder) to make the release of, instead of building one. */
  readonly from?: string;
}

/** A release id not taken yet: two releases of the same second get a running number. */
function freeId(releasesDir: string, id: string): string {
  let candidate = id;
  for (let n = 2; fs.existsSync(path.join(releasesDir, candidate)); n++) candidate = `${id}-${n}`;
  return candidate;
}

/** The build into `building`: `npm run build` there, or a copy of a finished build. */
async function build(sourceDir: string, building: string, from: string | undefined): Promise<void> {
  if (from) {
    if (!fs.existsSync(path.join(from, 'public', '404.html')))
      throw new Error(`${from} ist kein Build (public/404.html fehlt).`);
    fs.cpSync(from, building, { recursive: true });
    return;
  }
  await run('npm', ['run', '--silent', 'build', '--', '--stats', 'errors-warnings'], {
    cwd: sourceDir,
    env: { ...process.env, DIST_DIR: building },
  });
}

/**
 * Builds a release from the source folder: into `.building-<id>` first, so an unfinished build is never a release,
 * then renamed to its id. Returns the new release's folder.
 */
export async function buildRelease(
  options: BuildOptions,
): Promise<{ dir: string; info: ReleaseInfo; carried: number }> {
  const { sourceDir, releasesDir, now, keepMs, staticOnly } = options;
  const commit = commitOf(sourceDir);
  fs.mkdirSync(releasesDir, { recursive: true });
  const id = freeId(releasesDir, releaseIdOf(now, commit));
  const building = path.join(releasesDir, `.building-${id}`);
  fs.rmSync(building, { recursive: true, force: true });
  await build(sourceDir, building, options.from);
  // The prerender bundle only served the build.
  fs.rmSync(path.join(building, 'prerender'), { recursive: true, force: true });
  if (staticOnly) fs.rmSync(path.join(building, 'server'), { recursive: true, force: true });
  else copyPackages(sourceDir, building);

  const info: ReleaseInfo = {
    id,
    builtAt: now.toISOString(),
    ...(commit ? { commit } : {}),
    assets: ownAssets(path.join(building, 'public')),
  };
  fs.writeFileSync(path.join(building, RELEASE_FILE), `${JSON.stringify(info, null, 2)}\n`);
  const dir = path.join(releasesDir, id);
  fs.renameSync(building, dir);

  const live = liveWithin(readHistory(releasesDir), now, keepMs);
  const carried = carryAssets(
    dir,
    listReleases(releasesDir).filter((release) => release.id !== id && live.has(release.id)),
  );
  return { dir, info, carried };
}

/**
 * Starts the release's own server on a spare port with a throwaway outbox and asks for /healthz and the start page:
 * a release that cannot start never goes live.
 */
export async function checkRelease(releaseDir: string, id: string): Promise<void> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-release-check-'));
  const child = spawn(process.execPath, [path.join(releaseDir, 'server', 'main.js')], {
    cwd: releaseDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      OUTBOX_PATH: path.join(scratch, 'outbox.sqlite'),
      RELEASE_DIR: releaseDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('startet nicht innerhalb von 30 s')), 30_000);
      child.on('exit', (code) => reject(new Error(`beendet (Code ${code ?? '–'})`)));
      const poll = setInterval(() => {
        const match = /läuft auf (http:\/\/[\d.:]+)/.exec(output);
        if (!match?.[1]) return;
        clearInterval(poll);
        clearTimeout(timer);
        resolve(match[1]);
      }, 50);
    });
    const health = (await (await fetch(`${url}/healthz`)).json()) as { status?: string; release?: string };
    if (health.status !== 'ok' || health.release !== id) throw new Error(`/healthz: ${JSON.stringify(health)}`);
    const home = await fetch(`${url}/`);
    if (home.status !== 200 || !(await home.text()).includes('<div id="root"')) {
      throw new Error(`Startseite: HTTP ${home.status}`);
    }
  } catch (error) {
    throw new Error(`Release ${id} startet nicht: ${(error as Error).message}\n${output}`);
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
