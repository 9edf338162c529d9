/**
 * `npm run storage:copy -- --to s3` as an operator runs it (the script in a process of its own,
 * configured by the environment), copying a DATA_DIR/media into a real local S3 server: again
 * with nothing to do, after a partial copy, and after being killed midway.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from './fakes/s3-server';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());
const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR whose media folder holds `files` (key -> size in bytes). */
function dataDirWith(files: Record<string, number>): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storage-copy-test-'));
  dataDirs.push(dataDir);
  for (const [key, size] of Object.entries(files)) {
    const file = path.join(dataDir, 'media', ...key.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.alloc(size, key.length));
  }
  return dataDir;
}

function startCopy(dataDir: string, bucket: string): { child: ChildProcess; output: () => string } {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/storage-copy.ts', '--to', 's3'],
    {
      env: {
        ...inherited,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        STORAGE_URL: s3.storageUrl(bucket),
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  return { child, output: () => output };
}

async function runCopy(dataDir: string, bucket: string): Promise<string> {
  const { child, output } = startCopy(dataDir, bucket);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`storage:copy exited with ${code}:\n${output()}`);
  return output();
}

const FILES = {
  'assets/ab/ab12.jpg': 2_000,
  'assets/ab/ab12-thumbnail.webp': 300,
  'generations/g1/result.png': 5_000,
  'exports/u1/e1.zip': 700,
  'assets/cd/cd34.mp4': 9_000,
};
const asListed = (files: Record<string, number>) =>
  Object.entries(files)
    .map(([key, size]) => ({ key, size }))
    .sort((a, b) => a.key.localeCompare(b.key));

describe('npm run storage:copy -- --to s3', () => {
  it('copies every file under its key with its type, and a second run copies nothing', async () => {
    const bucket = await s3.newBucket();
    const dataDir = dataDirWith(FILES);

    const first = await runCopy(dataDir, bucket);
    const second = await runCopy(dataDir, bucket);

    expect(await s3.list(bucket)).toEqual(asListed(FILES));
    expect((await s3.head(bucket, 'assets/cd/cd34.mp4')).ContentType).toBe('video/mp4');
    expect((await s3.head(bucket, 'assets/ab/ab12-thumbnail.webp')).ContentType).toBe('image/webp');
    expect((await s3.head(bucket, 'exports/u1/e1.zip')).ContentType).toBe('application/zip');
    expect(first).toMatch(/\[5\/5\]/);
    expect(first).toMatch(/done: 5 copied .*, 0 already there/);
    expect(second).toMatch(/done: 0 copied .*, 5 already there/);
  });

  it('after a partial copy, copies what is missing or of another size, and leaves stray files', async () => {
    const bucket = await s3.newBucket();
    const dataDir = dataDirWith({ ...FILES, 'assets/ab/ab12.jpg.3f9a.tmp': 10 });
    const target = s3.storage(bucket);
    await target.put('assets/ab/ab12.jpg', Buffer.alloc(2_000, 1), 'image/jpeg');
    await target.put('generations/g1/result.png', Buffer.alloc(10, 1), 'image/png');

    const output = await runCopy(dataDir, bucket);

    expect(await s3.list(bucket)).toEqual(asListed(FILES));
    expect(output).toMatch(/done: 4 copied .*, 1 already there, 1 not storage keys/);
    expect(output).toMatch(/not a storage key, left: assets\/ab\/ab12\.jpg\.3f9a\.tmp/);
  });

  it('finishes the job when run again after being killed midway', async () => {
    const bucket = await s3.newBucket();
    const big = Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [`assets/b${index}/big${index}.mp4`, 3_000_000]),
    );
    const dataDir = dataDirWith(big);
    const killed = startCopy(dataDir, bucket);
    // Killed as soon as the first file is in: the others are still on their way, or waiting.
    await new Promise<void>((resolve) => {
      killed.child.stdout!.on('data', () => killed.output().includes('copied:') && resolve());
      killed.child.once('exit', () => resolve());
    });
    killed.child.kill('SIGKILL');
    await once(killed.child, 'exit');
    const afterKill = await s3.list(bucket);

    const output = await runCopy(dataDir, bucket);

    // Whatever the killed run left is whole: every object has its file's full size.
    expect(afterKill.every((object) => object.size === 3_000_000)).toBe(true);
    expect(afterKill.length).toBeLessThan(12);
    expect(await s3.list(bucket)).toEqual(asListed(big));
    expect(output).toMatch(new RegExp(`done: ${12 - afterKill.length} copied`));
  });
});
