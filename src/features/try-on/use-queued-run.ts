/**
 * The wizard's side of the outbox (issue #6): a try-on asked for while offline is kept on the
 * device and shown as queued, with Cancel; when the outbox sends it, the wizard follows the
 * generation as if it had submitted it itself; a refusal then (credits, …) shows like a failed
 * submit. The outbox entry is found by its Idempotency-Key: the outbox may send it before the
 * wizard has even heard that it was saved. A request left unanswered by a reload is handed to
 * the outbox the same way.
 */
import { useCallback, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { garmentCategorySchema, type Generation } from '../../../common/contracts/generations';
import { toaster } from '../../components/toaster';
import { tryOnParts, type TryOnRequest } from '../../lib/api/generations';
import { outbox, queueGeneration } from '../../lib/pwa/outbox-runtime';
import { useOutboxEntries, useOutboxEvents } from '../../lib/pwa/use-outbox';
import { keyRejected, QueuedRequestRefused } from './submit-error';
import {
  DEFAULT_CATEGORY,
  type PickedImage,
  type WizardAction,
  type WizardState,
} from './try-on-machine';
import { toStoredPick, tryOnSession, type StoredPick, type StoredRun } from './try-on-session';

interface QueuedRunOptions {
  owner: string;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** Follows a generation the outbox created (stream, else polling). */
  follow: (generation: Generation) => void;
}

export function useQueuedRun({ owner, state, dispatch, follow }: QueuedRunOptions) {
  const { t } = useTranslation('try-on');
  const { run } = state;
  const entries = useOutboxEntries(owner);
  const entry = run.status === 'queued' ? entries.find((e) => e.id === run.entryId) : undefined;

  useOutboxEvents((event) => {
    if (event.type === 'changed' || event.type === 'error') return;
    const waiting = run.status === 'queued' || run.status === 'submitting';
    if (!waiting || event.entry.idempotencyKey !== run.key) return;
    if (event.type === 'sent') {
      void tryOnSession.sent(owner, run.key, event.generation.id);
      dispatch({ type: 'update', generation: event.generation });
      follow(event.generation);
    } else if (event.type === 'failed') {
      const error = new QueuedRequestRefused(event.entry.lastError ?? { kind: 'expired' });
      const entryId = event.entry.id;
      dispatch({ type: 'queueFailed', error, keepKey: !keyRejected(error), entryId });
    } else if (run.status === 'queued' && event.entry.id === run.entryId) {
      // Cancelled here or elsewhere (the history's Cancel).
      void tryOnSession.clear(owner);
      dispatch({ type: 'unqueued' });
      toaster.create({ type: 'info', title: t('queued.cancelled') });
    }
  });

  /** Keeps the request for later; the wizard shows it queued. */
  const queue = useCallback(
    async (request: TryOnRequest, key: string, model: PickedImage, garment: PickedImage) => {
      // The run is recorded first: the outbox may send the request the moment it has it.
      await tryOnSession.save({
        owner,
        queuedKey: key,
        savedAt: Date.now(),
        model: toStoredPick(model),
        garment: toStoredPick(garment),
      });
      try {
        const queued = { service: 'virtual-tryon', ...tryOnParts(request) } as const;
        const saved = await queueGeneration(owner, queued, key);
        dispatch({ type: 'queued', entryId: saved.id });
      } catch (error) {
        // Not kept (the device is full): say so; nothing is lost silently.
        void tryOnSession.clear(owner);
        dispatch({ type: 'submitFailed', error });
        toaster.create({ type: 'error', title: t('toast.queueFailed') });
      }
    },
    [dispatch, owner, t],
  );

  const cancel = useCallback(async () => {
    if (run.status !== 'queued') return;
    const result = await outbox.cancel(run.entryId);
    if (result === 'sending') toaster.create({ type: 'info', title: t('queued.tooLate') });
  }, [run, t]);

  /** Back to the request this user left waiting in the outbox (it may wait days offline). */
  const restore = useCallback(
    async (
      run: StoredRun,
      isLive: () => boolean,
      toPick: (stored: StoredPick | null) => PickedImage | null,
    ) => {
      const waiting = await outbox.list(owner).catch(() => []);
      const kept = waiting.find((candidate) => candidate.idempotencyKey === run.queuedKey);
      if (!kept) return tryOnSession.clear(owner); // cancelled elsewhere
      if (!isLive()) return;
      const category = garmentCategorySchema.safeParse(kept.fields.category);
      dispatch({
        type: 'restoreQueued',
        key: kept.idempotencyKey,
        entryId: kept.id,
        category: category.success ? category.data : DEFAULT_CATEGORY,
        model: toPick(run.model),
        garment: toPick(run.garment),
      });
      if (kept.state === 'failed') {
        const error = new QueuedRequestRefused(kept.lastError ?? { kind: 'expired' });
        dispatch({ type: 'queueFailed', error, keepKey: !keyRejected(error), entryId: kept.id });
      }
    },
    [dispatch, owner],
  );

  /**
   * After a reload: the request sent before it and never answered goes to the outbox with its
   * key, and the wizard waits for it as for any submit. Nothing is charged twice: a request that
   * did arrive is answered with its generation.
   */
  const resend = useCallback(
    async (
      run: StoredRun,
      isLive: () => boolean,
      toPick: (stored: StoredPick | null) => PickedImage | null,
    ) => {
      const key = run.pendingKey;
      const model = toPick(run.model);
      const garment = toPick(run.garment);
      if (!key || !model || !garment) return tryOnSession.clear(owner);
      if (!isLive()) return;
      const category = run.category ?? DEFAULT_CATEGORY;
      dispatch({ type: 'resend', key, category, model, garment });
      await queue({ model: model.source, garment: garment.source, category }, key, model, garment);
    },
    [dispatch, owner, queue],
  );

  /** A refused entry the next attempt replaces. */
  const discardRefused = useCallback(async (current: WizardState) => {
    if (current.run.status === 'submit-failed' && current.run.entryId)
      await outbox.cancel(current.run.entryId);
  }, []);

  return { entry, queue, cancel, discardRefused, restore, resend };
}
