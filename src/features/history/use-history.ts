/**
 * The signed-in user's history under the chosen filters: the device's copy first (instant,
 * offline), then the server's pages; running items are polled until they finish.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Generation } from '../../../common/contracts/generations';
import { ApiError } from '../../lib/api/api-error';
import { generationsApi, isFinished } from '../../lib/api/generations';
import { historyCache, matchesFilters, newestFirst, type HistoryFilters } from './history-cache';
import { preloadThumbnails } from './history-images';

export interface HistoryState {
  status: 'loading' | 'ready' | 'error';
  items: Generation[];
  /** The list shown is the device's copy: the server could not be reached or refused. */
  stale: 'offline' | 'failed' | null;
  nextCursor: string | null;
  total: number;
}

const INITIAL: HistoryState = {
  status: 'loading',
  items: [],
  stale: null,
  nextCursor: null,
  total: 0,
};

/** How often running items are asked about, in ms. */
export const RUNNING_POLL_MS = 3_000;
/** Items asked about per poll, at most (the newest running ones). */
const RUNNING_POLL_MAX = 6;
export const HISTORY_PAGE_SIZE = 24;
/** Items whose thumbnails are read while the list renders (about the first screen). */
export const FIRST_SCREEN_ITEMS = 10;

function upsert(items: Generation[], generation: Generation): Generation[] {
  const rest = items.filter((item) => item.id !== generation.id);
  return [generation, ...rest].sort(newestFirst);
}

function isRunning(generation: Generation): boolean {
  return !isFinished(generation);
}

export function useHistory(owner: string, filters: HistoryFilters) {
  const [state, setState] = useState<HistoryState>(INITIAL);
  const [reloads, setReloads] = useState(0);
  const { service, status } = filters;

  useEffect(() => {
    let live = true;
    const current = { service, status };
    const update = (next: (s: HistoryState) => HistoryState) => live && setState(next);
    void (async () => {
      const kept = await historyCache.list(owner, current).catch(() => []);
      preloadThumbnails(kept.slice(0, FIRST_SCREEN_ITEMS));
      update(() => ({
        ...INITIAL,
        status: kept.length ? 'ready' : 'loading',
        items: kept,
        total: kept.length,
      }));
      try {
        const page = await generationsApi.list({ ...current, limit: HISTORY_PAGE_SIZE });
        await historyCache
          .remember(owner, page.items, { complete: page.next_cursor === null, filters: current })
          .catch(() => undefined);
        update(() => ({
          status: 'ready',
          items: page.items,
          stale: null,
          nextCursor: page.next_cursor,
          total: page.total,
        }));
      } catch (error) {
        const offline = error instanceof ApiError && error.isNetworkError;
        update((s) =>
          kept.length
            ? { ...s, status: 'ready', stale: offline ? 'offline' : 'failed' }
            : { ...s, status: 'error', stale: null },
        );
      }
    })();
    return () => {
      live = false;
    };
  }, [owner, service, status, reloads]);

  const retry = useCallback(() => setReloads((n) => n + 1), []);

  const loadMore = useCallback(async () => {
    if (!state.nextCursor) return;
    const page = await generationsApi.list({
      service,
      status,
      limit: HISTORY_PAGE_SIZE,
      cursor: state.nextCursor,
    });
    await historyCache
      .remember(owner, page.items, { complete: false, filters: { service, status } })
      .catch(() => undefined);
    setState((s) => ({
      ...s,
      items: page.items.reduce(upsert, s.items),
      nextCursor: page.next_cursor,
      total: page.total,
    }));
  }, [owner, service, status, state.nextCursor]);

  /** A record changed (polled, shared, regenerated): show it where it belongs under the filters. */
  const apply = useCallback(
    (generation: Generation) => {
      void historyCache.put(owner, generation).catch(() => undefined);
      setState((s) => {
        const listed = s.items.some((item) => item.id === generation.id);
        if (!matchesFilters(generation, { service, status }))
          return listed ? { ...s, items: s.items.filter((item) => item.id !== generation.id) } : s;
        return { ...s, items: upsert(s.items, generation), total: listed ? s.total : s.total + 1 };
      });
    },
    [owner, service, status],
  );

  const removed = useCallback(
    (id: string) => {
      void historyCache.forget(owner, id).catch(() => undefined);
      setState((s) => ({
        ...s,
        items: s.items.filter((item) => item.id !== id),
        total: Math.max(0, s.total - 1),
      }));
    },
    [owner],
  );

  // Running items are asked about until they finish (a regeneration, one from another tab).
  const running = state.items.filter(isRunning).slice(0, RUNNING_POLL_MAX);
  const runningIds = running.map((item) => item.id).join(',');
  const poll = useEffectEvent(async () => {
    for (const item of running) {
      const fresh = await generationsApi.get(item.id).catch(() => null);
      if (fresh && fresh.status !== item.status) apply(fresh);
      else if (fresh && fresh.phase !== item.phase) apply(fresh);
    }
  });
  useEffect(() => {
    if (!runningIds || state.stale === 'offline') return;
    const timer = window.setInterval(() => void poll(), RUNNING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [runningIds, state.stale]);

  return { state, retry, loadMore, apply, removed };
}
