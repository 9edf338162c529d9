/**
 * Where the outbox keeps its entries: IndexedDB through src/lib/storage, one record per entry
 * with its files as Blobs (structured clone keeps them), so a request survives a closed tab.
 */
import { openKeyValueStore } from '../storage/key-value-store';
import type { OutboxEntry, OutboxStore } from './outbox-types';

/**
 * DO NOT RENAME without a migration (src/lib/storage/key-value-store.ts): requests the user
 * is waiting for live here. A change of the entry's shape gets a new `-vN` name.
 */
export const OUTBOX_DATABASE = { database: 'studio-outbox-v1', store: 'requests' } as const;

export function openOutboxStore(): OutboxStore {
  const requests = openKeyValueStore<OutboxEntry>(OUTBOX_DATABASE.database, OUTBOX_DATABASE.store);
  return {
    list: async () => (await requests.entries()).map(([, entry]) => entry),
    put: (entry) => requests.set(entry.id, entry),
    remove: (id) => requests.delete(id),
  };
}
