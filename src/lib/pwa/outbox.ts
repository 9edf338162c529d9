/**
 * The outbox (docs/architecture.md#the-outbox): generation requests made offline, kept on the
 * device with their Idempotency-Key and inputs, and sent when the connection returns — oldest first
 * per user, one at a time, retried with backoff. A replay never charges twice: the server answers a
 * key it has seen with the original generation (docs/architecture.md#idempotency-keys).
 *
 * This is the pure core: storage, transport, clock, timers and randomness are injected (the
 * tests drive them); ./outbox-runtime.ts wires the app's.
 */
import { IDEMPOTENCY_KEY_TTL_DAYS } from '../../../common/contracts/generations';
import {
  backoffDelay,
  NETWORK_FAILURE,
  outcomeOf,
  type AttemptOutcome,
  type OutboxProblem,
} from './outbox-policy';
import type {
  CancelResult,
  FlushTrigger,
  OutboxDependencies,
  OutboxEntry,
  OutboxEvent,
  OutboxRequest,
} from './outbox-types';

/** Sent only while the server surely still knows the key (kept 7 days), with a day to spare. */
export const OUTBOX_SEND_WINDOW_MS = (IDEMPOTENCY_KEY_TTL_DAYS - 1) * 24 * 60 * 60 * 1000;

const oldestFirst = (a: OutboxEntry, b: OutboxEntry) => a.createdAt - b.createdAt;

