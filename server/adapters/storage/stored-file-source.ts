/**
 * How a signed /media/... link gets its file (docs/storage.md#serving-media): the bytes through
 * this server (the default, any storage), or, with STORAGE_REDIRECT on a store that can presign,
 * a short-lived URL on the bucket that the browser is redirected to. Called only once the link's
 * own signature has been checked and the file found in the database.
 */
import type { ByteRange, Storage, StoredObject } from './storage';

/** Send the browser here instead of sending the bytes. */
export interface StoredObjectRedirect {
  redirectTo: string;
}

export type StoredFileAnswer = StoredObject | StoredObjectRedirect;

export function createStoredFileSource(storage: Storage, options: { redirect: boolean }) {
  const presign = options.redirect ? storage.presignedUrl?.bind(storage) : undefined;
  return {
    /** The file (or `range` of it), a redirect to it, or undefined when the store has no such key. */
    async open(key: string, range?: ByteRange): Promise<StoredFileAnswer | undefined> {
      if (presign) return { redirectTo: await presign(key) };
      return storage.get(key, range);
    },
  };
}
export type StoredFileSource = ReturnType<typeof createStoredFileSource>;
