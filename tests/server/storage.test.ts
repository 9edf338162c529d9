import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../server/adapters/storage/create-storage';
import { createLocalFileStorage } from '../../server/adapters/storage/local-file-storage';
import { startS3Server, type TestS3Server } from './fakes/s3-server';
import { describeStorageContract } from './storage-contract';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describeStorageContract('local disk', async () => {
  const root = tempDir();
  const storage = createLocalFileStorage(root);
  return {
    storage,
    keys: async () =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
    async recordedType(key) {
      const stored = await storage.get(key);
      stored?.body.destroy();
      return stored?.contentType;
    },
  };
});

describeStorageContract('S3 (s3rver)', async () => {
  const bucket = await s3.newBucket();
  return {
    storage: s3.storage(bucket),
    keys: async () => (await s3.list(bucket)).map((object) => object.key),
    recordedType: async (key) => (await s3.head(bucket, key)).ContentType,
  };
});

describe('createStorage', () => {
  it('keeps files in DATA_DIR/media by default', async () => {
    const dataDir = tempDir();
    const { storage } = createStorage({ DATA_DIR: dataDir, STORAGE_URL: undefined });

    await storage.put('a/f.png', Buffer.from('x'), 'image/png');

    expect(existsSync(path.join(dataDir, 'media', 'a', 'f.png'))).toBe(true);
  });

  it('with DATA_DIR=memory:// keeps files in a temporary directory that closing removes', async () => {
    const { storage, close } = createStorage({ DATA_DIR: 'memory://', STORAGE_URL: undefined });
    const key = `a/${randomUUID()}.png`;
    await storage.put(key, Buffer.from('x'), 'image/png');
    // Other test files' apps make such directories too: find this one by its file.
    const directory = readdirSync(tmpdir())
      .map((name) => path.join(tmpdir(), name))
      .find((dir) => existsSync(path.join(dir, key)));
    expect(directory).toMatch(/ai-fashion-studio-media-/);

    await close();

    expect(existsSync(directory!)).toBe(false);
  });

  it('with an s3:// STORAGE_URL keeps files in that bucket, signed with the AWS variables', async () => {
    const bucket = await s3.newBucket();
    const saved = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'].map(
      (name) => [name, process.env[name]] as const,
    );
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    try {
      const { storage, close } = createStorage({
        DATA_DIR: tempDir(),
        STORAGE_URL: s3.storageUrl(bucket),
      });
      await storage.put('a/g.png', Buffer.from('in the bucket'), 'image/png');
      const stored = await storage.get('a/g.png');

      expect(await text(stored!.body)).toBe('in the bucket');
      expect(await s3.list(bucket)).toEqual([{ key: 'a/g.png', size: 13 }]);
      await close();
    } finally {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
