/**
 * An exclusive lock file beside a PGlite data directory (docs/embedded-database.md). PGlite does
 * not lock its directory: two servers on one DATA_DIR both start and lose committed rows, so the
 * second process must refuse instead.
 *
 * The file names its holder by pid and, where /proc tells, by when that process started: pids are
 * reused (a restarted container hands out the same ones), and a lock left by a killed process must
 * not stop every later start because its pid now belongs to some other live process.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { StartupError } from '../startup-error';
import { processIdentity, processStartedAt } from './process-identity';

/**
 * How much later than its lock file's last write a process may seem to have started and still be
 * its writer: clocks are adjusted, and some file systems keep times to the second or coarser.
 */
const START_TIME_SLACK_MS = 2_000;

export class DirectoryLockedError extends StartupError {
  override name = 'DirectoryLockedError';

  constructor(
    readonly directory: string,
    readonly holderPid: number,
  ) {
    super(
      `${directory} is in use by another process (pid ${holderPid}). ` +
        'PGlite allows one process per data directory: stop that process or use another DATA_DIR. ' +
        `If no server uses it, delete ${directory}.lock.`,
    );
  }
}

/** Who wrote a lock file: its pid and, where /proc was there to tell, its start and boot. */
interface Holder {
  pid: number;
  startTicks?: string;
  bootId?: string;
}

/** The lock files this process holds: a pid of our own in a file is ours only if listed here. */
const heldHere = new Set<string>();

/** Takes `<directory>.lock` for this process and returns the function that releases it. */
export function lockDirectory(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  // Two rounds: the second follows the removal of a stale lock.
  for (let round = 0; round < 2; round++) {
    try {
      // 'wx' = O_CREAT | O_EXCL: exactly one process can create the file.
      writeFileSync(lockFile, describeHolder(process.pid), { flag: 'wx', mode: 0o600 });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        // Never remove a lock that another process has taken over since.
        if (readHolder(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockFile);
    if (holder && isHolding(holder, lockFile))
      throw new DirectoryLockedError(directory, holder.pid);
    // The holder was killed (kill -9, power loss) without releasing it: take the lock over.
    rmSync(lockFile, { force: true });
  }
  throw new StartupError(`Could not take ${lockFile}: another process keeps replacing it.`);
}

/**
 * The file's text: the pid on the first line (all that versions before the start time read), then
 * the start time and boot where /proc gives them.
 */
function describeHolder(pid: number): string {
  const identity = processIdentity(pid);
  if (!identity) return `${pid}\n`;
  const boot = identity.bootId ? `boot ${identity.bootId}\n` : '';
  return `${pid}\nstart ${identity.startTicks}\n${boot}`;
}

/** The holder a lock file names; undefined when it is missing or unreadable (treated as stale). */
function readHolder(lockFile: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch {
    return undefined;
  }
  const [firstLine = '', ...lines] = text.split('\n');
  const pid = Number.parseInt(firstLine, 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const field = (name: string) =>
    lines.find((line) => line.startsWith(`${name} `))?.slice(name.length + 1);
  return { pid, startTicks: field('start'), bootId: field('boot') };
}

/** Whether the process a lock file names is still the one that wrote it. */
function isHolding(holder: Holder, lockFile: string): boolean {
  // Our own pid in a file we did not write: an earlier process with our pid left it.
  if (holder.pid === process.pid) return heldHere.has(lockFile);
  if (!isRunning(holder.pid)) return false;
  if (holder.startTicks !== undefined) {
    const running = processIdentity(holder.pid);
    // Without /proc now there is nothing to compare: the live pid is taken for the holder.
    if (!running) return true;
    const sameBoot = !holder.bootId || !running.bootId || holder.bootId === running.bootId;
    return sameBoot && running.startTicks === holder.startTicks;
  }
  // A file with a pid only (an older version, or written without /proc): its writer started before
  // writing it, so a process that started later is someone else with the same pid.
  const startedAt = processStartedAt(holder.pid);
  if (startedAt === undefined) return true;
  const writtenAt = modifiedAt(lockFile);
  // No file any more: its holder released it meanwhile.
  return writtenAt !== undefined && startedAt <= writtenAt + START_TIME_SLACK_MS;
}

function modifiedAt(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
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
