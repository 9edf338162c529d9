/**
 * How an outbox entry's state reads: queued, sending, or refused and why
 * (docs/architecture.md#the-outbox).
 */
import type { TFunction } from 'i18next';
import { OUTBOX_SEND_WINDOW_MS } from '../../lib/pwa/outbox';
import type { OutboxEntry } from '../../lib/pwa/outbox-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The card's one line on where the request stands (namespace `generation`). */
export function outboxDetail(t: TFunction, entry: OutboxEntry): string {
  const problem = entry.lastError;
  if (entry.state === 'sending') return t('generation:outbox.detail.sending');
  switch (problem?.kind) {
    case undefined:
    case 'network':
      return t('generation:outbox.detail.waiting');
    case 'unavailable':
    case 'in-progress':
      return t('generation:outbox.detail.retrying');
    case 'signed-out':
      return t('generation:outbox.detail.signIn');
    case 'insufficient-credits':
      return t('generation:outbox.detail.credits', {
        balance: problem.balance,
        cost: problem.cost,
        shortage: problem.shortage,
      });
    case 'refused':
      return t('generation:outbox.detail.refused', { message: problem.message });
    case 'expired':
      return t('generation:outbox.detail.expired', {
        count: Math.round(OUTBOX_SEND_WINDOW_MS / DAY_MS),
      });
  }
}
