/**
 * The dashboard's last answers kept on the device, so /dashboard opens offline with the user's
 * numbers and recent generations, as /history does (docs/architecture.md#data-kept-on-the-device).
 * One record per user and section; pictures are not kept here (the history keeps its own).
 */
import { openKeyValueStore } from '../../lib/storage/key-value-store';

/** DO NOT RENAME without a migration (src/lib/storage/key-value-store.ts). */
export const DASHBOARD_STORE = { database: 'studio-dashboard-v1', store: 'snapshots' } as const;

interface Snapshot {
  owner: string;
  savedAt: string;
  data: unknown;
}

const snapshots = openKeyValueStore<Snapshot>(DASHBOARD_STORE.database, DASHBOARD_STORE.store);

export const dashboardCache = {
  /** The last answer kept for `section` of `owner`'s dashboard, if any. */
  async get<T>(owner: string, section: string): Promise<T | undefined> {
    const kept = await snapshots.get(`${owner}:${section}`);
    return kept?.owner === owner ? (kept.data as T) : undefined;
  },
  put: (owner: string, section: string, data: unknown) =>
    snapshots.set(`${owner}:${section}`, { owner, savedAt: new Date().toISOString(), data }),
};
