/** The PGlite data-directory lock (docs/embedded-database.md). */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DirectoryLockedError, lockDirectory } from '../../server/db/lock';
import { freePort, type ServerProcess, startServerProcess } from './helpers/server-process';
import { silentLogger } from './test-app';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
  tempDirs.push(dir);
  return dir;
}

const children: ChildProcess[] = [];
/** A process that lives until the test ends. */
function track(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Start times and pids are told apart only where Linux's /proc is. */
const hasProc = existsSync('/proc/self/stat');

/** A live process that has nothing to do with any lock. */
function unrelatedProcess(): ChildProcess {
  return track(spawn('sleep', ['30'], { stdio: 'ignore' }));
}

/** Another process that takes the lock and keeps it until it is killed. */
async function holderProcess(directory: string): Promise<ChildProcess> {
  const lockModule = path.resolve('server/db/lock.ts');
  const child = track(
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { lockDirectory } from ${JSON.stringify(lockModule)};
         lockDirectory(${JSON.stringify(directory)});
         console.log('locked');
         setInterval(() => {}, 60_000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  );
  for await (const chunk of child.stdout!) if (String(chunk).includes('locked')) break;
  return child;
}

const pidOf = (child: ChildProcess) => {
  if (!child.pid) throw new Error('the process did not start');
  return child.pid;
};

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('could not spawn a process');
  return pid;
}

describe('lockDirectory', () => {
  it('refuses a second lock while the first is held, naming the holder pid', () => {
    const directory = path.join(tempDir(), 'pglite');
    const release = lockDirectory(directory);
    expect(() => lockDirectory(directory)).toThrow(DirectoryLockedError);
    expect(() => lockDirectory(directory)).toThrow(
      `in use by another process (pid ${process.pid})`,
    );
    release();
  });

  it('can be taken again once released', () => {
    const directory = path.join(tempDir(), 'pglite');
    lockDirectory(directory)();
    expect(existsSync(`${directory}.lock`)).toBe(false);
    expect(() => lockDirectory(directory)()).not.toThrow();
  });

  it('takes over a stale lock left by a process that is no longer running', () => {
    const directory = path.join(tempDir(), 'pglite');
    writeFileSync(`${directory}.lock`, String(deadPid()));
    const release = lockDirectory(directory);
    expect(readFileSync(`${directory}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
  });

  it('writes the pid first (what older versions read), then the start time where /proc has it', () => {
    const directory = path.join(tempDir(), 'pglite');
    const release = lockDirectory(directory);
    const [pid, start] = readFileSync(`${directory}.lock`, 'utf8').split('\n');
    expect(pid).toBe(String(process.pid));
    if (hasProc) expect(start).toMatch(/^start \d+$/);
    release();
  });

  it('takes over a lock with its own pid that it did not write (a restarted container)', () => {
    const directory = path.join(tempDir(), 'pglite');
    writeFileSync(`${directory}.lock`, String(process.pid));
    expect(() => lockDirectory(directory)()).not.toThrow();
  });

  it('refuses while another live process holds it, and takes it once that one is killed', async () => {
    const directory = path.join(tempDir(), 'pglite');
    const holder = await holderProcess(directory);
    expect(() => lockDirectory(directory)).toThrow(
      `in use by another process (pid ${pidOf(holder)})`,
    );
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    expect(() => lockDirectory(directory)()).not.toThrow();
  });

  it.runIf(hasProc)(
    'takes over a lock whose pid now belongs to a live unrelated process',
    async () => {
      const directory = path.join(tempDir(), 'pglite');
      const stranger = unrelatedProcess();
      await once(stranger, 'spawn');
      // What a killed holder left: its pid is the stranger's now, its start time is not.
      writeFileSync(`${directory}.lock`, `${pidOf(stranger)}\nstart 1\n`);
      const release = lockDirectory(directory);
      expect(readFileSync(`${directory}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid));
      release();
    },
  );

  it.runIf(hasProc)(
    'reads an old pid-only lock by its time: a process started after it was written is not its holder',
    async () => {
      const directory = path.join(tempDir(), 'pglite');
      const lockFile = `${directory}.lock`;
      const stranger = unrelatedProcess();
      await once(stranger, 'spawn');
      // Written an hour ago by a process since killed, whose pid the stranger has now.
      writeFileSync(lockFile, String(pidOf(stranger)));
      const anHourAgo = new Date(Date.now() - 3_600_000);
      utimesSync(lockFile, anHourAgo, anHourAgo);
      expect(() => lockDirectory(directory)()).not.toThrow();
      // Written by a process running since before: an older version of the server, still running.
      writeFileSync(lockFile, String(pidOf(stranger)));
      expect(() => lockDirectory(directory)).toThrow(DirectoryLockedError);
    },
  );

  it('takes over a lock file without a pid in it', () => {
    const directory = path.join(tempDir(), 'pglite');
    writeFileSync(`${directory}.lock`, '');
    expect(() => lockDirectory(directory)()).not.toThrow();
  });
});

describe('openDatabase on a PGlite DATA_DIR', () => {
  it('refuses a second open of the same DATA_DIR while the first is open', async () => {
    const config = { DATA_DIR: tempDir(), DATABASE_URL: undefined };
    const first = await openDatabase(config, silentLogger);
    try {
      await expect(openDatabase(config, silentLogger)).rejects.toThrow(DirectoryLockedError);
      await first.ping();
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(config.DATA_DIR, 'pglite.lock'))).toBe(false);
  });
});

describe('the server process killed with kill -9', () => {
  let servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    servers = [];
  });

  it('starts again on the same DATA_DIR, its lock left behind', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startServerProcess({ dataDir, port });
    servers.push(first);
    await first.ready(60_000);
    await first.kill('SIGKILL');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const second = startServerProcess({ dataDir, port });
    servers.push(second);
    await second.ready(60_000);
  }, 150_000);
});
