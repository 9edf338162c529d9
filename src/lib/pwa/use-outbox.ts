/** The outbox for components: its entries (live) and its events while mounted. */
import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
import type { OutboxEntry, OutboxEvent } from './outbox-types';
import { outbox } from './outbox-runtime';

const NONE: readonly OutboxEntry[] = [];
let snapshot: readonly OutboxEntry[] = NONE;
let version = 0;
let watching = false;
const viewers = new Set<() => void>();

async function refresh(): Promise<void> {
  const mine = ++version;
  const entries = await outbox.list().catch(() => null);
  if (mine !== version || entries === null) return; // a newer read is on its way
  snapshot = entries;
  viewers.forEach((viewer) => viewer());
}

function subscribe(viewer: () => void): () => void {
  viewers.add(viewer);
  if (!watching) {
    watching = true;
    outbox.subscribe((event) => {
      if (event.type === 'changed') void refresh();
    });
    void refresh();
  }
  return () => viewers.delete(viewer);
}

/** The user's queued, sending and refused requests, oldest first. */
export function useOutboxEntries(userId: string): readonly OutboxEntry[] {
  const all = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => NONE,
  );
  return useMemo(() => all.filter((entry) => entry.userId === userId), [all, userId]);
}

/** Calls `listener` with every outbox event while the component is mounted. */
export function useOutboxEvents(listener: (event: OutboxEvent) => void): void {
  const onEvent = useEffectEvent(listener);
  useEffect(() => {
    const stop = outbox.subscribe((event) => onEvent(event));
    return () => void stop();
  }, []);
}
