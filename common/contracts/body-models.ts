/**
 * The body models' HTTP contract (docs/studios.md "Body models"): POST/GET /api/body-models,
 * DELETE /api/body-models/:id. A body model is one of the user's pictures in the asset library
 * marked as a model to dress: the dashboard lists them, and the try-on studio offers them as
 * models.
 */
import { z } from 'zod';
import { assetSchema } from './assets';

/** The most body models a user keeps; the list shows them all. */
export const BODY_MODEL_LIMIT = 50;

export const bodyModelSchema = z.object({
  id: z.string(),
  /** The picture, as the asset library shows it (signed URLs). */
  asset: assetSchema,
  /** The body generator's generation it came from, while that exists. */
  generation_id: z.string().nullable(),
  /** The parameters it was made with (height_cm, weight_kg, …), when it was generated. */
  params: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type BodyModel = z.infer<typeof bodyModelSchema>;

/** Marks one of the user's images as a body model; `generation_id` when it is a result. */
export const createBodyModelSchema = z.object({
  asset_id: z.uuid(),
  generation_id: z.uuid().optional(),
});
export type CreateBodyModel = z.infer<typeof createBodyModelSchema>;

export const bodyModelListResponseSchema = z.object({ items: z.array(bodyModelSchema) });
export type BodyModelListResponse = z.infer<typeof bodyModelListResponseSchema>;

/** Stable codes of the body models' refusals, beside common/contracts/errors.ts. */
export const BODY_MODEL_ERRORS = {
  /** 409: the user already keeps BODY_MODEL_LIMIT body models. */
  limitReached: 'body_model_limit_reached',
  /** 404: `generation_id` names no successful body generator result of the user's. */
  generationNotFound: 'body_generation_not_found',
} as const;
