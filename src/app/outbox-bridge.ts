/**
 * The outbox wired to the app (loaded once someone is signed in, never with the first page):
 * it starts sending, and announces what happened to requests sent in the background wherever
 * the user is. A sent request also moves its studio's saved run onto its generation, so opening
 * the studio later shows it running.
 */
import { toaster } from '../components/toaster';
import { outboxDetail } from '../components/generation/outbox-labels';
import { savedRunsOf } from '../lib/generation/saved-runs';
import { i18n } from '../lib/i18n/i18n';
import type { OutboxEvent } from '../lib/pwa/outbox-types';
import { outbox, startOutbox } from '../lib/pwa/outbox-runtime';
import { StorageQuotaError } from '../lib/storage/storage-quota';

async function announce(event: OutboxEvent): Promise<void> {
  if (event.type === 'changed' || event.type === 'cancelled') return;
  // Quota refusals have their own notice already (features/pwa/StorageQuotaNotice).
  if (event.type === 'error' && event.error instanceof StorageQuotaError) return;
  await i18n.loadNamespaces('generation');
  const t = i18n.getFixedT(null, 'generation');
  if (event.type === 'error') {
    toaster.create({ type: 'error', title: t('outbox.toast.storeFailed') });
    return;
  }
  const service = t(`common:services.${event.entry.service}.name`);
  if (event.type === 'sent') {
    toaster.create({
      type: 'info',
      title: t('outbox.toast.sent', { service }),
      description: t('outbox.toast.sentLead'),
    });
    return;
  }
  toaster.create({
    type: 'error',
    title: t('outbox.toast.failed', { service }),
    description: outboxDetail(t, event.entry),
  });
}

/** Starts the outbox for the signed-in user; returns what disconnects the announcements. */
export function connectOutbox(): () => void {
  startOutbox();
  const stop = outbox.subscribe((event) => {
    if (event.type === 'sent') {
      const { service, userId, idempotencyKey } = event.entry;
      void savedRunsOf(service).sent(userId, idempotencyKey, event.generation.id);
    }
    void announce(event);
  });
  // Signed in (again): what waited for a session goes now.
  void outbox.flush('sign-in');
  return () => void stop();
}
