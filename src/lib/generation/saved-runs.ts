/**
 * The run a studio follows, kept on the device per (user, studio) so that a reload, or the
 * studio opened again, finds it (README.md "Saved runs"). Every read and write of one (user,
 * studio) goes through this module, one after another in the order they were asked: a studio's
 * lifecycle and the outbox's "sent" never interleave a read and a write.
 *
 * A saved run is flat: its own fields (below) and, beside them, the request's picks by input
 * field and its parameters by name (the registry keeps the names of the two apart). This is
 * the shape try-on kept before every studio had a saved run, so its old records move as they are.
 */
import { STUDIOS, type ServiceSlug } from '../../../common/studios/studios';
import { openKeyValueStore, type KeyValueStore } from '../storage/key-value-store';
import type { ParamValue } from './studio-request';
import type { StoredPick } from './picked-image';

export interface SavedRunState {
  owner: string;
  /** The generation followed; absent while the request waits in the outbox or for its answer. */
  generationId?: string;
  /** The Idempotency-Key of the request waiting in the outbox, until it is sent. */
  queuedKey?: string;
  /**
   * The Idempotency-Key of a request sent and not yet answered. A reload before the answer
   * leaves no one to hear it: the studio then hands the request to the outbox, which sends the
   * same key and bytes, so the server answers the original generation if the first one arrived.
   */
  pendingKey?: string;
  savedAt: number;
}

/** A saved run with its request: picks by input field, parameters by name. */
export type SavedRun = SavedRunState & Record<string, unknown>;

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

// DO NOT RENAME without a migration (src/lib/storage/key-value-store.ts). Key: `<service>:<owner>`.
const runs = openKeyValueStore<SavedRun>('studio-runs-v1', 'runs');

/**
 * Where a studio kept its run before this store, keyed by owner in the same flat shape: read
 * once, moved here, deleted there, so a run saved before the upgrade is not lost.
 */
const OLDER_STORES: Partial<Record<ServiceSlug, KeyValueStore<SavedRun>>> = {
  // DO NOT RENAME: the try-on studio's store before studio-runs-v1.
  'virtual-tryon': openKeyValueStore<SavedRun>('studio-tryon-v1', 'runs'),
};

const turns = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task on the same run has settled. */
function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
  const next = (turns.get(key) ?? Promise.resolve()).then(task, task);
  const settled = next.catch(() => undefined);
  turns.set(key, settled);
  void settled.then(() => {
    if (turns.get(key) === settled) turns.delete(key);
  });
  return next;
}

async function read(service: ServiceSlug, owner: string): Promise<SavedRun | undefined> {
  const kept = await runs.get(`${service}:${owner}`);
  if (kept) return kept;
  const older = OLDER_STORES[service];
  const old = await older?.get(owner);
  if (!older || !old) return undefined;
  await runs.set(`${service}:${owner}`, old);
  await older.delete(owner);
  return old;
}

async function remove(service: ServiceSlug, owner: string): Promise<void> {
  await runs.delete(`${service}:${owner}`);
  await OLDER_STORES[service]?.delete(owner);
}

/** Failures are swallowed: a device that cannot keep the run still runs it, it is just not kept. */
const quietly = <T>(work: Promise<T>) => work.catch(() => undefined);

export interface SavedRuns {
  load(owner: string): Promise<SavedRun | undefined>;
  save(run: SavedRun): Promise<void>;
  clear(owner: string): Promise<void>;
  /** The queued request went out: from now on the run follows its generation. */
  sent(owner: string, queuedKey: string, generationId: string): Promise<void>;
  /** The followed generation finished: the run is kept (shown again) from now. */
  finished(owner: string, generationId: string): Promise<void>;
}

const handles = new Map<ServiceSlug, SavedRuns>();

/** The saved runs of one studio (the same object every time). */
export function savedRunsOf(service: ServiceSlug): SavedRuns {
  let handle = handles.get(service);
  if (!handle) handles.set(service, (handle = openSavedRuns(service)));
  return handle;
}

function openSavedRuns(service: ServiceSlug): SavedRuns {
  const turn = <T>(owner: string, task: () => Promise<T>) =>
    quietly(inTurn(`${service}:${owner}`, task));
  return {
    load: (owner) => turn(owner, () => read(service, owner)),
    save: (run) => turn(run.owner, () => runs.set(`${service}:${run.owner}`, run)),
    clear: (owner) => turn(owner, () => remove(service, owner)),
    sent: (owner, queuedKey, generationId) =>
      turn(owner, async () => {
        const run = await read(service, owner);
        if (run?.queuedKey !== queuedKey) return;
        const { queuedKey: _sent, ...rest } = run;
        await runs.set(`${service}:${owner}`, { ...rest, generationId, savedAt: Date.now() });
      }),
    finished: (owner, generationId) =>
      turn(owner, async () => {
        const run = await read(service, owner);
        if (run?.generationId === generationId)
          await runs.set(`${service}:${owner}`, { ...run, savedAt: Date.now() });
      }),
  };
}

/** The request kept beside a run: its picks by the studio's input fields, its parameters. */
export interface SavedRequest {
  picks: Record<string, StoredPick | null>;
  params: Record<string, ParamValue>;
}

/** A run's request, read by the studio's registry entry. */
export function savedRequestOf(service: ServiceSlug, run: SavedRun): SavedRequest {
  const studio = STUDIOS[service];
  const picks: Record<string, StoredPick | null> = {};
  for (const { field } of studio.inputs) picks[field] = (run[field] as StoredPick | null) ?? null;
  const params: Record<string, ParamValue> = {};
  for (const name of Object.keys(studio.params))
    if (run[name] !== undefined && run[name] !== null) params[name] = run[name] as ParamValue;
  return { picks, params };
}

/** A run with its request beside it. */
export function withRequest(state: SavedRunState, request: SavedRequest): SavedRun {
  return { ...request.params, ...request.picks, ...state };
}
