/**
 * The history kept on the device, so /history opens offline with its images
 * (docs/architecture.md#data-kept-on-the-device): the records per user, and their thumbnails and
 * results as blobs apart from them (after excalidraw), so listing never loads image bytes.
 */
import type {
  Generation,
  GenerationService,
  HISTORY_STATUS_FILTERS,
} from '../../../common/contracts/generations';
import { openKeyValueStore } from '../../lib/storage/key-value-store';

export type HistoryStatusFilter = (typeof HISTORY_STATUS_FILTERS)[number];
export interface HistoryFilters {
  service?: GenerationService;
  status?: HistoryStatusFilter;
}

export interface CachedGeneration {
  owner: string;
  generation: Generation;
}

export type HistoryBlobKind = 'thumbnail' | 'result';

/**
 * Where the history is kept; the offline-history benchmark seeds these as the app does.
 * DO NOT RENAME without a migration (src/lib/storage/key-value-store.ts).
 */
export const HISTORY_STORES = {
  records: { database: 'studio-history-v1', store: 'generations' },
  blobs: { database: 'studio-history-blobs-v1', store: 'blobs' },
} as const;

const records = openKeyValueStore<CachedGeneration>(
  HISTORY_STORES.records.database,
  HISTORY_STORES.records.store,
);
const blobs = openKeyValueStore<Blob>(HISTORY_STORES.blobs.database, HISTORY_STORES.blobs.store);

export const recordKey = (owner: string, id: string) => `${owner}:${id}`;
export const blobKey = (kind: HistoryBlobKind, id: string) => `${kind}:${id}`;

/**
 * The history filters: Completed, Processing, Failed over the record's status
 * (docs/product-rules.md#generation-record).
 */
export function matchesFilters(generation: Generation, filters: HistoryFilters): boolean {
  if (filters.service && generation.service !== filters.service) return false;
  switch (filters.status) {
    case undefined:
      return true;
    case 'completed':
      return generation.status === 'success';
    case 'processing':
      return generation.status === 'processing' || generation.status === 'queued';
    case 'failed':
      return generation.status === 'failed';
  }
}

export function newestFirst(a: Generation, b: Generation): number {
  return b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}

export const historyCache = {
  async list(owner: string, filters: HistoryFilters = {}): Promise<Generation[]> {
    const all = await records.entries();
    return all
      .map(([, cached]) => cached)
      .filter((cached) => cached.owner === owner && matchesFilters(cached.generation, filters))
      .map((cached) => cached.generation)
      .sort(newestFirst);
  },

  /**
   * Keeps what the server listed. With `complete` (the whole list under these filters was
   * answered), forgets the records under these filters that the server no longer has.
   */
  async remember(
    owner: string,
    items: Generation[],
    options: { complete: boolean; filters: HistoryFilters },
  ): Promise<void> {
    await Promise.all(items.map((generation) => this.put(owner, generation)));
    if (!options.complete) return;
    const listed = new Set(items.map((generation) => generation.id));
    const stale = (await this.list(owner, options.filters)).filter((g) => !listed.has(g.id));
    await Promise.all(stale.map((generation) => this.forget(owner, generation.id)));
  },

  put: (owner: string, generation: Generation) =>
    records.set(recordKey(owner, generation.id), { owner, generation }),

  async forget(owner: string, id: string): Promise<void> {
    await Promise.all([
      records.delete(recordKey(owner, id)),
      blobs.delete(blobKey('thumbnail', id)),
      blobs.delete(blobKey('result', id)),
    ]);
  },

  getBlob: (kind: HistoryBlobKind, id: string) => blobs.get(blobKey(kind, id)),
  putBlob: (kind: HistoryBlobKind, id: string, blob: Blob) => blobs.set(blobKey(kind, id), blob),
};
