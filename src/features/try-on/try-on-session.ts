/**
 * The generation the wizard is following, kept on the device (issue #5: "a generation in
 * progress survives reload"). One record per user; the picks are kept with it (uploaded files
 * as blobs) so the reattached wizard shows and can reuse them.
 */
import type { GarmentCategory } from '../../../common/contracts/generations';
import type { TryOnSource } from '../../lib/api/generations';
import { openKeyValueStore } from '../../lib/storage/key-value-store';
import type { PickOrigin, PickedImage } from './try-on-machine';

/** A pick as stored: its source (a blob for uploads) and labels; preview URLs are rebuilt. */
export interface StoredPick {
  key: string;
  source: TryOnSource;
  label: string;
  origin: PickOrigin;
  category?: GarmentCategory | null;
  /** A sample's public file, kept as is (object and signed URLs are not). */
  sampleUrl?: string;
}

export interface StoredRun {
  owner: string;
  /** The generation followed; absent while the request waits in the outbox. */
  generationId?: string;
  /** The Idempotency-Key of the request waiting in the outbox (issue #6), until it is sent. */
  queuedKey?: string;
  /**
   * The Idempotency-Key of a request sent and not yet answered. A reload before the answer
   * leaves no one to hear it: the studio then hands the request to the outbox, which sends the
   * same key and bytes, so the server answers the original generation if the first one arrived.
   */
  pendingKey?: string;
  /** The garment category of a pending request: with the picks, it rebuilds the request. */
  category?: GarmentCategory;
  savedAt: number;
  model: StoredPick | null;
  garment: StoredPick | null;
}

/** A finished run is shown again after a reload within this time, then forgotten. */
export const FINISHED_RUN_TTL_MS = 30 * 60 * 1000;
/**
 * A request left unanswered by a reload is sent again for this long, then forgotten: a charge
 * later than that would surprise, and the outbox's 6 days then still end well inside the 7 the
 * server keeps its key.
 */
export const PENDING_RUN_TTL_MS = 60 * 60 * 1000;
/** A run still processing is reattached for this long (a job never takes a day). */
export const RUNNING_RUN_TTL_MS = 24 * 60 * 60 * 1000;

// DO NOT RENAME without a migration (src/lib/storage/key-value-store.ts).
const runs = openKeyValueStore<StoredRun>('studio-tryon-v1', 'runs');

export function toStoredPick(pick: PickedImage | null): StoredPick | null {
  if (!pick) return null;
  return {
    key: pick.key,
    source: pick.source,
    label: pick.label,
    origin: pick.origin,
    category: pick.category ?? null,
    sampleUrl: pick.source.kind === 'sample' ? pick.previewUrl : undefined,
  };
}

export const tryOnSession = {
  load: (owner: string) => runs.get(owner).catch(() => undefined),
  save: (run: StoredRun) => runs.set(run.owner, run).catch(() => undefined),
  clear: (owner: string) => runs.delete(owner).catch(() => undefined),
  /** The queued request went out: from now on the run follows its generation. */
  async sent(owner: string, queuedKey: string, generationId: string): Promise<void> {
    const run = await runs.get(owner).catch(() => undefined);
    if (run?.queuedKey !== queuedKey) return;
    const { queuedKey: _sent, ...rest } = run;
    await runs.set(owner, { ...rest, generationId, savedAt: Date.now() }).catch(() => undefined);
  },
};
