/**
 * The engine this server runs the image-to-video studio on (GET /api/studios), which decides
 * the models offered (common/studios/video-models.ts videoModelsFor). Until the answer comes,
 * or without one, the default configuration's local engine: the server decides anyway.
 */
import { studiosApi } from '../../lib/api/studios';
import { useApiResource } from '../../lib/api/use-api-resource';

export function useVideoEngine(): { engine: string; known: boolean } {
  const studios = useApiResource('studios', (signal) => studiosApi.list(signal));
  const engine =
    studios.status === 'ready'
      ? studios.data.find((studio) => studio.service === 'image-to-video')?.engine
      : null;
  return { engine: engine ?? 'local', known: Boolean(engine) };
}