export function createOutbox(deps: OutboxDependencies) {
  const listeners = new Set<(event: OutboxEvent) => void>();
  let lock: Promise<unknown> = Promise.resolve();
  let recovered: Promise<void> | null = null;
  let draining: Promise<void> | null = null;
  let pendingTrigger: FlushTrigger | null = null;
  let cancelTimer: (() => void) | null = null;
  let waitingForSignIn = false;

  const emit = (event: OutboxEvent) => listeners.forEach((listener) => listener(event));

  /** Store changes run one at a time: a cancel never races the pick of the entry to send. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = lock.then(task, task);
    lock = run.catch(() => undefined);
    return run;
  }

  async function save(entry: OutboxEntry): Promise<void> {
    try {
      await deps.store.put(entry);
    } catch (error) {
      emit({ type: 'error', error });
      throw error;
    }
    emit({ type: 'changed' });
  }

  async function remove(entry: OutboxEntry): Promise<void> {
    await deps.store.remove(entry.id);
    emit({ type: 'changed' });
  }

  /**
   * A page closed mid-send leaves 'sending' behind: it is queued again (the key makes it safe).
   * Only under the cross-tab lock: a 'sending' entry then never belongs to a live tab.
   */
  function ready(): Promise<void> {
    recovered ??= (async () => {
      const stale = (await deps.store.list()).filter((entry) => entry.state === 'sending');
      for (const entry of stale) await save({ ...entry, state: 'queued' });
    })();
    return recovered;
  }

  async function fail(entry: OutboxEntry, problem: OutboxProblem): Promise<void> {
    const failed: OutboxEntry = { ...entry, state: 'failed', lastError: problem };
    await save(failed);
    emit({ type: 'failed', entry: failed });
  }

  async function entriesOf(userId?: string): Promise<OutboxEntry[]> {
    const all = await deps.store.list();
    return all.filter((entry) => !userId || entry.userId === userId).sort(oldestFirst);
  }

  /** The user's oldest entry that is due, marked as sending; or how long until it is due. */
  async function pick(
    userId: string,
    eager: boolean,
  ): Promise<{ entry: OutboxEntry } | { waitMs: number } | null> {
    const now = deps.now();
    for (const entry of await entriesOf(userId)) {
      if (entry.state === 'failed') continue; // final: it waits for the user, never blocks the rest
      if (now - entry.createdAt > OUTBOX_SEND_WINDOW_MS) {
        await fail(entry, { kind: 'expired' });
        continue;
      }
      // A connectivity signal (online, foreground, sync) ends a wait that only the network caused.
      const due = entry.nextAttemptAt <= now || (eager && entry.lastError?.kind === 'network');
      if (!due) return { waitMs: entry.nextAttemptAt - now };
      const sending: OutboxEntry = { ...entry, state: 'sending', attempts: entry.attempts + 1 };
      await save(sending);
      return { entry: sending };
    }
    return null;
  }

  async function settle(entry: OutboxEntry, outcome: AttemptOutcome): Promise<void> {
    const now = deps.now();
    switch (outcome.type) {
      case 'sent':
        await remove(entry);
        emit({ type: 'sent', entry, generation: outcome.generation });
        return;
      case 'retry': {
        const delay = outcome.retryAfterMs ?? backoffDelay(entry.attempts, deps.random());
        await save({
          ...entry,
          state: 'queued',
          nextAttemptAt: now + delay,
          lastError: outcome.problem,
        });
        return;
      }
      case 'wait-for-sign-in':
        waitingForSignIn = true;
        await save({ ...entry, state: 'queued', nextAttemptAt: now, lastError: outcome.problem });
        return;
      case 'failed':
        await fail(entry, outcome.problem);
    }
  }

  function wakeIn(ms: number): void {
    cancelTimer?.();
    cancelTimer = deps.schedule(() => {
      cancelTimer = null;
      void flush('retry');
    }, ms);
  }

  async function drain(trigger: FlushTrigger): Promise<void> {
    let eager = trigger !== 'retry';
    for (;;) {
      const userId = deps.currentUser();
      if (!userId || waitingForSignIn || !deps.isOnline()) return;
      const next = await exclusive(() => pick(userId, eager));
      if (!next) return;
      if ('waitMs' in next) return wakeIn(next.waitMs);
      eager = false; // one eager attempt per signal: a dead network is then left to the backoff
      const outcome = await deps.send(next.entry).then(
        (answer) => outcomeOf(answer, deps.now()),
        () => NETWORK_FAILURE,
      );
      await exclusive(() => settle(next.entry, outcome));
    }
  }

  /** Sends what is due; a call while sending makes the current run look again when done. */
  function flush(trigger: FlushTrigger = 'start'): Promise<void> {
    if (trigger === 'sign-in' || trigger === 'start') waitingForSignIn = false;
    if (draining) {
      if (pendingTrigger === null || pendingTrigger === 'retry') pendingTrigger = trigger;
      return draining;
    }
    draining = (async () => {
      try {
        await deps.acrossTabs(async () => {
          await ready();
          for (let next: FlushTrigger | null = trigger; next;) {
            pendingTrigger = null;
            await drain(next);
            next = pendingTrigger;
          }
        });
      } catch (error) {
        emit({ type: 'error', error });
      } finally {
        // In the same step as the last look at pendingTrigger: no trigger falls in between.
        draining = null;
      }
    })();
    return draining;
  }

  return {
    /** Saves a request (throws StorageQuotaError when the device is full) and tries to send it. */
    async enqueue(
      userId: string,
      request: OutboxRequest,
      idempotencyKey: string,
    ): Promise<OutboxEntry> {
      await ready();
      const entry = await exclusive(async () => {
        const latest = Math.max(0, ...(await entriesOf()).map((other) => other.createdAt));
        const createdAt = Math.max(deps.now(), latest + 1);
        const created: OutboxEntry = {
          service: request.service,
          fields: request.fields,
          files: request.files,
          id: deps.newId(),
          userId,
          idempotencyKey,
          createdAt,
          attempts: 0,
          nextAttemptAt: deps.now(),
          state: 'queued',
          lastError: null,
        };
        await save(created);
        return created;
      });
      void flush('enqueue');
      return entry;
    },

    /** Removes a queued or failed entry; one being sent can no longer be called back. */
    async cancel(id: string): Promise<CancelResult> {
      await ready();
      return exclusive(async () => {
        const entry = (await entriesOf()).find((candidate) => candidate.id === id);
        if (!entry) return 'missing';
        if (entry.state === 'sending') return 'sending';
        await remove(entry);
        emit({ type: 'cancelled', entry });
        return 'cancelled';
      });
    },

    /** The entries, oldest first: one user's, or everyone's on this device. */
    async list(userId?: string): Promise<OutboxEntry[]> {
      await ready();
      return entriesOf(userId);
    },

    flush,

    /** Resolves once the current send run (if any) has finished. */
    whenIdle(): Promise<void> {
      return draining ?? Promise.resolve();
    },

    subscribe(listener: (event: OutboxEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Stops the retry timer (tests; a signed-out device). */
    dispose(): void {
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
