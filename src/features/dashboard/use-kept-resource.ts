/**
 * A dashboard section's data from the server, kept on the device as it arrives; when the server
 * cannot be reached (or refuses), the kept copy is shown instead of an error, marked stale so the
 * page shows the offline banner.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { useApiResource, type ApiResource } from '../../lib/api/use-api-resource';
import { dashboardCache } from './dashboard-cache';

/** Why the data shown is the device's copy, as on /history. */
export type Staleness = 'offline' | 'failed';

export type KeptResource<T> =
  ApiResource<T> | { status: 'ready'; data: T; stale: Staleness; retry: () => void };

export function useKeptResource<T>(
  key: string,
  kept: { owner: string; section: string },
  load: (signal: AbortSignal) => Promise<T>,
): KeptResource<T> {
  const resource = useApiResource(key, load);
  const { owner, section } = kept;
  // The kept copy, read once the server has failed, for the key it failed on.
  const [fallback, setFallback] = useState<{ key: string; data: T | null } | null>(null);
  const ready = resource.status === 'ready' ? resource.data : undefined;
  const failed = resource.status === 'error';

  useEffect(() => {
    if (ready !== undefined) void dashboardCache.put(owner, section, ready).catch(() => undefined);
  }, [ready, owner, section]);

  useEffect(() => {
    if (!failed) return;
    let live = true;
    dashboardCache.get<T>(owner, section).then(
      (data) => live && setFallback({ key, data: data ?? null }),
      () => live && setFallback({ key, data: null }),
    );
    return () => {
      live = false;
    };
  }, [failed, key, owner, section]);

  if (resource.status !== 'error') return resource;
  // Until the device has answered, keep the skeleton rather than flash an error.
  if (!fallback || fallback.key !== key) return { status: 'loading', retry: resource.retry };
  if (fallback.data === null) return resource;
  const offline = resource.error instanceof ApiError && resource.error.isNetworkError;
  return {
    status: 'ready',
    data: fallback.data,
    stale: offline ? 'offline' : 'failed',
    retry: resource.retry,
  };
}

/** Whether a resource shows the device's copy, and why. */
export function stalenessOf(resource: KeptResource<unknown>): Staleness | null {
  return 'stale' in resource ? resource.stale : null;
}
