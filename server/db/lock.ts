/**
 * An exclusive pid lock file beside a PGlite data directory. PGlite does not lock its directory:
 * in the spike two servers on one DATA_DIR both started and committed rows were lost
 * (research/spike-be.md §5.3), so the second process must refuse instead.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { StartupError } from '../startup-error';

export class DirectoryLockedError extends StartupError {
  override name = 'DirectoryLockedError';

  constructor(
    readonly directory: string,
    readonly holderPid: number,
  ) {
    super(
      `${directory} is in use by another process (pid ${holderPid}). ` +
        'PGlite allows one process per data directory: stop that process or use another DATA_DIR.',
    );
  }
}

/** Takes `<directory>.lock` for this process and returns the function that releases it. */
export function lockDirectory(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  const ownPid = String(process.pid);
  // Two rounds: the second follows the removal of a stale lock.
  for (let round = 0; round < 2; round++) {
    try {
      // 'wx' = O_CREAT | O_EXCL: exactly one process can create the file.
      writeFileSync(lockFile, ownPid, { flag: 'wx', mode: 0o600 });
      return () => {
        // Never remove a lock that another process has taken over since.
        if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockFile);
    if (holder !== undefined && isRunning(holder))
      throw new DirectoryLockedError(directory, holder);
    // The holder was killed (kill -9, power loss) without releasing it: take the lock over.
    rmSync(lockFile, { force: true });
  }
  throw new StartupError(`Could not take ${lockFile}: another process keeps replacing it.`);
}

/** The pid in the lock file; undefined when it is missing or unreadable (treated as stale). */
function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 checks that the process exists without touching it
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
