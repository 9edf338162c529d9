/**
 * The history's actions on one item: regenerate, share, delete
 * (docs/product-rules.md#history-actions).
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERATION_REQUEST_ERRORS, type Generation } from '../../../common/contracts/generations';
import { toaster } from '../../components/toaster';
import { ApiError } from '../../lib/api/api-error';
import { generationsApi, newIdempotencyKey } from '../../lib/api/generations';
import type { useHistory } from './use-history';

type History = Pick<ReturnType<typeof useHistory>, 'apply' | 'removed'>;

function describe(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

export function useHistoryActions({ apply, removed }: History) {
  const { t } = useTranslation('history');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [sharing, setSharing] = useState<Generation | null>(null);
  const [deleting, setDeleting] = useState<Generation | null>(null);
  /** One key per regenerate intent: kept while its request is unanswered, so a retry is not charged twice. */
  const pendingKeys = useRef(new Map<string, string>());

  const mark = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const regenerate = useCallback(
    async (generation: Generation) => {
      const key = pendingKeys.current.get(generation.id) ?? newIdempotencyKey();
      pendingKeys.current.set(generation.id, key);
      mark(generation.id, true);
      try {
        const created = await generationsApi.regenerate(generation.id, key);
        pendingKeys.current.delete(generation.id);
        apply(created);
        toaster.create({
          type: 'success',
          title: t('toast.regenerated'),
          description: t('toast.regeneratedLead'),
        });
      } catch (error) {
        // A refusal (no credits, gone) is final; a network failure keeps the key for the retry.
        if (error instanceof ApiError && !error.isNetworkError)
          pendingKeys.current.delete(generation.id);
        toaster.create({
          type: 'error',
          title: t('toast.regenerateFailed'),
          description: describe(error),
        });
      } finally {
        mark(generation.id, false);
      }
    },
    [apply, t],
  );

  const confirmDelete = useCallback(async () => {
    const generation = deleting;
    if (!generation) return;
    mark(generation.id, true);
    try {
      await generationsApi.remove(generation.id);
      removed(generation.id);
      toaster.create({ type: 'info', title: t('toast.deleted') });
      setDeleting(null);
    } catch (error) {
      const running =
        error instanceof ApiError && error.code === GENERATION_REQUEST_ERRORS.generationRunning;
      toaster.create({
        type: 'error',
        title: t('toast.deleteFailed'),
        description: running ? t('toast.running') : describe(error),
      });
    } finally {
      mark(generation.id, false);
    }
  }, [deleting, removed, t]);

  const shared = useCallback(
    (generation: Generation) => {
      apply(generation);
      setSharing(generation);
    },
    [apply],
  );

  return {
    busy,
    regenerate,
    sharing,
    share: setSharing,
    closeShare: () => setSharing(null),
    shared,
    deleting,
    askDelete: setDeleting,
    closeDelete: () => setDeleting(null),
    confirmDelete,
  };
}
