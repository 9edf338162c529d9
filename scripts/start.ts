/**
 * `npm start`: builds the PWA when dist/ is missing or older than its sources, then runs the
 * server (docs/architecture.md#what-runs-where: one command on a fresh machine).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT_APP_SHELL = path.join(ROOT, 'dist', 'index.html');
/** Everything `vite build` reads: a change to any of them makes dist/ stale. */
const BUILD_INPUTS = [
  'src',
  'workers',
  'common',
  'manifest',
  'public',
  'index.html',
  'vite.config.ts',
];

/** The newest modification time, in ms, of a file or of any file under a directory. */
function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .reduce(
      (newest, dirent) =>
        Math.max(newest, statSync(path.join(dirent.parentPath, dirent.name)).mtimeMs),
      0,
    );
}

function isBuildStale(): boolean {
  if (!existsSync(BUILT_APP_SHELL)) return true;
  const builtAt = statSync(BUILT_APP_SHELL).mtimeMs;
  return BUILD_INPUTS.some((input) => newestModification(path.join(ROOT, input)) > builtAt);
}

function buildPwa(): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
    build.on('error', reject);
    build.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

if (isBuildStale()) {
  console.log('The web app is missing or older than its sources: building it (vite build)…');
  try {
    await buildPwa();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
await import('../server/main');
