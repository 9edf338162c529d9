/**
 * The try-on wizard's effects around its state machine: submit with an Idempotency-Key kept
 * across retries of the same intent, follow the generation (stream, else polling), keep the
 * running generation on the device and reattach to it after a reload (a request still waiting
 * for its answer then goes out again through the outbox), announce the outcome.
 */
import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Generation } from '../../../common/contracts/generations';
import { errorMessageKey } from '../../components/generation/generation-labels';
import { toaster } from '../../components/toaster';
import { ApiError } from '../../lib/api/api-error';
import { followGeneration } from '../../lib/api/generation-stream';
import {
  generationsApi,
  isFinished,
  newIdempotencyKey,
  type TryOnRequest,
} from '../../lib/api/generations';
import { keyRejected } from './submit-error';
import {
  INITIAL_WIZARD,
  submitKey,
  wizardReducer,
  type PickedImage,
  type WizardState,
} from './try-on-machine';
import {
  FINISHED_RUN_TTL_MS,
  PENDING_RUN_TTL_MS,
  RUNNING_RUN_TTL_MS,
  toStoredPick,
  tryOnSession,
  type StoredPick,
  type StoredRun,
} from './try-on-session';
import { useQueuedRun } from './use-queued-run';

/** Object URLs made for previews, revoked when the studio closes. */
function useObjectUrls() {
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  return useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return url;
  }, []);
}

function isStale(run: StoredRun, now: number): boolean {
  return now - run.savedAt > RUNNING_RUN_TTL_MS;
}

function finishedLongAgo(generation: Generation, now: number): boolean {
  const finished = generation.finished_at ? Date.parse(generation.finished_at) : NaN;
  return !Number.isNaN(finished) && now - finished > FINISHED_RUN_TTL_MS;
}

export function useTryOn(owner: string, onFinished?: (generation: Generation) => void) {
  const { t } = useTranslation(['try-on', 'generation']);
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const [restoring, setRestoring] = useState(true);
  const following = useRef<AbortController | null>(null);
  const previewUrl = useObjectUrls();
  const finishedRef = useRef(onFinished);
  useEffect(() => {
    finishedRef.current = onFinished;
  });

  const announce = useCallback(
    (generation: Generation) => {
      if (generation.status === 'success') {
        toaster.create({
          type: 'success',
          title: t('toast.success'),
          description: t('toast.successLead'),
        });
      } else {
        toaster.create({
          type: 'error',
          title: t('toast.failed'),
          description: `${t(`generation:${errorMessageKey(generation.error_code)}`)} ${t('generation:errors.refunded')}`,
        });
      }
      finishedRef.current?.(generation);
    },
    [t],
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
          void tryOnSession.load(owner).then((run) => {
            if (run?.generationId === final.id)
              void tryOnSession.save({ ...run, savedAt: Date.now() });
          });
          announce(final);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // Deleted elsewhere, or no longer ours: nothing left to follow.
          void tryOnSession.clear(owner);
          toaster.create({
            type: 'error',
            title: t('toast.lost'),
            description: error instanceof Error ? error.message : undefined,
          });
          dispatch({ type: 'lost' });
        },
      );
    },
    [announce, owner, t],
  );

  useEffect(() => () => following.current?.abort(), []);

  const queued = useQueuedRun({ owner, state, dispatch, follow });

  const pickFromStore = useCallback(
    (
      stored: StoredPick | null,
      generation: Generation | null,
      role: string,
    ): PickedImage | null => {
      if (!stored) return null;
      const input = generation?.inputs.find((candidate) => candidate.role === role);
      const url =
        stored.source.kind === 'file'
          ? previewUrl(stored.source.blob)
          : (stored.sampleUrl ?? input?.url ?? '');
      return { ...stored, previewUrl: url };
    },
    [previewUrl],
  );

  // Reattach to the generation this user left running (or just finished) on this device.
  const reattach = useEffectEvent(async (isLive: () => boolean) => {
    const run = await tryOnSession.load(owner);
    const toPick = (stored: StoredPick | null) => pickFromStore(stored, null, '');
    if (run && !run.generationId && run.queuedKey) return queued.restore(run, isLive, toPick);
    if (run && !run.generationId && run.pendingKey) {
      if (Date.now() - run.savedAt <= PENDING_RUN_TTL_MS) return queued.resend(run, isLive, toPick);
      return tryOnSession.clear(owner);
    }
    if (!run?.generationId || isStale(run, Date.now())) {
      if (run) await tryOnSession.clear(owner);
      return;
    }
    try {
      const generation = await generationsApi.get(run.generationId);
      if (!isLive()) return;
      if (isFinished(generation) && finishedLongAgo(generation, Date.now())) {
        await tryOnSession.clear(owner);
        return;
      }
      dispatch({
        type: 'restore',
        generation,
        model: pickFromStore(run.model, generation, 'person_image'),
        garment: pickFromStore(run.garment, generation, 'clothing_item'),
      });
      if (!isFinished(generation)) follow(generation);
    } catch (error) {
      // Offline: keep the record for the next visit. Refused (deleted, not ours): forget it.
      if (error instanceof ApiError && !error.isNetworkError && error.status < 500)
        await tryOnSession.clear(owner);
    }
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
    if (!restoring && idle) void tryOnSession.clear(owner);
  }, [restoring, idle, owner]);

  const { queue, discardRefused } = queued;
  const generate = useCallback(
    async (current: WizardState) => {
      const key = submitKey(current, newIdempotencyKey);
      dispatch({ type: 'submit', key });
      const { model, garment, category } = current;
      if (!model || !garment) return; // the reducer showed the validation text
      await discardRefused(current);
      const request: TryOnRequest = { model: model.source, garment: garment.source, category };
      // Offline (issue #6): kept on the device and sent when the connection returns.
      if (!navigator.onLine) return queue(request, key, model, garment);
      // Kept before it goes: a reload before the answer must not lose the request.
      await tryOnSession.save({
        owner,
        pendingKey: key,
        category,
        savedAt: Date.now(),
        model: toStoredPick(model),
        garment: toStoredPick(garment),
      });
      try {
        const generation = await generationsApi.createTryOn(request, key);
        await tryOnSession.save({
          owner,
          generationId: generation.id,
          savedAt: Date.now(),
          model: toStoredPick(model),
          garment: toStoredPick(garment),
        });
        dispatch({ type: 'update', generation });
        if (isFinished(generation)) announce(generation);
        else follow(generation);
      } catch (error) {
        // No answer: it may or may not have arrived. The outbox sends the same key and bytes,
        // so the server answers with the original generation if it did.
        if (error instanceof ApiError && error.isNetworkError)
          return queue(request, key, model, garment);
        void tryOnSession.clear(owner); // answered: refused, so nothing is pending
        dispatch({ type: 'submitFailed', error, keepKey: !keyRejected(error) });
        toaster.create({ type: 'error', title: t('toast.submitFailed') });
      }
    },
    [announce, discardRefused, follow, owner, queue, t],
  );

  return {
    state,
    dispatch,
    restoring,
    generate,
    previewUrl,
    queued: { entry: queued.entry, cancel: queued.cancel },
  };
}
