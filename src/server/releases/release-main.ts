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
  failedReleases,
  listReleases,
  liveWithin,
  makeCurrent,
  markFailed,
  previousReleaseId,
  probationFrom,
  prune,
  readHistory,
  switchBackFrom,
} from './releases';

const DEFAULT_RELOAD = 'systemctl reload nova-community';
/** How long the new release may take, past its probation, to answer alone (the old one finishes within 30 s). */
const SWITCH_LIMIT_MS = 90_000;
/** How long a server may take from its process's start until it listens, counted into its probation. */
const START_MARGIN_MS = 5_000;

interface Settings {
  readonly sourceDir: string;
  readonly releasesDir: string;
  readonly keepMs: number;
  readonly reload: string;
  readonly serverUrl: string;
  readonly staticOnly: boolean;
  readonly probationMs: number;
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
    probationMs: probationFrom(env),
    from: option(args, '--from') && path.resolve(sourceDir, option(args, '--from') ?? ''),
  };
}

const say = (line: string) => void process.stdout.write(`${line}\n`);

interface Answer {
  readonly release?: string;
  readonly pid?: number;
  readonly startedAt?: string;
}

/** What the live server's /healthz names, on a connection of its own (a kept one could reach the retiring server). */
function healthOf(serverUrl: string): Promise<Answer | null | undefined> {
  return new Promise((resolve) => {
    const request = http.get(`${serverUrl}/healthz`, { agent: false, timeout: 5_000 }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => {
        try {
          resolve(JSON.parse(body) as Answer);
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

async function answeringRelease(serverUrl: string): Promise<string | null | undefined> {
  const health = await healthOf(serverUrl);
  return health === undefined ? undefined : (health?.release ?? null);
}

/**
 * Waits until the new release has served through its probation with one process (a release restarted in between
 * shows another process id) and then answers alone, three times in a row. Ends early, with why, when the
 * supervisor gave the release up (`current` points back) or its process changed.
 */
async function servesThroughProbation(config: Settings, id: string): Promise<string | undefined> {
  let pid: number | undefined;
  let inARow = 0;
  const until = Date.now() + config.probationMs + SWITCH_LIMIT_MS;
  let probationEnds = Number.POSITIVE_INFINITY;
  while (Date.now() < until) {
    if (currentReleaseId(config.releasesDir) !== id || failedReleases(config.releasesDir).has(id)) {
      return 'die Release wurde in ihrer Probezeit beendet, der Supervisor ist zurück auf der vorherigen';
    }
    const health = await healthOf(config.serverUrl);
    if (health?.release === id && health.pid !== undefined) {
      if (pid !== undefined && health.pid !== pid) return `ihr Prozess wurde neu gestartet (${pid} → ${health.pid})`;
      pid = health.pid;
      // The supervisor's probation starts once the process listens, a moment after the process started.
      probationEnds = Date.parse(health.startedAt ?? '') + config.probationMs + START_MARGIN_MS;
    }
    inARow = health?.release === id && Date.now() >= probationEnds ? inARow + 1 : 0;
    if (inARow >= 3) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return `sie antwortet nach ${(config.probationMs + SWITCH_LIMIT_MS) / 1000} s nicht allein auf ${config.serverUrl}/healthz`;
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
  say(`${id} dient, die vorherige daneben, ${config.probationMs / 1000} s Probezeit …`);
  const failure = await servesThroughProbation(config, id);
  if (failure === undefined) return;
  // The supervisor may have given it up itself (and pointed `current` back); else this command does.
  if (!failedReleases(config.releasesDir).has(id)) {
    if (before && currentReleaseId(config.releasesDir) === id) {
      switchBackFrom(config.releasesDir, id, before);
      reloadServer(config.reload);
    } else {
      markFailed(config.releasesDir, id);
    }
  }
  throw new Error(
    `${id} ist fehlgeschlagen: ${failure}. Live ist ${currentReleaseId(config.releasesDir) ?? '–'}. ` +
      'Das Journal des Dienstes sagt, warum.',
  );
}

/** A static host reads the header snippet when Caddy loads its configuration: a changed one needs a reload. */
function headersChanged(releasesDir: string, before: string | undefined, id: string): boolean {
  const snippet = (release: string) => path.join(releasesDir, release, 'static-host', 'security-headers.caddy');
  if (!before || !fs.existsSync(snippet(before))) return false;
  return fs.readFileSync(snippet(before), 'utf8') !== fs.readFileSync(snippet(id), 'utf8');
}

/**
 * A build runs the checkout's scripts and the start check runs the new release's server: never as root where the
 * checkout belongs to another user (the service's, docs/operations.md "As whom"). A checkout root owns itself (a
 * machine set up so) gets a warning.
 */
function refuseRootOverAnotherOwner(sourceDir: string): void {
  if (process.getuid?.() !== 0) return;
  const owner = fs.statSync(sourceDir).uid;
  if (owner !== 0) {
    throw new Error(
      `Als root gestartet, der Checkout gehört Benutzer ${owner}: als dieser starten (sudo -u <Benutzer> npm run release …). ` +
        'Bau und Startprüfung laufen nicht als root.',
    );
  }
  say('Warnung: läuft als root; Bau und Startprüfung führen Code des Checkouts aus. Besser als Benutzer des Dienstes.');
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
  const failed = failedReleases(config.releasesDir);
  if (releases.length === 0) say(`Keine Releases in ${config.releasesDir}.`);
  for (const release of releases) {
    const switches = history.filter((entry) => entry.id === release.id).map((entry) => entry.at.toISOString());
    const state =
      release.id === current
        ? 'aktuell'
        : failed.has(release.id)
          ? 'fehlgeschlagen'
          : kept.has(release.id)
            ? 'Dateien gehalten'
            : 'alt';
    say(
      `${release.id === current ? '*' : ' '} ${release.id}  ${state.padEnd(16)} gebaut ${release.builtAt}` +
        (switches.length > 0 ? `, live ab ${switches.join(', ')}` : ', nie live'),
    );
  }
}

/** Whether a process of this id runs (one of another user counts: it exists). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock file, or the one a command left that no longer runs (with a warning); refuses while one runs. */
function takeLock(lock: string): void {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return;
  } catch {
    // Taken: by a command that runs, or by one killed before it could give it back.
  }
  const holder = Number(fs.readFileSync(lock, 'utf8').trim());
  if (Number.isInteger(holder) && holder > 0 && processRuns(holder)) {
    throw new Error(`Ein anderer Release-Befehl läuft (Prozess ${holder}, ${lock}).`);
  }
  say(`Warnung: ${lock} stammt von Prozess ${holder || '–'}, der nicht mehr läuft (abgebrochen?): übernommen.`);
  const mine = `${lock}-${process.pid}`;
  fs.writeFileSync(mine, String(process.pid));
  fs.renameSync(mine, lock);
  // Two commands that took over at once: the one whose id the file holds now goes on.
  if (fs.readFileSync(lock, 'utf8').trim() !== String(process.pid))
    throw new Error(`Ein anderer Release-Befehl läuft (${lock}).`);
}

/** What an interrupted command left: unfinished builds and half-made links (only this command makes them). */
function removeLeftovers(releasesDir: string): void {
  for (const name of fs.readdirSync(releasesDir)) {
    if (!name.startsWith('.building-') && !/^\.current-\d+$/.test(name) && !/^\.lock-\d+$/.test(name)) continue;
    fs.rmSync(path.join(releasesDir, name), { recursive: true, force: true });
    say(`Entfernt, was ein abgebrochener Befehl hinterließ: ${name}`);
  }
}

/**
 * Runs `change` while this command alone may change the releases folder: two deploys at once would switch each
 * other's releases. The lock goes with the command also when it is interrupted (Ctrl-C, a dropped SSH connection);
 * one left by a command that was killed outright is taken over, with a warning.
 */
async function alone(releasesDir: string, change: () => Promise<void>): Promise<void> {
  fs.mkdirSync(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, '.lock');
  takeLock(lock);
  const giveBack = () => fs.rmSync(lock, { force: true });
  const interrupted = (signal: NodeJS.Signals) => {
    giveBack();
    say(`Abgebrochen (${signal}). Der nächste Release-Befehl räumt auf.`);
    process.exit(130);
  };
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.once(signal, interrupted);
  try {
    removeLeftovers(releasesDir);
    await change();
  } finally {
    for (const signal of signals) process.off(signal, interrupted);
    giveBack();
  }
}

/** Removes the releases no page can need any more, and says which. */
async function pruneReleases(config: Settings): Promise<void> {
  const removed = prune(config.releasesDir, new Date(), config.keepMs);
  say(removed.length > 0 ? `Entfernt: ${removed.join(', ')}` : 'Nichts zu entfernen.');
}

async function main(args: readonly string[]): Promise<void> {
  const config = settings(args);
  const command = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--from') ?? 'deploy';
  if (command === 'deploy') {
    refuseRootOverAnotherOwner(config.sourceDir);
    return alone(config.releasesDir, () => deploy(config));
  }
  if (command === 'rollback') return alone(config.releasesDir, () => rollback(config));
  if (command === 'list') return list(config);
  if (command === 'prune') return alone(config.releasesDir, () => pruneReleases(config));
  throw new Error(`Unbekannter Befehl "${command}": deploy, rollback, list oder prune.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
