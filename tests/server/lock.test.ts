import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DirectoryLockedError, lockDirectory } from '../../server/db/lock';
import { silentLogger } from './test-app';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
  tempDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
    expect(readFileSync(`${directory}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

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
