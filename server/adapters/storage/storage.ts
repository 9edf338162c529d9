/**
 * Where uploaded and generated files live (STORAGE_URL, docs/storage.md): files in DATA_DIR/media
 * by default; S3-compatible object storage in scale mode. Both keep this one contract, which
 * tests/server/storage-contract.ts checks on each. Keys are made by the
 * server, never taken from a request, so a user can neither choose nor guess where a file goes.
 */
import type { Readable } from 'node:stream';

/** Part of an object, as an HTTP Range asks for it: from `start` to `end` (included) or the end. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  body: Readable;
  /** Bytes in the whole object, whatever part `body` streams. */
  size: number;
  contentType: string;
  /** The part `body` streams, both ends included; absent when it streams the whole object. */
  range?: { start: number; end: number };
}

export interface Storage {
  /** Stores the whole object or nothing: a reader never sees a half-written file. */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void>;
  /**
   * The object, or undefined when no object has this key. With a range, `body` streams that part
   * only; a range that starts past the end is ignored and the whole object comes back.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Deletes the object; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * A short-lived URL that fetches the object straight from the store, bypassing this server
   * (STORAGE_REDIRECT); only stores that can sign one have it (S3, not local disk).
   */
  presignedUrl?(key: string): Promise<string>;
}

/** A key that is not one of ours: a programming error, never a user's mistake. */
export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';

  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
