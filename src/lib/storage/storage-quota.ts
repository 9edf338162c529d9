/**
 * Storage refused for lack of space: the error, and a way for the app to hear of every refusal
 * (shown, never silently dropped: docs/architecture.md#data-kept-on-the-device). Apart from the
 * stores themselves, so listening costs the first page nothing.
 */

/** The browser refused to store more (quota): shown to the user, never silently dropped. */
export class StorageQuotaError extends Error {
  override readonly name = 'StorageQuotaError';
}

type QuotaListener = (error: StorageQuotaError) => void;
const quotaListeners = new Set<QuotaListener>();

/**
 * Calls `listener` whenever the browser refuses a write for lack of space, even when the
 * writer ignores the error (a best-effort cache): the app tells the user, so nothing is ever
 * dropped silently. Returns the unsubscribe function.
 */
export function onStorageQuotaExceeded(listener: QuotaListener): () => void {
  quotaListeners.add(listener);
  return () => quotaListeners.delete(listener);
}

/** The error to throw for a refused write, announced to every listener first. */
export function quotaExceeded(): StorageQuotaError {
  const error = new StorageQuotaError('Storage quota exceeded');
  for (const listener of quotaListeners) listener(error);
  return error;
}
