/**
 * GET /api/studios (common/contracts/studios.ts): the studios, their parameters and options,
 * and the engine each runs on here. Public and cacheable: the browser revalidates it by ETag.
 */
import { studiosResponseSchema, type StudioDescription } from '../../../common/contracts/studios';
import { apiRequest } from './client';

export const studiosApi = {
  async list(signal?: AbortSignal): Promise<StudioDescription[]> {
    const answer = await apiRequest<unknown>('/api/studios', { signal });
    return studiosResponseSchema.parse(answer).studios;
  },
};
