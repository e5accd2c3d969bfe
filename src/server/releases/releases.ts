/**
 * The releases folder of a deployment (docs/operations.md, "Releases"; docs/adr/0013-releases-switched-without-a-gap.md):
 *
 * ```
 * releases/
 *   20261129-081500-08bb467/   one release: public/ server/ static-host/ node_modules/ release.json (never changed)
 *   20261201-190200-1c2d3e4/
 *   current -> 20261201-190200-1c2d3e4
 *   history.log                 one line each time `current` changed: "<ISO time> <release id>", and one for each
 *                               release that failed after it went live: "<ISO time> <release id> fehlgeschlagen"
 * ```
 *
 * A failed release (it did not answer alone, or crashed in its probation: supervisor.ts) is no release any more for
 * the history: never a rollback target, its time live counts for no other, and prune removes it.
 *
 * A new release carries the asset files of every release that was live within the kept time (a week), so a page of
 * those releases still open in a browser finds its scripts (skew protection); `prune` removes the releases no page
 * can still need. Plain file operations, no server: the release command (release-main.ts) and the tests use them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_FILE, readReleaseInfo, type ReleaseInfo } from './release-info';

/** How long the files of a release stay reachable after it stopped being live. */
export const DEFAULT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How long a new release serves beside the one before it until that one retires (supervisor.ts); the release command
 * waits as long before it calls a deploy done. RELEASE_PROBATION_SECONDS, for both.
 */
export const DEFAULT_PROBATION_MS = 60_000;

export function probationFrom(env: NodeJS.ProcessEnv): number {
  const seconds = Number(env.RELEASE_PROBATION_SECONDS ?? '');
  return seconds > 0 ? seconds * 1000 : DEFAULT_PROBATION_MS;
}

export const CURRENT_LINK = 'current';
export const HISTORY_FILE = 'history.log';
/** The word a history line ends with for a release that failed. */
export const FAILED_MARK = 'fehlgeschlagen';

export interface Switch {
  readonly at: Date;
  readonly id: string;
}

export interface Release extends ReleaseInfo {
  readonly dir: string;
}

/** A release id: when it was built (UTC) and the commit, sortable by time (`20261129-081500-08bb467`). */
export function releaseIdOf(builtAt: Date, commit?: string): string {
  const stamp = builtAt.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return commit ? `${stamp}-${commit}` : stamp;
}

