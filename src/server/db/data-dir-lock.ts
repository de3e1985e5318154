// The embedded database's folder is one process's (ADR 0043): PGlite has no shared memory or
// locks between processes, so a second server on the same DATA_DIR would write over the first
// one's files and corrupt them. A lock file in the folder holds the owner's process id; a
// second process finds it and refuses to start. A lock left by a process that no longer runs
// (killed, crashed, the machine restarted) is taken over.
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const DATA_DIR_LOCK_FILE = "kirana.pid";

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}: only one server may run on it. Stop that server, give this one another DATA_DIR, or set DATABASE_URL to a PostgreSQL database that several servers can share.`,
    );
  }
}

/** True while a process with this id runs (one of another user's counts: it answers EPERM). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The id of the live process (not this one) holding the folder, or null when none does. */
export function dataDirHolder(dataDir: string): number | null {
  let owner = 0;
  try {
    owner = Number(readFileSync(join(dataDir, DATA_DIR_LOCK_FILE), "utf8").trim());
  } catch {
    return null;
  }
  return Number.isInteger(owner) && owner > 0 && owner !== process.pid && running(owner) ? owner : null;
}

/** Takes the folder's lock for this process; answers the release. Throws DataDirInUse when another live process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, DATA_DIR_LOCK_FILE);
  // The id is written to a file of our own, then linked as the lock: link() fails when the lock
  // exists, so of two processes starting at once one wins, and a lock is never seen half written.
  const mine = join(dataDir, `${DATA_DIR_LOCK_FILE}.${process.pid}`);
  writeFileSync(mine, String(process.pid));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(mine, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 2) throw error;
      }
      let owner = 0;
      try {
        owner = Number(readFileSync(file, "utf8").trim());
      } catch {
        continue; // Released meanwhile: try again.
      }
      if (Number.isInteger(owner) && owner > 0 && (owner === process.pid || running(owner))) throw new DataDirInUse(dataDir, owner);
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(mine, { force: true });
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    // Only our own lock: one another process took over (ours judged stale) is not ours to remove.
    try {
      if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  // A process that exits without closing the database (an uncaught fault) still frees the folder.
  process.on("exit", release);
  return release;
}
