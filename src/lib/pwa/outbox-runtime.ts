/**
 * The app's outbox: the core (./outbox.ts) on IndexedDB, the real transport, and the moments
 * docs/architecture.md#the-outbox names to send — app start, back online, back in the foreground,
 * and Background Sync where the browser has it (the service worker's `sync` asks the open windows
 * to send, see common/outbox.ts). iPad Safari has no Background Sync: the other moments suffice
 * there.
 */
import type { User } from '../../../common/contracts/auth';
import { OUTBOX_SYNC, type OutboxFlushReply } from '../../../common/outbox';
import { tokenStore } from '../api/token-store';
import { createOutbox } from './outbox';
import { openOutboxStore } from './outbox-store';
import { sendOutboxEntry } from './outbox-transport';
import type { OutboxEntry, OutboxRequest } from './outbox-types';

function signedInUserId(): string | null {
  if (!tokenStore.getToken()) return null;
  return tokenStore.getCachedUser<Pick<User, 'id'>>()?.id ?? null;
}

/** The Web Lock the tabs send under: every version of the app must use the same name. */
const OUTBOX_LOCK = 'studio-outbox-send';

export const outbox = createOutbox({
  store: openOutboxStore(),
  send: sendOutboxEntry,
  now: () => Date.now(),
  random: () => Math.random(),
  newId: () => crypto.randomUUID(),
  schedule(run, ms) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  currentUser: signedInUserId,
  isOnline: () => navigator.onLine !== false,
  acrossTabs: (task) =>
    // Without Web Locks (Safari before 15.4) each tab sends alone; the key keeps that safe.
    navigator.locks ? navigator.locks.request(OUTBOX_LOCK, task) : task(),
});

/** Background Sync is not in TypeScript's DOM types (Chromium only). */
type SyncCapable = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      SyncCapable | undefined;
    await registration?.sync?.register(OUTBOX_SYNC.tag);
  } catch {
    // No worker yet, or refused: the other moments send it.
  }
}

/**
 * Keeps a generation request to send when the connection returns. Rejects (StorageQuotaError
 * when the device is full) when it could not be kept: the caller tells the user.
 */
export async function queueGeneration(
  userId: string,
  request: OutboxRequest,
  idempotencyKey: string,
): Promise<OutboxEntry> {
  const entry = await outbox.enqueue(userId, request, idempotencyKey);
  void registerBackgroundSync();
  return entry;
}

/** The signed-in user's entries that still wait for a connection (not refused, not signed out). */
async function stillWaiting(): Promise<number> {
  const userId = signedInUserId();
  if (!userId) return 0;
  const entries = await outbox.list(userId);
  return entries.filter(
    (entry) => entry.state !== 'failed' && entry.lastError?.kind !== 'signed-out',
  ).length;
}

function onWorkerMessage(event: MessageEvent): void {
  if ((event.data as { type?: unknown } | null)?.type !== OUTBOX_SYNC.flushMessage) return;
  const port = event.ports[0];
  void outbox
    .flush('sync')
    .then(() => outbox.whenIdle())
    .then(stillWaiting)
    .then((pending) => port?.postMessage({ pending } satisfies OutboxFlushReply));
}

let started = false;

/** Listens for the moments to send (once per page) and sends what is due now. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void outbox.flush('online'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void outbox.flush('visible');
  });
  const worker = navigator.serviceWorker;
  if (worker) {
    worker.addEventListener('message', onWorkerMessage);
    worker.startMessages();
  }
  void outbox.flush('start');
}
