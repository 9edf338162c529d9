/** Cancel for a queued request (history, dashboard): removed unless already on its way. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '../../lib/pwa/outbox-types';
import { outbox } from '../../lib/pwa/outbox-runtime';
import { toaster } from '../toaster';

export function useCancelQueued(): (entry: OutboxEntry) => Promise<void> {
  const { t } = useTranslation('generation');
  return useCallback(
    async (entry: OutboxEntry) => {
      const result = await outbox.cancel(entry.id);
      if (result === 'sending') toaster.create({ type: 'info', title: t('outbox.toast.tooLate') });
      else if (result === 'cancelled' && entry.state !== 'failed')
        toaster.create({ type: 'success', title: t('outbox.toast.cancelled') });
    },
    [t],
  );
}
