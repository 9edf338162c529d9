/**
 * The service worker's Background Sync relay (workers/sw/outbox-sync.ts): on the outbox's tag it
 * asks every open window to send, and fails the sync (the browser retries it) while requests
 * still wait for the network.
 */
import { describe, expect, it } from 'vitest';
import { OUTBOX_SYNC, type OutboxFlushReply } from '../../common/outbox';
import { relayOutboxSync, type SyncScope } from '../../workers/sw/outbox-sync';

/** A window that answers the worker's message on its port, as src/lib/pwa/outbox-runtime.ts does. */
function windowAnswering(reply: OutboxFlushReply) {
  const asked: unknown[] = [];
  return {
    asked,
    postMessage(message: unknown, [port]: Transferable[]) {
      asked.push(message);
      (port as MessagePort).postMessage(reply);
    },
  };
}

function worker(windows: ReturnType<typeof windowAnswering>[]) {
  let onSync:
    ((event: Event & { tag: string; waitUntil(p: Promise<unknown>): void }) => void) | undefined;
  const scope: SyncScope = {
    addEventListener: (_type, listener) => (onSync = listener),
    clients: { matchAll: async () => windows },
  };
  relayOutboxSync(scope);
  /** Fires `sync` with `tag`; resolves with what the worker asked the browser to wait for. */
  return (tag: string) => {
    let waited: Promise<unknown> | undefined;
    const event = Object.assign(new Event('sync'), {
      tag,
      waitUntil: (promise: Promise<unknown>) => (waited = promise),
    });
    onSync!(event);
    return waited;
  };
}

describe('Background Sync relay', () => {
  it('asks every open window to send its outbox, and is done when they are', async () => {
    const windows = [windowAnswering({ pending: 0 }), windowAnswering({ pending: 0 })];
    await expect(worker(windows)(OUTBOX_SYNC.tag)).resolves.toBeUndefined();
    for (const window of windows)
      expect(window.asked).toEqual([{ type: OUTBOX_SYNC.flushMessage }]);
  });

  it('fails the sync, so the browser tries again later, while requests still wait', async () => {
    const windows = [windowAnswering({ pending: 1 })];
    await expect(worker(windows)(OUTBOX_SYNC.tag)).rejects.toThrow(/still wait/);
  });

  it('leaves other sync tags alone', () => {
    const windows = [windowAnswering({ pending: 0 })];
    expect(worker(windows)('someone-else')).toBeUndefined();
    expect(windows[0]!.asked).toEqual([]);
  });
});
