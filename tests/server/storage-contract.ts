/**
 * The Storage contract (server/adapters/storage/storage.ts) as one suite, run on every
 * implementation: local disk and S3 (storage.test.ts). A storage that passes it can hold the
 * app's files.
 */
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../server/adapters/storage/storage';

export interface StorageUnderTest {
  storage: Storage;
  /** Everything the store holds, temporary files included, as keys. */
  keys(): Promise<string[]>;
  /** The content type the store itself recorded for the key (the file's own, on disk). */
  recordedType(key: string): Promise<string | undefined>;
}

/** A stream that sends `bytes`, then fails (or, with no error, is cut off) before its end. */
function streamThatFails(bytes: number, error?: Error): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(bytes, 7));
        return;
      }
      this.destroy(error);
    },
  });
}

/** Over one multipart part (8 MiB) of the S3 storage, so a real multipart upload is aborted. */
const OVER_ONE_PART_BYTES = 9 * 1024 * 1024;

export function describeStorageContract(name: string, setUp: () => Promise<StorageUnderTest>) {
  describe(`${name}: the Storage contract`, () => {
    it('reads back the bytes put under a key, with their size and type', async () => {
      const { storage } = await setUp();
      await storage.put('assets/ab/one.png', Buffer.from('png bytes'), 'image/png');

      const one = await storage.get('assets/ab/one.png');

      expect([one?.size, one?.contentType, one?.range, await text(one!.body)]).toEqual([
        9,
        'image/png',
        undefined,
        'png bytes',
      ]);
    });

    it('stores a stream whole, across several parts', async () => {
      const { storage } = await setUp();
      const chunks = [Buffer.alloc(6 * 1024 * 1024, 1), Buffer.alloc(5 * 1024 * 1024, 2), 'end'];

      await storage.put('assets/ab/two.mp4', Readable.from(chunks), 'video/mp4');

      const two = await storage.get('assets/ab/two.mp4');
      const bytes = await buffer(two!.body);
      expect([two?.size, two?.contentType]).toEqual([11 * 1024 * 1024 + 3, 'video/mp4']);
      expect(bytes.equals(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk))))).toBe(true);
    });

    it('keeps the content type in the store itself', async () => {
      const under = await setUp();
      await under.storage.put('a/k.webp', Buffer.from('x'), 'image/webp');
      await under.storage.put('a/k.zip', Readable.from(['zip']), 'application/zip');

      expect(await under.recordedType('a/k.webp')).toBe('image/webp');
      expect(await under.recordedType('a/k.zip')).toBe('application/zip');
    });

    it.each([
      ['fails', 1_000, new Error('connection lost')],
      ['fails', OVER_ONE_PART_BYTES, new Error('connection lost')],
      ['is cut off', OVER_ONE_PART_BYTES, undefined],
    ])('leaves nothing when a stream %s after %i bytes', async (_how, bytes, error) => {
      const under = await setUp();

      await expect(
        under.storage.put('a/c.mp4', streamThatFails(bytes, error), 'video/mp4'),
      ).rejects.toThrow();

      expect(await under.keys()).toEqual([]);
      expect(await under.storage.exists('a/c.mp4')).toBe(false);
    });

    it('replaces an object whole: a reader sees the old or the new bytes, never a mix', async () => {
      const { storage } = await setUp();
      await storage.put('a/d.jpg', Buffer.from('old'), 'image/jpeg');
      const reading = await storage.get('a/d.jpg');

      await storage.put('a/d.jpg', Buffer.from('new!'), 'image/jpeg');

      expect(['old', 'new!']).toContain(await text(reading!.body));
      expect(await text((await storage.get('a/d.jpg'))!.body)).toBe('new!');
    });

    it('streams a range: from a start, between two ends, clipped to the end', async () => {
      const { storage } = await setUp();
      await storage.put('a/r.mp4', Buffer.from('0123456789'), 'video/mp4');

      const from = await storage.get('a/r.mp4', { start: 6 });
      const middle = await storage.get('a/r.mp4', { start: 2, end: 4 });
      const tail = await storage.get('a/r.mp4', { start: 7, end: 99 });

      expect([from?.range, from?.size, await text(from!.body)]).toEqual([
        { start: 6, end: 9 },
        10,
        '6789',
      ]);
      expect([middle?.range, middle?.size, await text(middle!.body)]).toEqual([
        { start: 2, end: 4 },
        10,
        '234',
      ]);
      expect([tail?.range, await text(tail!.body)]).toEqual([{ start: 7, end: 9 }, '789']);
    });

    it('ignores a range that starts past the end and sends the whole object', async () => {
      const { storage } = await setUp();
      await storage.put('a/p.mp4', Buffer.from('0123456789'), 'video/mp4');

      const past = await storage.get('a/p.mp4', { start: 10 });

      expect([past?.range, past?.size, await text(past!.body)]).toEqual([
        undefined,
        10,
        '0123456789',
      ]);
    });

    it('deletes, and treats a missing key as absent rather than an error', async () => {
      const { storage } = await setUp();
      await storage.put('a/b.webp', Buffer.from('x'), 'image/webp');
      expect(await storage.exists('a/b.webp')).toBe(true);

      await storage.delete('a/b.webp');
      await storage.delete('a/b.webp');
      await storage.delete('never/put.png');

      expect(await storage.exists('a/b.webp')).toBe(false);
      expect(await storage.get('a/b.webp')).toBeUndefined();
      expect(await storage.get('a/b.webp', { start: 2 })).toBeUndefined();
    });

    it.each([
      '../outside.png',
      'a/../../outside.png',
      '/etc/passwd.png',
      'a//b.png',
      '.hidden/b.png',
      'a/b.exe',
      'a/b',
      'a\\..\\b.png',
    ])('refuses the key %s', async (key) => {
      const under = await setUp();
      const { storage } = under;

      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
      expect(await under.keys()).toEqual([]);
    });

    it('refuses a content type its key’s extension would not be served as', async () => {
      const under = await setUp();
      await expect(under.storage.put('a/e.png', Buffer.from('x'), 'text/html')).rejects.toThrow(
        /served as image\/png/,
      );
      expect(await under.keys()).toEqual([]);
    });
  });
}
