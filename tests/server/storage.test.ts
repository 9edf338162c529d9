import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorage } from '../../server/adapters/storage/create-storage';
import { createLocalFileStorage } from '../../server/adapters/storage/local-file-storage';
import { StartupError } from '../../server/startup-error';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('local file storage', () => {
  it('stores bytes and streams under their key, and reads them back with size and type', async () => {
    const storage = createLocalFileStorage(tempDir());
    await storage.put('assets/ab/one.png', Buffer.from('png bytes'), 'image/png');
    await storage.put(
      'assets/ab/two.mp4',
      Readable.from([Buffer.from('mp4 '), 'bytes']),
      'video/mp4',
    );

    const one = await storage.get('assets/ab/one.png');
    const two = await storage.get('assets/ab/two.mp4');

    expect([one?.size, one?.contentType, await text(one!.body)]).toEqual([
      9,
      'image/png',
      'png bytes',
    ]);
    expect([two?.size, two?.contentType, await text(two!.body)]).toEqual([
      9,
      'video/mp4',
      'mp4 bytes',
    ]);
  });

  it('streams a part of the file for a range, clipped to the end', async () => {
    const storage = createLocalFileStorage(tempDir());
    await storage.put('a/r.mp4', Buffer.from('0123456789'), 'video/mp4');

    const middle = await storage.get('a/r.mp4', { start: 2, end: 4 });
    const tail = await storage.get('a/r.mp4', { start: 7, end: 99 });
    const past = await storage.get('a/r.mp4', { start: 10 });

    expect([middle?.range, await text(middle!.body)]).toEqual([{ start: 2, end: 4 }, '234']);
    expect([tail?.range, await text(tail!.body)]).toEqual([{ start: 7, end: 9 }, '789']);
    expect([past?.range, past?.size, await text(past!.body)]).toEqual([
      undefined,
      10,
      '0123456789',
    ]);
  });

  it('deletes, and treats a missing key as absent rather than an error', async () => {
    const storage = createLocalFileStorage(tempDir());
    await storage.put('a/b.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.exists('a/b.webp')).toBe(true);

    await storage.delete('a/b.webp');
    await storage.delete('a/b.webp');

    expect(await storage.exists('a/b.webp')).toBe(false);
    expect(await storage.get('a/b.webp')).toBeUndefined();
  });

  it('leaves neither the file nor a temporary file when the stream fails', async () => {
    const root = tempDir();
    const storage = createLocalFileStorage(root);
    const failing = new Readable({
      read() {
        this.push('half a file');
        this.destroy(new Error('connection lost'));
      },
    });

    await expect(storage.put('a/c.jpg', failing, 'image/jpeg')).rejects.toThrow('connection lost');

    expect(readdirSync(path.join(root, 'a'))).toEqual([]);
  });

  it('replaces a file whole: a reader sees the old or the new bytes, never a mix', async () => {
    const storage = createLocalFileStorage(tempDir());
    await storage.put('a/d.jpg', Buffer.from('old'), 'image/jpeg');
    const reading = await storage.get('a/d.jpg');

    await storage.put('a/d.jpg', Buffer.from('new!'), 'image/jpeg');

    expect(await text(reading!.body)).toBe('old');
    expect(await text((await storage.get('a/d.jpg'))!.body)).toBe('new!');
  });

  it.each([
    '../outside.png',
    'a/../../outside.png',
    '/etc/passwd.png',
    'a//b.png',
    '.hidden/b.png',
    'a/b.exe',
    'a\\..\\b.png',
  ])('refuses the key %s', async (key) => {
    const root = tempDir();
    const storage = createLocalFileStorage(path.join(root, 'media'));

    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    expect(readdirSync(root)).toEqual([]);
  });

  it('refuses a content type its key’s extension would not be served as', async () => {
    const storage = createLocalFileStorage(tempDir());
    await expect(storage.put('a/e.png', Buffer.from('x'), 'text/html')).rejects.toThrow(
      /served as image\/png/,
    );
  });
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

  it('refuses to start with an s3:// STORAGE_URL, saying it is not supported yet', () => {
    const create = () =>
      createStorage({ DATA_DIR: '/srv/data', STORAGE_URL: 's3://bucket?region=eu-west-1' });

    expect(create).toThrow(StartupError);
    expect(create).toThrow(/STORAGE_URL: S3 storage is not supported yet/);
  });
});
