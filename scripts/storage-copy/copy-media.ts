/**
 * Copies the files of DATA_DIR/media into an S3 bucket under the same keys (docs/storage.md,
 * "Moving to S3"). Idempotent and resumable: an object already in the bucket with the file's size
 * is skipped, and each put is all-or-nothing (storage.ts), so a run that was killed left only whole
 * objects and the next run copies the rest.
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { S3Storage } from '../../server/adapters/storage/s3-storage';
import { contentTypeOfKey } from '../../server/adapters/storage/storage-keys';

/** Files sent at once: uploads wait on the network, not the CPU. */
const FILES_AT_ONCE = 4;

export interface CopyProgress {
  /** Files looked at so far, of `total`. */
  done: number;
  total: number;
  key: string;
  outcome: 'copied' | 'skipped' | 'not-a-key';
  bytes: number;
}

export interface CopySummary {
  copied: number;
  skipped: number;
  /** Files whose names are no storage key (a stray temporary file): left where they are. */
  notKeys: string[];
  copiedBytes: number;
}

/** Every file under `root`, as keys (`/`-separated paths relative to it), sorted. */
export function keysUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

export async function copyMediaToBucket(
  sourceDir: string,
  target: S3Storage,
  onProgress: (progress: CopyProgress) => void = () => {},
): Promise<CopySummary> {
  const keys = keysUnder(sourceDir);
  const summary: CopySummary = { copied: 0, skipped: 0, notKeys: [], copiedBytes: 0 };
  let done = 0;

  async function copyOne(key: string): Promise<void> {
    const file = path.join(sourceDir, ...key.split('/'));
    const bytes = statSync(file).size;
    const contentType = contentTypeOrNothing(key);
    let outcome: CopyProgress['outcome'];
    if (!contentType) {
      outcome = 'not-a-key';
      summary.notKeys.push(key);
    } else if ((await target.sizeOf(key)) === bytes) {
      outcome = 'skipped';
      summary.skipped += 1;
    } else {
      await target.put(key, createReadStream(file), contentType);
      outcome = 'copied';
      summary.copied += 1;
      summary.copiedBytes += bytes;
    }
    done += 1;
    onProgress({ done, total: keys.length, key, outcome, bytes });
  }

  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) await copyOne(key);
  };
  await Promise.all(Array.from({ length: FILES_AT_ONCE }, worker));
  return summary;
}

/** The key's content type, or undefined for a file whose name is no storage key. */
function contentTypeOrNothing(key: string): string | undefined {
  try {
    return contentTypeOfKey(key);
  } catch {
    return undefined;
  }
}
