/**
 * IndexedDB key-value stores (idb-keyval's one home). Metadata and blobs live in separate
 * stores (after excalidraw), so listing never loads image bytes.
 *
 * DO NOT RENAME a database or store without a migration: users' offline libraries live there.
 * A breaking change gets a new `-vN` name and code that moves or drops the old one.
 */
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { quotaExceeded } from './storage-quota';

export { StorageQuotaError } from './storage-quota';

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22)
  );
}

export interface KeyValueStore<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  entries(): Promise<[string, T][]>;
  clear(): Promise<void>;
}

export function openKeyValueStore<T>(database: string, store: string): KeyValueStore<T> {
  let handle: UseStore | undefined;
  // Opened on first use: a page that never touches the library never opens its database.
  const storeHandle = () => (handle ??= createStore(database, store));
  return {
    get: (key) => get<T>(key, storeHandle()),
    async set(key, value) {
      try {
        await set(key, value, storeHandle());
      } catch (error) {
        if (isQuotaError(error)) throw quotaExceeded();
        throw error;
      }
    },
    delete: (key) => del(key, storeHandle()),
    entries: () => entries<string, T>(storeHandle()),
    clear: () => clear(storeHandle()),
  };
}
