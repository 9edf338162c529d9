/**
 * `npm run storage:copy -- --to s3`: copies DATA_DIR/media into the bucket of STORAGE_URL, the
 * move from local disk to S3 (docs/storage.md, "Moving to S3"). Safe to run again, and to run
 * again after it was stopped: it copies only what the bucket does not have yet.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MEDIA_DIR } from '../server/adapters/storage/create-storage';
import { s3LocationOf } from '../server/adapters/storage/s3-location';
import { createS3Storage } from '../server/adapters/storage/s3-storage';
import { isInMemory, loadConfig } from '../server/config';
import { StartupError } from '../server/startup-error';
import { copyMediaToBucket, type CopyProgress } from './storage-copy/copy-media';

const USAGE = 'usage: npm run storage:copy -- --to s3   (STORAGE_URL names the bucket)';

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function printProgress({ done, total, key, outcome, bytes }: CopyProgress): void {
  const what = {
    copied: 'copied',
    skipped: 'already there',
    'not-a-key': 'not a storage key, left',
  };
  console.log(`[${done}/${total}] ${what[outcome]}: ${key} (${megabytes(bytes)})`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (values.to !== 's3') throw new StartupError(USAGE);
  const config = loadConfig();
  if (!config.STORAGE_URL) throw new StartupError(`STORAGE_URL is not set. ${USAGE}`);
  if (isInMemory(config.DATA_DIR)) throw new StartupError('DATA_DIR=memory:// holds no files');
  const sourceDir = path.join(config.DATA_DIR, MEDIA_DIR);
  if (!existsSync(sourceDir))
    throw new StartupError(`${sourceDir} does not exist: nothing to copy`);
  const location = s3LocationOf(config.STORAGE_URL);
  console.log(`copying ${sourceDir} into s3://${location.bucket}`);
  const target = createS3Storage(location);
  try {
    const summary = await copyMediaToBucket(sourceDir, target, printProgress);
    console.log(
      `done: ${summary.copied} copied (${megabytes(summary.copiedBytes)}), ` +
        `${summary.skipped} already there, ${summary.notKeys.length} not storage keys`,
    );
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
