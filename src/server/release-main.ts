/**
 * The release command (docs/operations.md, "Releases"): `npm run release [-- <command>]`.
 *
 *   deploy     (default) build a release beside the live one, check it, switch to it, remove what is no longer needed
 *   rollback   switch back to the release that was live before the current one
 *   list       the releases, which is current, when each was live
 *   prune      remove the releases no page can need any more
 *
 * `--static`: a static host (Caddy's file server on deploy/static.Caddyfile): no server to check or reload.
 * `--from DIR`: make the release of a finished build (a folder as `npm run build` writes it) instead of building.
 * Settings: RELEASES_DIR (default `releases`), RELEASE_RELOAD (default `systemctl reload nova-community`),
 * RELEASE_KEEP_DAYS (default 7, fractions allowed), HOST and PORT of the live server (as the service has them).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildRelease, checkRelease } from './release-deploy';
import {
  DEFAULT_KEEP_MS,
  currentReleaseId,
  listReleases,
  liveWithin,
  makeCurrent,
  previousReleaseId,
  prune,
  readHistory,
} from './releases';

const DEFAULT_RELOAD = 'systemctl reload nova-community';
/** How long the new release may take to answer alone after the reload (the old one finishes within 30 s). */
const SWITCH_LIMIT_MS = 90_000;

interface Settings {
  readonly sourceDir: string;
  readonly releasesDir: string;
  readonly keepMs: number;
  readonly reload: string;
  readonly serverUrl: string;
  readonly staticOnly: boolean;
  readonly from?: string;
}

/** The value after `--name`, if given. */
function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

function settings(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Settings {
  const days = env.RELEASE_KEEP_DAYS?.trim() ? Number(env.RELEASE_KEEP_DAYS) : undefined;
  if (days !== undefined && !(days > 0)) {
    throw new Error(`RELEASE_KEEP_DAYS muss eine Zahl über 0 sein (ist "${env.RELEASE_KEEP_DAYS}").`);
  }
  const sourceDir = process.cwd();
  return {
    sourceDir,
    releasesDir: path.resolve(sourceDir, env.RELEASES_DIR?.trim() || 'releases'),
    keepMs: days === undefined ? DEFAULT_KEEP_MS : days * 24 * 60 * 60 * 1000,
    reload: env.RELEASE_RELOAD?.trim() || DEFAULT_RELOAD,
    serverUrl: `http://${env.HOST?.trim() || '127.0.0.1'}:${env.PORT?.trim() || '3000'}`,
    staticOnly: args.includes('--static'),
    from: option(args, '--from') && path.resolve(sourceDir, option(args, '--from') ?? ''),
  };
}

const say = (line: string) => void process.stdout.write(`${line}\n`);

/** The release the live server names, on a connection of its own (a kept one could reach the retiring server). */
function answeringRelease(serverUrl: string): Promise<string | null | undefined> {
  return new Promise((resolve) => {
    const request = http.get(`${serverUrl}/healthz`, { agent: false, timeout: 5_000 }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => {
        try {
          resolve((JSON.parse(body) as { release?: string }).release ?? null);
        } catch {
          resolve(null);
        }
      });
    });
    // undefined: nothing answers at all.
    request.on('error', () => resolve(undefined));
    request.on('timeout', () => request.destroy());
  });
}

