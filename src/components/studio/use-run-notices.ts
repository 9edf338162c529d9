/**
 * What the user hears of a run (src/lib/generation's RunNotice), in the studio's words: the
 * result is ready or failed (refunded), the run was lost, the submit refused, the request not
 * kept, the queued request cancelled or already on its way.
 */
import { useCallback } from 'react';
import type { RunNotice } from '../../lib/generation/studio-run-spec';
import { errorMessageKey } from '../generation/generation-labels';
import { toaster } from '../toaster';
import { useStudioText } from './use-studio-text';

export function useRunNotices(): (notice: RunNotice) => void {
  const t = useStudioText();
  return useCallback(
    (notice: RunNotice) => {
      switch (notice.type) {
        case 'finished': {
          const { generation } = notice;
          if (generation.status === 'success')
            return toaster.create({
              type: 'success',
              title: t('toast.success'),
              description: t('toast.successLead'),
            });
          const reason = t(`generation:${errorMessageKey(generation.error_code)}`);
          return toaster.create({
            type: 'error',
            title: t('toast.failed'),
            description: `${reason} ${t('generation:errors.refunded')}`,
          });
        }
        case 'lost':
          return toaster.create({
            type: 'error',
            title: t('toast.lost'),
            description: notice.error instanceof Error ? notice.error.message : undefined,
          });
        case 'submitFailed':
          return toaster.create({ type: 'error', title: t('toast.submitFailed') });
        case 'notKept':
          return toaster.create({ type: 'error', title: t('toast.queueFailed') });
        case 'cancelled':
          return toaster.create({ type: 'info', title: t('queued.cancelled') });
        case 'tooLate':
          return toaster.create({ type: 'info', title: t('queued.tooLate') });
      }
    },
    [t],
  );
}
