/**
 * The temporary folders of video work (an uploaded video and its stripped copy, a clip being
 * watermarked or encoded): all in one folder of ours under os.tmpdir(), each named after the
 * process that made it. A process that dies mid-run leaves its folder behind, with a raw upload
 * and the metadata it carries (a phone's GPS position); the next start removes it
 * (removeLeftoverMediaTemp), and only folders of ours are ever touched.
 */
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The folder under os.tmpdir() that holds every temporary folder of video work. */
export const MEDIA_TEMP_FOLDER = 'studio-ai-media';

const mediaTempRoot = () => path.join(tmpdir(), MEDIA_TEMP_FOLDER);

/** `<pid>-<label>-<random>`: the pid tells a live process's folder from a dead one's. */
const FOLDER_NAME = /^(\d+)-/;

/** A fresh folder for one run; the caller removes it when the run ends. */
export async function makeMediaTempDir(label: string): Promise<string> {
  const root = mediaTempRoot();
  await mkdir(root, { recursive: true, mode: 0o700 });
  return mkdtemp(path.join(root, `${process.pid}-${label}-`));
}

/** Whether a process with this id is running (one of another user counts: EPERM). */
function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the folders left by processes that are no longer running, and any of this process's
 * own id: called at start, before any video work, so a folder with our id is from an earlier
 * process that had the same id (a container's server is often process 1 each time). Folders of
 * other running processes (a worker beside the API on one machine) are left alone. Returns how
 * many were removed.
 */
export async function removeLeftoverMediaTemp(isRunning = processIsRunning): Promise<number> {
  const entries = await readdir(mediaTempRoot()).catch(() => [] as string[]);
  const leftovers = entries.filter((name) => {
    const pid = Number(FOLDER_NAME.exec(name)?.[1]);
    return Number.isInteger(pid) && (pid === process.pid || !isRunning(pid));
  });
  await Promise.all(
    leftovers.map((name) => rm(path.join(mediaTempRoot(), name), { recursive: true, force: true })),
  );
  return leftovers.length;
}
