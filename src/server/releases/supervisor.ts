/**
 * The server of a deployment with releases (docs/operations.md, "Releases"; docs/adr/0013-releases-switched-without-a-gap.md):
 * this process holds the listening socket and runs the current release's server in a worker process that shares it.
 * On SIGHUP it starts the release `current` points to now beside the running one. Once the new worker listens, the
 * old one keeps serving beside it through the new release's probation; only when the new one has run that long does
 * the old one stop accepting, finish what it has and exit. A new release that exits in its probation leaves the old
 * one serving alone (no moment without a listener, so no refused connection), is recorded as failed, and `current`
 * points back. One that keeps crashing later is replaced by the release before it. The socket never closes while a
 * worker runs, and both workers write into the same outbox (docs/relay.md, "One deliverer at a time").
 *
 * Kept small and stable on purpose: it runs the code of the release it was started with until the service is
 * restarted, whatever releases it switches to. It speaks to the workers only through Node's cluster module and one
 * message, RETIRE_MESSAGE.
 */
import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PROBATION_MS, previousReleaseId, readHistory, switchBackFrom } from './releases';
import { RETIRE_MESSAGE } from './release-info';

/** Every worker shares the one socket and accepts on it itself (no round trip through this process). */
cluster.schedulingPolicy = cluster.SCHED_NONE;

/** How long a new release may take to listen before the switch is given up (it keeps the old one). */
export const START_LIMIT_MS = 60_000;
/** How long a retiring worker may take to finish its requests and its delivery before it is killed. */
export const RETIRE_LIMIT_MS = 30_000;
/** A worker that dies unasked is started again after this long, doubling up to a minute while it keeps dying. */
const RESTART_DELAY_MS = 1_000;
const RESTART_DELAY_MAX_MS = 60_000;
/** A release past its probation that crashes this often within CRASH_WINDOW_MS is replaced by the one before it. */
const CRASHES_BEFORE_FALLBACK = 3;
const CRASH_WINDOW_MS = 10 * 60_000;

type Level = 'info' | 'warn' | 'error';
const LEVELS: Record<Level, number> = { info: 30, warn: 40, error: 50 };

/** One JSON line in the same shape as the workers' log (pino), so the journal reads as one log. */
function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  process.stdout.write(
    `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, ...fields, msg })}\n`,
  );
}

/** The release folder `current` names now (it is a link the release command swaps). */
function currentRelease(releasesDir: string): string {
  return fs.realpathSync(path.join(releasesDir, 'current'));
}

interface Running {
  readonly worker: Worker;
  readonly release: string;
}

/** Starts a release's server as a worker; resolves once it listens, rejects if it exits or hangs before. */
function startWorker(release: string): Promise<Running> {
  cluster.setupPrimary({ exec: path.join(release, 'server', 'main.js'), args: [] });
  // The release's own site folder, whatever PUBLIC_DIR the service had: a release serves only its own files.
  const worker = cluster.fork({ RELEASE_DIR: release, PUBLIC_DIR: path.join(release, 'public') });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.process.kill('SIGKILL');
      reject(new Error(`hört nach ${START_LIMIT_MS / 1000} s noch nicht`));
    }, START_LIMIT_MS);
    const onExit = (code: number | null, signal: string | null) => {
      clearTimeout(timer);
      reject(new Error(`beendet vor dem Start (Code ${code ?? '–'}, Signal ${signal ?? '–'})`));
    };
    worker.once('exit', onExit);
    worker.once('listening', () => {
      clearTimeout(timer);
      worker.off('exit', onExit);
      resolve({ worker, release });
    });
  });
}

/** Asks a worker to finish and exit; kills it if it takes longer than RETIRE_LIMIT_MS. */
function retire(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const timer = setTimeout(() => worker.process.kill('SIGKILL'), RETIRE_LIMIT_MS);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.send(RETIRE_MESSAGE);
  });
}

