/**
 * The rules every storage applies to a key (storage.ts): segments that cannot climb out of a
 * folder or hide a file, and an extension the file is served by, as on any static file server.
 * Local disk and S3 refuse the same keys, so a key that works on one works on the other.
 */
import { InvalidStorageKeyError } from './storage';

/** A file's content type, by its key's extension. */
export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.zip': 'application/zip',
};

/** One path segment: starts with a letter or digit, so never `.`, `..` or a hidden file. */
const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

/** The content type `key` is served as; throws InvalidStorageKeyError for a key not of ours. */
export function contentTypeOfKey(key: string): string {
  const extension = /\.[A-Za-z0-9]+$/.exec(key)?.[0] ?? '';
  const contentType = CONTENT_TYPE_BY_EXTENSION[extension];
  if (!contentType || !key.split('/').every((segment) => KEY_SEGMENT.test(segment))) {
    throw new InvalidStorageKeyError(key);
  }
  return contentType;
}

/** Refuses a put whose content type differs from what the key will be served as. */
export function checkContentType(key: string, contentType: string): void {
  const typeOfKey = contentTypeOfKey(key);
  if (contentType !== typeOfKey) {
    throw new Error(`${key} would be served as ${typeOfKey}, not ${contentType}`);
  }
}
