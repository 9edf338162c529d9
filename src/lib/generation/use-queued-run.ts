/**
 * The lifecycle's side of the outbox (README.md "Offline"): a request asked for while offline is
 * kept on the device and shown as queued, with Cancel; when the outbox sends it, the studio
 * follows the generation as if it had submitted it itself; a refusal then shows like a failed
 * submit. The outbox entry is found by its Idempotency-Key: the outbox may send it before the
 * studio has even heard that it was kept. A request left unanswered by a reload is handed to
 * the outbox the same way.
 */
import { useCallback } from 'react';
import type { Generation } from '../../../common/contracts/generations';
import { STUDIOS } from '../../../common/studios/studios';
import type { GenerationParts } from '../api/generations';
import { outbox, queueGeneration } from '../pwa/outbox-runtime';
import { useOutboxEntries, useOutboxEvents } from '../pwa/use-outbox';
import type { PickedImage } from './picked-image';
import type { RunState } from './run-state';
import { savedRunsOf, withRequest, type SavedRequest, type SavedRun } from './saved-runs';
import { paramsFromFields, studioRequestParts, type InputSource } from './studio-request';
import type { RunDispatch, RunNotice, StudioRunSpec } from './studio-run-spec';
import { keyRejected, QueuedRequestRefused } from './submit-problem';

interface QueuedRunOptions<Choice extends object> {
  spec: StudioRunSpec<Choice>;
  owner: string;
  run: RunState;
  dispatch: RunDispatch<Choice>;
  /** Follows a generation the outbox created (stream, else polling). */
  follow: (generation: Generation) => void;
  notify: (notice: RunNotice) => void;
}

/** A reload's picks, rebuilt for display, by input field. */
export type ShownPicks = Record<string, PickedImage | null>;

function sourcesOf(picks: ShownPicks): Record<string, InputSource | undefined> {
  return Object.fromEntries(Object.entries(picks).map(([field, pick]) => [field, pick?.source]));
}

export function useQueuedRun<Choice extends object>(options: QueuedRunOptions<Choice>) {
  const { spec, owner, run, dispatch, follow, notify } = options;
  const { service } = spec;
  const runs = savedRunsOf(service);
  const entries = useOutboxEntries(owner);
  const entry = run.status === 'queued' ? entries.find((e) => e.id === run.entryId) : undefined;

  useOutboxEvents((event) => {
    if (event.type === 'changed' || event.type === 'error') return;
    const waiting = run.status === 'queued' || run.status === 'submitting';
    if (!waiting || event.entry.idempotencyKey !== run.key) return;
    if (event.type === 'sent') {
      void runs.sent(owner, run.key, event.generation.id);
      dispatch({ type: 'update', generation: event.generation });
      follow(event.generation);
    } else if (event.type === 'failed') {
      const error = new QueuedRequestRefused(event.entry.lastError ?? { kind: 'expired' });
      const entryId = event.entry.id;
      dispatch({ type: 'queueFailed', error, keepKey: !keyRejected(error), entryId });
    } else if (run.status === 'queued' && event.entry.id === run.entryId) {
      // Cancelled here or elsewhere (the history's Cancel).
      void runs.clear(owner);
      dispatch({ type: 'unqueued' });
      notify({ type: 'cancelled' });
    }
  });

  /** Keeps the request for later; the studio shows it queued. */
  const queue = useCallback(
    async (parts: GenerationParts, key: string, request: SavedRequest) => {
      // The run is recorded first: the outbox may send the request the moment it has it.
      await runs.save(withRequest({ owner, queuedKey: key, savedAt: Date.now() }, request));
      try {
        const saved = await queueGeneration(owner, { service, ...parts }, key);
        dispatch({ type: 'queued', entryId: saved.id });
      } catch (error) {
        // Not kept (the device is full): say so; nothing is lost silently.
        void runs.clear(owner);
        dispatch({ type: 'submitFailed', error });
        notify({ type: 'notKept', error });
      }
    },
    [dispatch, notify, owner, runs, service],
  );

  const cancel = useCallback(async () => {
    if (run.status !== 'queued') return;
    const result = await outbox.cancel(run.entryId);
    if (result === 'sending') notify({ type: 'tooLate' });
  }, [notify, run]);

  /** Back to the request this user left waiting in the outbox (it may wait days offline). */
  const restore = useCallback(
    async (saved: SavedRun, request: SavedRequest, picks: ShownPicks, isLive: () => boolean) => {
      const waiting = await outbox.list(owner).catch(() => []);
      const kept = waiting.find((candidate) => candidate.idempotencyKey === saved.queuedKey);
      if (!kept) return runs.clear(owner); // cancelled elsewhere
      if (!isLive()) return;
      const params = { ...paramsFromFields(service, kept.fields), ...request.params };
      const choice = spec.choiceOf({ picks, params });
      dispatch({ type: 'restoreQueued', key: kept.idempotencyKey, entryId: kept.id, ...choice });
      if (kept.state === 'failed') {
        const error = new QueuedRequestRefused(kept.lastError ?? { kind: 'expired' });
        dispatch({ type: 'queueFailed', error, keepKey: !keyRejected(error), entryId: kept.id });
      }
    },
    [dispatch, owner, runs, service, spec],
  );

  /**
   * After a reload: the request sent before it and never answered goes to the outbox with its
   * key, and the studio waits for it as for any submit. Nothing is charged twice: a request that
   * did arrive is answered with its generation.
   */
  const resend = useCallback(
    async (saved: SavedRun, request: SavedRequest, picks: ShownPicks, isLive: () => boolean) => {
      const key = saved.pendingKey;
      const required = STUDIOS[service].inputs.filter((input) => input.required);
      if (!key || required.some(({ field }) => !picks[field])) return runs.clear(owner);
      if (!isLive()) return;
      dispatch({ type: 'resend', key, ...spec.choiceOf({ picks, params: request.params }) });
      const parts = studioRequestParts(service, {
        inputs: sourcesOf(picks),
        params: request.params,
      });
      await queue(parts, key, request);
    },
    [dispatch, owner, queue, runs, service, spec],
  );

  /** A refused entry the next attempt replaces. */
  const discardRefused = useCallback(async (current: RunState) => {
    if (current.status === 'submit-failed' && current.entryId) await outbox.cancel(current.entryId);
  }, []);

  return { entry, queue, cancel, discardRefused, restore, resend };
}
