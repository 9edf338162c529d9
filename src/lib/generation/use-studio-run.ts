/**
 * A studio's run lifecycle (README.md): check the credits, submit with an Idempotency-Key kept
 * across retries of the same intent, keep the request on the device before it goes, hand it to
 * the outbox when offline or when no answer came, follow the generation (stream, else polling),
 * reattach to it after a reload, and report the outcome. Every studio runs on this one.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Generation } from '../../../common/contracts/generations';
import { ApiError } from '../api/api-error';
import { followGeneration } from '../api/generation-stream';
import { generationsApi, isFinished, newIdempotencyKey } from '../api/generations';
import { checkCredits } from './credit-check';
import { fromStoredPick, toStoredPick } from './picked-image';
import { isBusy, nextKey } from './run-state';
import {
  FINISHED_RUN_TTL_MS,
  PENDING_RUN_TTL_MS,
  RUNNING_RUN_TTL_MS,
  savedRequestOf,
  savedRunsOf,
  withRequest,
  type SavedRequest,
  type SavedRun,
} from './saved-runs';
import { studioRequestParts, type ParamValue } from './studio-request';
import type {
  ChosenRequest,
  RunDispatch,
  RunNotice,
  StudioRunSpec,
  StudioRunState,
} from './studio-run-spec';
import { keyRejected } from './submit-problem';
import { useCreditBalance } from './use-credit-balance';
import { useQueuedRun, type ShownPicks } from './use-queued-run';

export interface StudioRunOptions<Choice extends object> {
  spec: StudioRunSpec<Choice>;
  /** The signed-in user's id: their saved run, their outbox. */
  owner: string;
  state: StudioRunState<Choice>;
  dispatch: RunDispatch<Choice>;
  /** The balance known at sign-in, shown until the fresh one arrives. */
  initialBalance: number | null;
  /** Makes the URL a kept upload is shown with again (./use-object-urls.ts). */
  objectUrl: (blob: Blob) => string;
  onNotice?: (notice: RunNotice) => void;
}

function finishedLongAgo(generation: Generation, now: number): boolean {
  const finished = generation.finished_at ? Date.parse(generation.finished_at) : NaN;
  return !Number.isNaN(finished) && now - finished > FINISHED_RUN_TTL_MS;
}

/** The request as kept beside the run: picks without their preview URLs, parameters set. */
function keptRequest({ picks, params }: ChosenRequest): SavedRequest {
  const kept: SavedRequest = { picks: {}, params: {} };
  for (const [field, pick] of Object.entries(picks)) kept.picks[field] = toStoredPick(pick);
  for (const [name, value] of Object.entries(params))
    if (value !== null && value !== undefined) kept.params[name] = value as ParamValue;
  return kept;
}

