/**
 * The temporary folders of video work (server/adapters/media/media-temp.ts): a process killed
 * mid-run leaves its folder, with a raw upload in it; the next start of the server removes it,
 * and leaves the folders of processes still running, and anything not ours, alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_TEMP_FOLDER } from '../../server/adapters/media/media-temp';
import { freePort, startServerProcess, type ServerProcess } from './helpers/server-process';

const root = path.join(tmpdir(), MEDIA_TEMP_FOLDER);
/** A start of the real server on a busy machine (migrations, seeding) stays far below this. */
const STARTED_WITHIN_MS = 120_000;

/**
 * A process that starts a video run as the server does (a folder of its own, the raw upload
 * written into it) and is killed before the run ends: the folder it leaves.
 */
async function folderOfAKilledRun(): Promise<string> {
  const script = `
    import { writeFile } from 'node:fs/promises';
    import { makeMediaTempDir } from './server/adapters/media/media-temp.ts';
    const directory = await makeMediaTempDir('asset-video');
    await writeFile(directory + '/upload', 'a phone video with its GPS position');
    process.stdout.write(directory);
    process.kill(process.pid, 'SIGKILL');
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += String(chunk)));
  const [, signal] = (await once(child, 'exit')) as [number | null, string | null];
  expect(signal).toBe('SIGKILL');
  return printed;
}

/** A process that stays running, and a folder named as its own. */
function folderOfARunningProcess(): { child: ChildProcess; folder: string } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const folder = path.join(root, `${child.pid}-asset-video-running`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'upload'), 'in use');
  return { child, folder };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('temporary folders of video work', () => {
  it(
    'are removed at start when their process died, and kept while it runs',
    async () => {
      const killed = await folderOfAKilledRun();
      expect(existsSync(path.join(killed, 'upload'))).toBe(true);
      expect(path.dirname(killed)).toBe(root);
      const running = folderOfARunningProcess();
      cleanups.push(() => rmSync(running.folder, { recursive: true, force: true }));
      cleanups.push(() => void running.child.kill('SIGKILL'));
      const notOurs = path.join(root, 'notes-of-someone-else');
      writeFileSync(notOurs, 'not a folder of ours');
      cleanups.push(() => rmSync(notOurs, { force: true }));
      const dataDir = mkdtempSync(path.join(tmpdir(), 'media-temp-test-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

      const server: ServerProcess = startServerProcess({ dataDir, port: await freePort() });
      cleanups.push(() => server.kill('SIGTERM'));
      await server.ready(STARTED_WITHIN_MS);

      expect(existsSync(killed)).toBe(false);
      expect(existsSync(path.join(running.folder, 'upload'))).toBe(true);
      expect(existsSync(notOurs)).toBe(true);
    },
    STARTED_WITHIN_MS + 30_000,
  );
});
