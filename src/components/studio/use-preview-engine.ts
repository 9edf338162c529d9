/**
 * Whether a studio runs on the local preview engine here (GET /api/studios). Until the answer
 * comes (or when it cannot be had) it is taken to, as the default configuration does: the
 * server decides anyway.
 */
import type { ServiceSlug } from '../../../common/studios/studios';
import { studiosApi } from '../../lib/api/studios';
import { useApiResource } from '../../lib/api/use-api-resource';

export function usePreviewEngine(service: ServiceSlug): boolean {
  const studios = useApiResource('studios', (signal) => studiosApi.list(signal));
  if (studios.status !== 'ready') return true;
  return studios.data.find((studio) => studio.service === service)?.quality !== 'standard';
}
