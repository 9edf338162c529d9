/**
 * The history's actions on one item: regenerate, share, delete
 * (docs/product-rules.md#history-actions). Regenerate runs the studio's credits check first, on
 * the balance as last read, then asks with the cost, and checks again on the server's answer;
 * failures are said from their codes in the user's language (apiErrorText).
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERATION_REQUEST_ERRORS, type Generation } from '../../../common/contracts/generations';
import { toaster } from '../../components/toaster';
import { ApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../lib/api/error-text';
import { generationsApi, newIdempotencyKey } from '../../lib/api/generations';
import { checkCredits, type CreditCheck } from '../../lib/generation/credit-check';
import { submitProblem } from '../../lib/generation/submit-problem';
import { useCreditBalance } from '../../lib/generation/use-credit-balance';
import type { useHistory } from './use-history';

type History = Pick<ReturnType<typeof useHistory>, 'apply' | 'removed'>;
type Shortage = Extract<CreditCheck, { ok: false }>;

export function useHistoryActions({ apply, removed }: History) {
  const { t } = useTranslation('history');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [sharing, setSharing] = useState<Generation | null>(null);
  const [deleting, setDeleting] = useState<Generation | null>(null);
  const [shortage, setShortage] = useState<Shortage | null>(null);
  /** The generation whose regenerate waits for the user's yes. */
  const [regenerating, setRegenerating] = useState<Generation | null>(null);
  const { balance, refresh: refreshBalance } = useCreditBalance(null);
  /** One key per regenerate intent: kept while its request is unanswered, so a retry is not charged twice. */
  const pendingKeys = useRef(new Map<string, string>());

  const mark = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const askRegenerate = useCallback(
    (generation: Generation) => {
      // Unknown balance (offline, not read yet): the server checks anyway.
      const check = balance === null ? null : checkCredits(generation.service, balance);
      if (check && !check.ok) setShortage(check);
      else setRegenerating(generation);
    },
    [balance],
  );

  const regenerate = useCallback(
    async (generation: Generation) => {
      const key = pendingKeys.current.get(generation.id) ?? newIdempotencyKey();
      pendingKeys.current.set(generation.id, key);
      mark(generation.id, true);
      try {
        const created = await generationsApi.regenerate(generation.id, key);
        pendingKeys.current.delete(generation.id);
        apply(created);
        void refreshBalance();
        toaster.create({
          type: 'success',
          title: t('toast.regenerated'),
          description: t('toast.regeneratedLead'),
        });
      } catch (error) {
        // A refusal (no credits, gone) is final; a network failure keeps the key for the retry.
        if (error instanceof ApiError && !error.isNetworkError)
          pendingKeys.current.delete(generation.id);
        const problem = submitProblem(generation.service, error);
        if (problem.kind === 'credits') {
          setShortage(problem.check);
          void refreshBalance();
        } else {
          toaster.create({
            type: 'error',
            title: t('toast.regenerateFailed'),
            description: apiErrorText(t, error, t('toast.tryAgainLater')),
          });
        }
      } finally {
        mark(generation.id, false);
      }
    },
    [apply, refreshBalance, t],
  );

  const confirmRegenerate = useCallback(async () => {
    const generation = regenerating;
    if (!generation) return;
    setRegenerating(null);
    await regenerate(generation);
  }, [regenerating, regenerate]);

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
        description: running
          ? t('toast.running')
          : apiErrorText(t, error, t('toast.tryAgainLater')),
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
    /** Regenerate asked for on a card: the credits check, then the question with the cost. */
    regenerate: askRegenerate,
    regenerating,
    closeRegenerate: () => setRegenerating(null),
    confirmRegenerate,
    sharing,
    share: setSharing,
    closeShare: () => setSharing(null),
    shared,
    deleting,
    askDelete: setDeleting,
    closeDelete: () => setDeleting(null),
    confirmDelete,
    /** The credits check refused a regenerate: what to show instead. */
    shortage,
    closeShortage: () => setShortage(null),
  };
}
