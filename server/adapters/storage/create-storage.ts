/**
 * Picks the storage of the configuration (docs/storage.md): STORAGE_URL unset keeps files in
 * DATA_DIR/media; an s3:// URL keeps them in that bucket. With `DATA_DIR=memory://` (tests) and no
 * STORAGE_URL nothing may outlive the process, so the files go to a temporary directory that
 * closing removes.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, isInMemory } from '../../config';
import { createLocalFileStorage } from './local-file-storage';
import { type S3Location, s3LocationOf } from './s3-location';
import type { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The folder under DATA_DIR that holds the files. */
export const MEDIA_DIR = 'media';

export interface StorageHandle {
  storage: Storage;
  close(): Promise<void>;
}

export function createStorage(config: Pick<Config, 'DATA_DIR' | 'STORAGE_URL'>): StorageHandle {
  if (config.STORAGE_URL) {
    const storage = lazyS3Storage(s3LocationOf(config.STORAGE_URL));
    return { storage, close: () => storage.close() };
  }
  if (isInMemory(config.DATA_DIR)) {
    // Not created here: the first file creates it, so an app that stores nothing leaves nothing.
    const directory = path.join(tmpdir(), `ai-fashion-studio-media-${randomUUID()}`);
    return {
      storage: createLocalFileStorage(directory),
      close: async () => rmSync(directory, { recursive: true, force: true }),
    };
  }
  const directory = path.join(config.DATA_DIR, MEDIA_DIR);
  return { storage: createLocalFileStorage(directory), close: async () => {} };
}

/**
 * The bucket's storage, with the AWS SDK loaded on first use: the embedded default (local files)
 * never loads it, so it starts as fast as before and Node 20 prints no SDK warning.
 */
function lazyS3Storage(location: S3Location): Storage & Pick<S3Storage, 'close'> {
  let loaded: Promise<S3Storage> | undefined;
  const s3 = () =>
    (loaded ??= import('./s3-storage').then(({ createS3Storage }) => createS3Storage(location)));
  return {
    put: async (key, body, contentType) => (await s3()).put(key, body, contentType),
    get: async (key, range) => (await s3()).get(key, range),
    delete: async (key) => (await s3()).delete(key),
    exists: async (key) => (await s3()).exists(key),
    presignedUrl: async (key) => (await s3()).presignedUrl(key),
    close: async () => {
      if (loaded) await (await loaded).close();
    },
  };
}