export function useStudioRun<Choice extends object>(options: StudioRunOptions<Choice>) {
  const { spec, owner, state, dispatch, initialBalance, objectUrl } = options;
  const { service } = spec;
  const runs = savedRunsOf(service);
  const [restoring, setRestoring] = useState(true);
  const following = useRef<AbortController | null>(null);
  const { balance, unavailable: balanceUnavailable, refresh } = useCreditBalance(initialBalance);
  const credits = balance === null ? null : checkCredits(service, balance);
  const onNotice = useRef(options.onNotice);
  useEffect(() => {
    onNotice.current = options.onNotice;
  });
  const notify = useCallback((notice: RunNotice) => onNotice.current?.(notice), []);

  const announce = useCallback(
    (generation: Generation) => {
      notify({ type: 'finished', generation });
      void refresh(); // a failure was refunded
    },
    [notify, refresh],
  );

  const follow = useCallback(
    (generation: Generation) => {
      following.current?.abort();
      const controller = new AbortController();
      following.current = controller;
      followGeneration(generation.id, {
        signal: controller.signal,
        onUpdate: (update) => dispatch({ type: 'update', generation: update }),
        onReconnecting: (reconnecting) => dispatch({ type: 'reconnecting', reconnecting }),
      }).then(
        (final) => {
          void runs.finished(owner, final.id);
          announce(final);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // Deleted elsewhere, or no longer ours: nothing left to follow.
          void runs.clear(owner);
          notify({ type: 'lost', error });
          dispatch({ type: 'lost' });
        },
      );
    },
    [announce, dispatch, notify, owner, runs],
  );
  useEffect(() => () => following.current?.abort(), []);

  const queued = useQueuedRun({ spec, owner, run: state.run, dispatch, follow, notify });

  /** A kept request's picks, shown again (by input field). */
  const shownPicks = useCallback(
    (request: SavedRequest, generation: Generation | null): ShownPicks =>
      Object.fromEntries(
        Object.entries(request.picks).map(([field, stored]) => [
          field,
          fromStoredPick(stored, { service, field, generation, objectUrl }),
        ]),
      ),
    [objectUrl, service],
  );

  /** Shows (and follows, while it runs) the generation a saved run names. */
  const reattachTo = async (saved: SavedRun, request: SavedRequest, isLive: () => boolean) => {
    try {
      const generation = await generationsApi.get(saved.generationId!);
      if (!isLive()) return;
      if (isFinished(generation) && finishedLongAgo(generation, Date.now()))
        return runs.clear(owner);
      const params = { ...request.params, ...generation.params };
      const choice = spec.choiceOf({ picks: shownPicks(request, generation), params });
      dispatch({ type: 'restore', generation, ...choice });
      if (!isFinished(generation)) follow(generation);
    } catch (error) {
      // Offline: keep the record for the next visit. Refused (deleted, not ours): forget it.
      if (error instanceof ApiError && !error.isNetworkError && error.status < 500)
        await runs.clear(owner);
    }
  };

  // Reattach to the generation this user left running (or just finished) on this device.
  const reattach = useEffectEvent(async (isLive: () => boolean) => {
    const saved = await runs.load(owner);
    if (!saved) return;
    const request = savedRequestOf(service, saved);
    const now = Date.now();
    if (!saved.generationId && saved.queuedKey)
      return queued.restore(saved, request, shownPicks(request, null), isLive);
    if (!saved.generationId && saved.pendingKey) {
      if (now - saved.savedAt > PENDING_RUN_TTL_MS) return runs.clear(owner);
      return queued.resend(saved, request, shownPicks(request, null), isLive);
    }
    if (!saved.generationId || now - saved.savedAt > RUNNING_RUN_TTL_MS) return runs.clear(owner);
    await reattachTo(saved, request, isLive);
  });

  useEffect(() => {
    let live = true;
    void reattach(() => live).finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
  }, [owner]);

  // Starting over (or a new choice) forgets the kept run.
  const idle = state.run.status === 'idle';
  useEffect(() => {
    if (!restoring && idle) void runs.clear(owner);
  }, [restoring, idle, owner, runs]);

  const { queue, discardRefused } = queued;
  const submit = useCallback(
    async (current: StudioRunState<Choice>) => {
      const key = nextKey(current.run, newIdempotencyKey);
      dispatch({ type: 'submit', key });
      // The studio's state shows why not (its validation message).
      if (isBusy(current.run) || !spec.canGenerate(current)) return;
      await discardRefused(current.run);
      const chosen = spec.requestOf(current);
      const request = keptRequest(chosen);
      const sources = Object.fromEntries(
        Object.entries(chosen.picks).map(([field, pick]) => [field, pick?.source]),
      );
      const parts = studioRequestParts(service, { inputs: sources, params: chosen.params });
      // Offline: kept on the device and sent when the connection returns.
      if (!navigator.onLine) return queue(parts, key, request);
      // Kept before it goes: a reload before the answer must not lose the request.
      await runs.save(withRequest({ owner, pendingKey: key, savedAt: Date.now() }, request));
      try {
        const generation = await generationsApi.create(service, parts, key);
        await runs.save(
          withRequest({ owner, generationId: generation.id, savedAt: Date.now() }, request),
        );
        dispatch({ type: 'update', generation });
        if (isFinished(generation)) announce(generation);
        else follow(generation);
      } catch (error) {
        // No answer: it may or may not have arrived. The outbox sends the same key and bytes,
        // so the server answers with the original generation if it did.
        if (error instanceof ApiError && error.isNetworkError) return queue(parts, key, request);
        void runs.clear(owner); // answered: refused, so nothing is pending
        dispatch({ type: 'submitFailed', error, keepKey: !keyRejected(error) });
        notify({ type: 'submitFailed', error });
      }
    },
    [announce, discardRefused, dispatch, follow, notify, owner, queue, runs, service, spec],
  );

  /** Generate with the studio's current state, unless the credits known do not cover it. */
  const generate = useCallback(
    (current: StudioRunState<Choice>) => {
      if (credits && !credits.ok) return Promise.resolve();
      // The cost is debited when the generation is queued: show the new balance at once.
      return submit(current).finally(() => void refresh());
    },
    [credits, refresh, submit],
  );

  return {
    restoring,
    generate,
    balance,
    /** The last read of the balance failed: the one shown may be out of date. */
    balanceUnavailable,
    /** Reads the balance again (after credits were spent or refunded elsewhere on the page). */
    refreshBalance: refresh,
    credits,
    queued: { entry: queued.entry, cancel: queued.cancel },
  };
}
