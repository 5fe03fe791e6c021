import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The file beside PGlite's own files in its folder: the pid of the process that has it open. */
export const DATA_DIR_LOCK_FILE = 'arara-api.pid';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The PGlite database in ${dataDir} is already open (process ${pid}). PGlite serves one ` +
        'process: stop the other one, or give this one another folder (DATA_DIR).',
    );
    this.name = 'DataDirInUseError';
  }
}

/** The folders this process has open: a second PGlite on one of them would corrupt it too. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  // Our own pid in the file, with the folder not held here: left by an earlier process that had
  // the same pid (a container's process 1).
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an on-disk PGlite folder for this process, or throws DataDirInUseError when a running
 * process (this one included) has it open: two PGlite instances writing one folder corrupt it
 * (docs/api.md "PGlite: one process per folder"). A file left by a process that no longer runs
 * (killed, crashed) is taken over at once, so a restart never waits. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  if (heldHere.has(folder)) throw new DataDirInUseError(folder, process.pid);
  const file = path.join(folder, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(folder);
      return () => {
        heldHere.delete(folder);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (isRunning(holder)) throw new DataDirInUseError(folder, holder);
      // Left behind: removed, then claimed like a free folder (`wx` again: of two processes
      // starting together, one gets it).
      rmSync(file, { force: true });
    }
  }
  throw new Error(`${file}: could not be claimed`);
}
