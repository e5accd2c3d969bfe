import fs from 'node:fs';
import path from 'node:path';

/**
 * What a release says about itself (`release.json` in its folder, written by the release command,
 * docs/operations.md "Releases"): the server names it in /healthz, so the command sees which release answers.
 */
export interface ReleaseInfo {
  /** The folder's name: when it was built, and the commit (`20261129-081500-08bb467`). */
  readonly id: string;
  readonly builtAt: string;
  readonly commit?: string;
  /** The release's own asset files (`assets/…`), which later releases carry on for a while. */
  readonly assets: readonly string[];
}

export const RELEASE_FILE = 'release.json';

/**
 * What the supervisor (supervisor.ts) sends a release's server when a newer release has taken over the socket: stop
 * accepting, finish what is under way, close the outbox, exit (src/server/process/retire.ts). No 503 drain: the new
 * release answers every new connection meanwhile.
 */
export const RETIRE_MESSAGE = 'nova:retire';

/** The release a folder holds; none for a plain build (`npm start`) or an unreadable file. */
export function readReleaseInfo(releaseDir: string): ReleaseInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(releaseDir, RELEASE_FILE), 'utf8')) as Partial<ReleaseInfo>;
    return typeof info.id === 'string' && typeof info.builtAt === 'string'
      ? { id: info.id, builtAt: info.builtAt, commit: info.commit, assets: info.assets ?? [] }
      : undefined;
  } catch {
    return undefined;
  }
}
