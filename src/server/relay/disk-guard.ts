import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether the disk under the outbox has room for more requests (docs/relay.md, "Disk"): below `minFreeBytes` the
 * relay refuses new requests with a clear German answer, before SQLite's writes could fail. Read at most every few
 * seconds; an outbox in memory always has room.
 */
export const DEFAULT_MIN_FREE_BYTES = 256 * 1024 * 1024;
const READ_EVERY_MS = 5_000;

export interface DiskGuard {
  hasRoom(): boolean;
}

export function diskGuard(
  outboxPath: string,
  minFreeBytes: number = DEFAULT_MIN_FREE_BYTES,
  freeBytes: (dir: string) => number = (dir) => {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  },
  now: () => number = Date.now,
): DiskGuard {
  if (outboxPath === ':memory:') return { hasRoom: () => true };
  const dir = path.dirname(path.resolve(outboxPath));
  let readAt = -Infinity;
  let room = true;
  return {
    hasRoom() {
      if (now() - readAt >= READ_EVERY_MS) {
        readAt = now();
        try {
          room = freeBytes(dir) >= minFreeBytes;
        } catch {
          // Unreadable (the folder is gone): SQLite will say what is wrong.
          room = true;
        }
      }
      return room;
    },
  };
}
