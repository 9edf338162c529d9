/**
 * Body models (docs/studios.md "Body models"): one of the user's images marked as a model to
 * dress, most often a body generator result the user saved to the asset library, kept with the
 * parameters it was made with. Marking the same asset again answers the model it already is.
 */
import {
  BODY_MODEL_ERRORS,
  BODY_MODEL_LIMIT,
  type BodyModel,
  type BodyModelListResponse,
  type CreateBodyModel,
} from '../../../common/contracts/body-models';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { HttpError } from '../../http/errors';
import { assetNotFound, unsupportedFileType } from '../assets/asset-errors';
import type { AssetsRepository } from '../assets/assets.repository';
import type { AssetView } from '../assets/asset-view';
import type { GenerationsRepository } from '../generations/generations.repository';
import type { BodyModelsRepository, BodyModelWithAsset } from './body-models.repository';

export interface BodyModelsServiceDependencies {
  repository: BodyModelsRepository;
  assets: Pick<AssetsRepository, 'findById'>;
  generations: Pick<GenerationsRepository, 'findOwned'>;
  assetView: AssetView;
}

const limitReached = () =>
  new HttpError(
    409,
    BODY_MODEL_ERRORS.limitReached,
    `You keep ${BODY_MODEL_LIMIT} body models already. Remove one to add another.`,
  );

const generationNotFound = () =>
  new HttpError(
    404,
    BODY_MODEL_ERRORS.generationNotFound,
    'This is not one of your finished body generator results.',
  );

const bodyModelNotFound = () =>
  new HttpError(404, ERROR_CODES.notFound, 'This body model does not exist or was removed.');

export function createBodyModelsService(deps: BodyModelsServiceDependencies) {
  const { repository, assets, generations, assetView } = deps;

  const view = ({ model, asset }: BodyModelWithAsset): BodyModel => ({
    id: model.id,
    asset: assetView(asset),
    generation_id: model.generationId,
    params: model.params,
    created_at: model.createdAt.toISOString(),
  });

  /** The parameters of the user's successful body generator result, or the 404 of another. */
  async function paramsOf(userId: string, generationId: string) {
    const generation = await generations.findOwned(userId, generationId);
    if (generation?.service !== 'body-generator' || generation.status !== 'success') {
      throw generationNotFound();
    }
    return generation.params;
  }

  return {
    /** `created` is false when the asset was a body model already: that one comes back. */
    async create(
      userId: string,
      request: CreateBodyModel,
    ): Promise<{ bodyModel: BodyModel; created: boolean }> {
      const asset = await assets.findById(request.asset_id);
      if (!asset || asset.userId !== userId) throw assetNotFound();
      if (asset.kind !== 'image') throw unsupportedFileType();
      const existing = await repository.findByAsset(asset.id);
      if (existing) return { bodyModel: view({ model: existing, asset }), created: false };
      const params = request.generation_id ? await paramsOf(userId, request.generation_id) : null;
      const outcome = await repository.insertWithin(
        { userId, assetId: asset.id, generationId: request.generation_id ?? null, params },
        BODY_MODEL_LIMIT,
      );
      if (outcome === 'limit_reached') throw limitReached();
      return { bodyModel: view({ model: outcome.model, asset }), created: outcome.created };
    },

    async list(userId: string): Promise<BodyModelListResponse> {
      return { items: (await repository.list(userId, BODY_MODEL_LIMIT)).map(view) };
    },

    /** Removes the mark; the picture stays in the asset library. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteOwned(userId, id))) throw bodyModelNotFound();
    },
  };
}
export type BodyModelsService = ReturnType<typeof createBodyModelsService>;
