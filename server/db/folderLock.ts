// One process per PGlite data folder. PGlite is PostgreSQL inside this process, with no server to share
// its files: a second process opening the same folder would write over the first one's pages and corrupt
// the database (docs/decisions/pglite-and-postgresql.md). The folder holds a lock file naming the pid of the
// process that has it; a lock whose process is gone (killed, crashed) is stale and taken over.
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

export const LOCK_FILE = "rangrez.lock";

/** The lock files this process holds: one naming this pid but not in here is from an earlier life of the
 * same pid (a container's process 1, restarted), so stale. */
const held = new Set<string>();

export interface FolderLock {
  /** Removes the lock file (when it is still this process's). */
  release: () => void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderOf(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes `dir`'s lock for this process, or throws naming the process that holds it. */
export function lockDataFolder(dir: string): FolderLock {
  const path = resolve(dir, LOCK_FILE);
  if (held.has(path)) throw new Error(`The PGlite data folder ${dir} is already open in this process.`);
  // Written whole beside it, then linked into place (which fails when the lock exists): another process
  // never reads a lock file still empty.
  const mine = `${path}.${process.pid}`;
  writeFileSync(mine, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(mine, path);
        held.add(path);
        return {
          release: () => {
            if (!held.delete(path)) return;
            if (holderOf(path) === process.pid) rmSync(path, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      takeOverIfStale(dir, path);
    }
  } finally {
    rmSync(mine, { force: true });
  }
  throw new Error(`Could not take the lock of the PGlite data folder ${dir} (${path}).`);
}

/** Removes `path` when the process it names is gone; throws when that process is alive. */
function takeOverIfStale(dir: string, path: string): void {
  const holder = holderOf(path);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The PGlite data folder ${dir} is in use by process ${holder}: only one process may open it. ` +
        "Stop that process, or give this one another PGLITE_DATA_DIR (or DATABASE_URL for a shared PostgreSQL).",
    );
  }
  // Stale (its process is gone) or unreadable: take it over.
  rmSync(path, { force: true });
}
