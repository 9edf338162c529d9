/**
 * Storage in a directory of the local disk (the embedded default,
 * docs/storage.md). A file's type is its extension (storage-keys.ts), so a key must end in a known
 * one.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { InvalidStorageKeyError, type Storage } from './storage';
import { checkContentType, contentTypeOfKey } from './storage-keys';

export function createLocalFileStorage(root: string): Storage {
  const rootDir = path.resolve(root);

  /** The file of a key, refusing anything that could leave the root. */
  function fileOf(key: string): { file: string; contentType: string } {
    const contentType = contentTypeOfKey(key);
    const file = path.resolve(rootDir, ...key.split('/'));
    // Checked again on the resolved path: the last guard between a key and the rest of the disk.
    if (!file.startsWith(rootDir + path.sep)) throw new InvalidStorageKeyError(key);
    return { file, contentType };
  }

  return {
    async put(key, body, contentType) {
      const { file } = fileOf(key);
      checkContentType(key, contentType);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its final name, then renamed: rename is atomic within one file system.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (body instanceof Readable) {
          await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
        } else {
          await writeFile(temporary, body, { flag: 'wx' });
        }
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const { file, contentType } = fileOf(key);
      // Opened before the size is read, so a delete in between cannot break the stream.
      const handle = await open(file, 'r').catch(ignoreMissing);
      if (!handle) return undefined;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      const { size } = stats;
      if (!range || range.start >= size) {
        return { body: handle.createReadStream(), size, contentType };
      }
      const part = { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
      return { body: handle.createReadStream(part), size, contentType, range: part };
    },

    async delete(key) {
      await unlink(fileOf(key).file).catch(ignoreMissing);
    },

    async exists(key) {
      const stats = await stat(fileOf(key).file).catch(ignoreMissing);
      return Boolean(stats?.isFile());
    },
  };
}

function ignoreMissing(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}