export function supervise(releasesDir: string, probationMs: number = DEFAULT_PROBATION_MS): void {
  let active: Running | undefined;
  /** The release that served before `active`, serving beside it until `active`'s probation is over. */
  let standby: { readonly running: Running; readonly timer: NodeJS.Timeout } | undefined;
  let switching: Promise<void> = Promise.resolve();
  let stopping = false;
  let restartDelay = RESTART_DELAY_MS;
  let crashes: number[] = [];

  const name = (running: Running) => path.basename(running.release);

  /** The probation is over: the previous release stops accepting, finishes and exits. */
  const endProbation = () => {
    if (!standby) return;
    const { running, timer } = standby;
    clearTimeout(timer);
    standby = undefined;
    if (active) log('info', 'Release hat die Probezeit bestanden', { release: name(active) });
    // Not waited for: a retiring server may take its keep-alive timeout to end, and the next switch need not wait.
    if (!running.worker.isDead()) {
      void retire(running.worker).then(() => log('info', 'Vorherige Release beendet', { release: name(running) }));
    }
  };

  /** The new release exited in its probation: the previous one, still serving, is the active one again. */
  const fallBackToStandby = (failed: Running, code: number | null, signal: string | null) => {
    const previous = standby?.running as Running;
    clearTimeout(standby?.timer);
    standby = undefined;
    active = previous;
    crashes = [];
    log('error', 'Release in der Probezeit beendet: die vorherige dient weiter, die neue gilt als fehlgeschlagen', {
      release: name(failed),
      back: name(previous),
      code,
      signal,
    });
    recordFailure(failed, previous.release);
  };

  /** Records the failed release and points `current` back, so a restart of the service starts the good one. */
  const recordFailure = (failed: Running, back: string) => {
    try {
      switchBackFrom(releasesDir, name(failed), path.basename(back));
    } catch (error) {
      log('error', 'Konnte die fehlgeschlagene Release nicht vermerken', { err: String(error) });
    }
  };

  /** A release past its probation that keeps crashing: the one live before it (from the history) takes over. */
  const fallBackToPrevious = (failed: Running): boolean => {
    const previous = previousReleaseId(readHistory(releasesDir), name(failed));
    if (!previous) return false;
    log('error', 'Release stürzt wiederholt ab: zurück auf die vorherige', { release: name(failed), back: previous });
    recordFailure(failed, previous);
    crashes = [];
    return true;
  };

  /** Keeps the active worker running: one that dies unasked is started again, later each time it keeps dying. */
  const watch = (running: Running) => {
    const startedAt = Date.now();
    running.worker.once('exit', (code, signal) => {
      if (stopping || active !== running) return;
      if (standby) return fallBackToStandby(running, code, signal);
      const now = Date.now();
      crashes = [...crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
      if (now - startedAt > RESTART_DELAY_MAX_MS) restartDelay = RESTART_DELAY_MS;
      const fallingBack = crashes.length >= CRASHES_BEFORE_FALLBACK && fallBackToPrevious(running);
      log('error', 'Server-Prozess unerwartet beendet, starte neu', { code, signal, restartInMs: restartDelay });
      setTimeout(() => void switchTo(fallingBack ? 'Rückfall nach Abstürzen' : 'Neustart nach Absturz'), restartDelay);
      restartDelay = Math.min(RESTART_DELAY_MAX_MS, restartDelay * 2);
    });
  };

  /** Starts the current release beside the active worker, which serves on through the probation; serialised. */
  const switchTo = (reason: string) =>
    (switching = switching.then(async () => {
      if (stopping) return;
      let release: string;
      try {
        release = currentRelease(releasesDir);
      } catch (error) {
        log('error', 'Release-Wechsel abgebrochen: "current" ist nicht lesbar', { err: String(error) });
        return;
      }
      // A switch during a probation: the release on probation is the one to keep beside the next.
      endProbation();
      const previous = active && !active.worker.isDead() ? active : undefined;
      log('info', 'Starte Release', { release: path.basename(release), reason });
      try {
        const started = await startWorker(release);
        active = started;
        watch(started);
        log('info', 'Release läuft', { release: name(started), pid: started.worker.process.pid });
      } catch (error) {
        log('error', 'Release startet nicht, die laufende bleibt', {
          release: path.basename(release),
          err: (error as Error).message,
        });
        return;
      }
      if (!previous) return;
      if (previous.release === active.release) {
        void retire(previous.worker);
        return;
      }
      standby = { running: previous, timer: setTimeout(endProbation, probationMs) };
      log('info', 'Probezeit beginnt', { release: name(active), seconds: probationMs / 1000 });
    }));

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'Fahre herunter', { signal });
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    // Each worker drains as a stopping server does (503 with Retry-After for 2 s, then it closes).
    for (const worker of workers) worker.process.kill(signal);
    void Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)))).then(() =>
      process.exit(0),
    );
  };

  process.on('SIGHUP', () => void switchTo('SIGHUP'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  void switchTo('Start').then(() => {
    if (!active) {
      log('error', 'Keine Release startet: Ende');
      process.exit(1);
    }
  });
}
