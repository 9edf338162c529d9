/**
 * The body models' calls (common/contracts/body-models.ts): the dashboard lists them, the
 * try-on studio offers them as models, the body generator saves its results as them.
 */
import {
  bodyModelListResponseSchema,
  bodyModelSchema,
  type BodyModel,
  type CreateBodyModel,
} from '../../../common/contracts/body-models';
import { apiRequest } from './client';

export const bodyModelsApi = {
  async list(signal?: AbortSignal): Promise<BodyModel[]> {
    const answer = await apiRequest<unknown>('/api/body-models', { signal });
    return bodyModelListResponseSchema.parse(answer).items;
  },

  /** Marks one of the user's assets as a body model (the same one again if it is already). */
  async create(request: CreateBodyModel): Promise<BodyModel> {
    const answer = await apiRequest<unknown>('/api/body-models', {
      method: 'POST',
      body: request,
    });
    return bodyModelSchema.parse(answer);
  },

  remove: (id: string) =>
    apiRequest<null>(`/api/body-models/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