/** Waits until the new release alone answers: three times in a row. */
async function answersAlone(serverUrl: string, id: string): Promise<boolean> {
  let inARow = 0;
  for (const deadline = Date.now() + SWITCH_LIMIT_MS; Date.now() < deadline;) {
    inARow = (await answeringRelease(serverUrl)) === id ? inARow + 1 : 0;
    if (inARow >= 3) return true;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

function reloadServer(command: string): void {
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`"${command}" ist fehlgeschlagen (Code ${result.status ?? '–'}).`);
}

/** Switches `current` to a release and, on a server, has the supervisor start it; undoes the switch if it fails. */
async function switchTo(config: Settings, id: string, before: string | undefined): Promise<void> {
  makeCurrent(config.releasesDir, id);
  if (config.staticOnly) return;
  if ((await answeringRelease(config.serverUrl)) === undefined) {
    say(
      `Kein Server antwortet auf ${config.serverUrl}: ${id} ist aktuell und läuft mit dem nächsten Start des Dienstes`,
    );
    say('(systemctl enable --now nova-community).');
    return;
  }
  reloadServer(config.reload);
  if (await answersAlone(config.serverUrl, id)) return;
  if (before) {
    makeCurrent(config.releasesDir, before);
    reloadServer(config.reload);
  }
  throw new Error(
    `${id} antwortet nach ${SWITCH_LIMIT_MS / 1000} s nicht allein auf ${config.serverUrl}/healthz: zurück auf ${before ?? '–'}. ` +
      'Das Journal des Dienstes sagt, warum.',
  );
}

/** A static host reads the header snippet when Caddy loads its configuration: a changed one needs a reload. */
function headersChanged(releasesDir: string, before: string | undefined, id: string): boolean {
  const snippet = (release: string) => path.join(releasesDir, release, 'static-host', 'security-headers.caddy');
  if (!before || !fs.existsSync(snippet(before))) return false;
  return fs.readFileSync(snippet(before), 'utf8') !== fs.readFileSync(snippet(id), 'utf8');
}

async function deploy(config: Settings): Promise<void> {
  const now = new Date();
  const before = currentReleaseId(config.releasesDir);
  say(`Baue eine neue Release in ${config.releasesDir} (live bleibt ${before ?? 'keine'}) …`);
  const { dir, info, carried } = await buildRelease({ ...config, now });
  say(
    `${info.id}: ${info.assets.length} eigene Dateien in assets/, ${carried} von Releases der letzten Tage übernommen.`,
  );
  if (!config.staticOnly) {
    await checkRelease(dir, info.id);
    say(`${info.id} startet und antwortet.`);
  }
  await switchTo(config, info.id, before);
  say(`${info.id} ist live.`);
  if (config.staticOnly && headersChanged(config.releasesDir, before, info.id)) {
    say('Die Sicherheits-Header haben sich geändert: Caddy neu laden (systemctl reload caddy).');
  }
  const removed = prune(config.releasesDir, new Date(), config.keepMs);
  if (removed.length > 0) say(`Entfernt: ${removed.join(', ')}`);
}

async function rollback(config: Settings): Promise<void> {
  const current = currentReleaseId(config.releasesDir);
  const previous = previousReleaseId(readHistory(config.releasesDir), current);
  if (!previous || !fs.existsSync(path.join(config.releasesDir, previous))) {
    throw new Error('Keine vorherige Release vorhanden.');
  }
  say(`Zurück von ${current ?? '–'} auf ${previous} …`);
  await switchTo(config, previous, current);
  say(`${previous} ist live.`);
}

function list(config: Settings): void {
  const history = readHistory(config.releasesDir);
  const current = currentReleaseId(config.releasesDir);
  const kept = liveWithin(history, new Date(), config.keepMs);
  const releases = listReleases(config.releasesDir);
  if (releases.length === 0) say(`Keine Releases in ${config.releasesDir}.`);
  for (const release of releases) {
    const switches = history.filter((entry) => entry.id === release.id).map((entry) => entry.at.toISOString());
    const state = release.id === current ? 'aktuell' : kept.has(release.id) ? 'Dateien gehalten' : 'alt';
    say(
      `${release.id === current ? '*' : ' '} ${release.id}  ${state.padEnd(16)} gebaut ${release.builtAt}` +
        (switches.length > 0 ? `, live ab ${switches.join(', ')}` : ', nie live'),
    );
  }
}

/**
 * Runs `change` while this command alone may change the releases folder: two deploys at once would switch each
 * other's releases. A lock left by a command that was killed says so, and where it is.
 */
async function alone(releasesDir: string, change: () => Promise<void>): Promise<void> {
  fs.mkdirSync(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, '.lock');
  let handle: number;
  try {
    handle = fs.openSync(lock, 'wx');
  } catch {
    throw new Error(`Ein anderer Release-Befehl läuft (${lock}). Läuft keiner mehr, die Datei löschen.`);
  }
  fs.writeSync(handle, String(process.pid));
  fs.closeSync(handle);
  try {
    await change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

async function main(args: readonly string[]): Promise<void> {
  const config = settings(args);
  const command = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--from') ?? 'deploy';
  if (command === 'deploy') return alone(config.releasesDir, () => deploy(config));
  if (command === 'rollback') return alone(config.releasesDir, () => rollback(config));
  if (command === 'list') return list(config);
  if (command === 'prune') {
    const removed = prune(config.releasesDir, new Date(), config.keepMs);
    return say(removed.length > 0 ? `Entfernt: ${removed.join(', ')}` : 'Nichts zu entfernen.');
  }
  throw new Error(`Unbekannter Befehl "${command}": deploy, rollback, list oder prune.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