/** Every release in the folder, oldest first; folders without release.json (a build under way) are not releases. */
export function listReleases(releasesDir: string): Release[] {
  if (!fs.existsSync(releasesDir)) return [];
  return fs
    .readdirSync(releasesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const dir = path.join(releasesDir, entry.name);
      const info = readReleaseInfo(dir);
      return info && info.id === entry.name ? [{ ...info, dir }] : [];
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The id `current` points to, if any. */
export function currentReleaseId(releasesDir: string): string | undefined {
  try {
    return path.basename(fs.readlinkSync(path.join(releasesDir, CURRENT_LINK)));
  } catch {
    return undefined;
  }
}

interface HistoryLine extends Switch {
  readonly failed: boolean;
}

function readHistoryLines(releasesDir: string): HistoryLine[] {
  const file = path.join(releasesDir, HISTORY_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const [at = '', id = '', mark] = line.trim().split(' ');
      const time = new Date(at);
      return id && !Number.isNaN(time.getTime()) ? [{ at: time, id, failed: mark === FAILED_MARK }] : [];
    });
}

/** The releases recorded as failed. */
export function failedReleases(releasesDir: string): Set<string> {
  return new Set(
    readHistoryLines(releasesDir)
      .filter((line) => line.failed)
      .map((line) => line.id),
  );
}

/** Every change of `current` to a release that did not fail, oldest first. */
export function readHistory(releasesDir: string): Switch[] {
  const lines = readHistoryLines(releasesDir);
  const failed = new Set(lines.filter((line) => line.failed).map((line) => line.id));
  return lines.filter((line) => !failed.has(line.id)).map(({ at, id }) => ({ at, id }));
}

/** Records that a release failed after it went live (history.log). */
export function markFailed(releasesDir: string, id: string, now: Date = new Date()): void {
  fs.appendFileSync(path.join(releasesDir, HISTORY_FILE), `${now.toISOString()} ${id} ${FAILED_MARK}\n`);
}

/** Points `current` at a release in one step: a new link renamed over the old one, never a moment with none. */
function pointCurrentAt(releasesDir: string, id: string): void {
  if (!fs.existsSync(path.join(releasesDir, id, RELEASE_FILE))) throw new Error(`Release ${id} gibt es nicht.`);
  const next = path.join(releasesDir, `.${CURRENT_LINK}-${process.pid}`);
  fs.rmSync(next, { force: true });
  fs.symlinkSync(id, next);
  fs.renameSync(next, path.join(releasesDir, CURRENT_LINK));
}

/** Points `current` at a release (pointCurrentAt) and records the change in history.log. */
export function makeCurrent(releasesDir: string, id: string, now: Date = new Date()): void {
  pointCurrentAt(releasesDir, id);
  fs.appendFileSync(path.join(releasesDir, HISTORY_FILE), `${now.toISOString()} ${id}\n`);
}

/**
 * After `failed` failed: records it so and points `current` back at the release that was live before it, without a
 * new history line (the history reads as if the failed one had never been live).
 */
export function switchBackFrom(releasesDir: string, failed: string, to: string, now: Date = new Date()): void {
  markFailed(releasesDir, failed, now);
  pointCurrentAt(releasesDir, to);
}

/** The releases that were live at some moment of the last `keepMs` (the current one included), by id. */
export function liveWithin(history: readonly Switch[], now: Date, keepMs: number): Set<string> {
  const since = now.getTime() - keepMs;
  const live = new Set<string>();
  history.forEach((entry, index) => {
    const until = history[index + 1]?.at.getTime() ?? Number.POSITIVE_INFINITY;
    if (until >= since) live.add(entry.id);
  });
  return live;
}

/** The release that was live before the current one: where a rollback goes. */
export function previousReleaseId(history: readonly Switch[], current: string | undefined): string | undefined {
  let index = history.length - 1;
  while (index >= 0 && history[index]?.id === current) index--;
  return history[index]?.id;
}

/**
 * Gives a new release the asset files of the releases that were live within the kept time, so their pages keep
 * loading their own code. Hard links: no copy, and each file stays as it was. Returns how many files it carried.
 */
export function carryAssets(release: string, from: readonly Release[]): number {
  let carried = 0;
  for (const earlier of from) {
    for (const asset of earlier.assets) {
      const target = path.join(release, 'public', asset);
      const source = path.join(earlier.dir, 'public', asset);
      if (fs.existsSync(target) || !fs.existsSync(source)) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.linkSync(source, target);
      carried++;
    }
  }
  return carried;
}

/** The asset files a build made itself (`assets/…`), before any are carried into it. */
export function ownAssets(publicDir: string): string[] {
  const assetsDir = path.join(publicDir, 'assets');
  if (!fs.existsSync(assetsDir)) return [];
  return fs
    .readdirSync(assetsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The releases that can go: a failed one (unless current), and any that is not current, not the rollback target, and
 * not live within the kept time (no open page can need their files, and the current release carries those it might).
 */
export function releasesToPrune(releasesDir: string, now: Date, keepMs: number): Release[] {
  const history = readHistory(releasesDir);
  const current = currentReleaseId(releasesDir);
  const keep = liveWithin(history, now, keepMs);
  const previous = previousReleaseId(history, current);
  const everLive = new Set(history.map((entry) => entry.id));
  const failed = failedReleases(releasesDir);
  return listReleases(releasesDir).filter(
    (release) =>
      release.id !== current &&
      (failed.has(release.id) ||
        (release.id !== previous &&
          !keep.has(release.id) &&
          // Built but never switched to (its start check failed): kept while younger than the kept time.
          (everLive.has(release.id) || now.getTime() - new Date(release.builtAt).getTime() > keepMs))),
  );
}

export function prune(releasesDir: string, now: Date = new Date(), keepMs = DEFAULT_KEEP_MS): string[] {
  const gone = releasesToPrune(releasesDir, now, keepMs);
  for (const release of gone) fs.rmSync(release.dir, { recursive: true, force: true });
  return gone.map((release) => release.id);
}
