/**
 * Background Sync for the outbox (docs/architecture.md#the-outbox, common/outbox.ts). Where the
 * browser has it, the app registers OUTBOX_SYNC.tag while requests wait; on `sync` this worker asks
 * its open windows to send them and waits for their answer, so the browser keeps it alive meanwhile
 * and tries the sync again later when a window says requests still wait for the network.
 *
 * The worker does not send them itself: the access token is in the page's localStorage, which
 * a service worker cannot read. With no window open nothing is sent; the app's next start does.
 *
 * Typed with the little it uses (no webworker lib reference), so unit tests can drive it.
 */
import { OUTBOX_SYNC, type OutboxFlushReply } from '../../common/outbox';

/** Background Sync's event (not in TypeScript's WebWorker types). */
interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(done: Promise<unknown>): void;
}

interface WindowClient {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

export interface SyncScope {
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  clients: { matchAll(options: { type: 'window' }): Promise<readonly WindowClient[]> };
}

function askToFlush(client: WindowClient): Promise<OutboxFlushReply> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    // A window that does not answer (closing, an old version) must not hold the sync forever.
    const timer = setTimeout(() => resolve({ pending: 0 }), OUTBOX_SYNC.replyTimeoutMs);
    channel.port1.onmessage = (event: MessageEvent<OutboxFlushReply>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    client.postMessage({ type: OUTBOX_SYNC.flushMessage }, [channel.port2]);
  });
}

async function flushWindows(scope: SyncScope): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window' });
  const replies = await Promise.all(windows.map(askToFlush));
  // Rejecting makes the browser retry the sync later, with its own backoff.
  if (replies.some((reply) => reply.pending > 0))
    throw new Error('Outbox requests still wait for the network');
}

export function relayOutboxSync(scope: SyncScope): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC.tag) event.waitUntil(flushWindows(scope));
  });
}
