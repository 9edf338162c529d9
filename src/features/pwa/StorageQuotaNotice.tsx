/**
 * Tells the user when the browser refuses to store more (shown, never silently dropped:
 * docs/architecture.md#data-kept-on-the-device): every refused IndexedDB write reaches here, even
 * one a best-effort cache ignores. One toast at a time, however many writes fail together. Its
 * texts load only when needed, so the first page never waits for them.
 */
import { useEffect } from 'react';
import { toaster } from '../../components/toaster';
import { i18n } from '../../lib/i18n/i18n';
import { onStorageQuotaExceeded } from '../../lib/storage/storage-quota';

const TOAST_ID = 'storage-quota';
/**
 * The product rules give no duration for this toast
 * (docs/product-rules.md#costs-limits-and-timings); long enough to read the advice.
 */
const QUOTA_TOAST_MS = 10_000;

async function showQuotaToast(): Promise<void> {
  if (toaster.isVisible(TOAST_ID)) return;
  await i18n.loadNamespaces('pwa');
  toaster.create({
    id: TOAST_ID,
    type: 'error',
    title: i18n.t('storage.quotaTitle', { ns: 'pwa' }),
    description: i18n.t('storage.quotaLead', { ns: 'pwa' }),
    duration: QUOTA_TOAST_MS,
  });
}

export function StorageQuotaNotice() {
  useEffect(() => onStorageQuotaExceeded(() => void showQuotaToast()), []);
  return null;
}
