/**
 * Which engine a studio runs on here (GET /api/studios), and whether it is the local preview
 * engine. Until the answer comes (or when it cannot be had) it is taken to be the local one, as
 * the default configuration does: the server decides anyway.
 */
import type { ServiceSlug } from '../../../common/studios/studios';
import { studiosApi } from '../../lib/api/studios';
import { useApiResource } from '../../lib/api/use-api-resource';

/** The default engine, assumed until the catalogue says otherwise. */
const DEFAULT_ENGINE = 'local';

/** The studio's engine name (`local`, `fal`, …). */
export function useStudioEngine(service: ServiceSlug): string {
  const studios = useApiResource('studios', (signal) => studiosApi.list(signal));
  if (studios.status !== 'ready') return DEFAULT_ENGINE;
  return studios.data.find((studio) => studio.service === service)?.engine ?? DEFAULT_ENGINE;
}

export function usePreviewEngine(service: ServiceSlug): boolean {
  const studios = useApiResource('studios', (signal) => studiosApi.list(signal));
  if (studios.status !== 'ready') return true;
  return studios.data.find((studio) => studio.service === service)?.quality !== 'standard';
}
