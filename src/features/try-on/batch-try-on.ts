/**
 * Batch try-on from the studio (docs/studios.md "Batch try-on"): the wizard's model and garment
 * plus the extra models (one garment on each) or extra garments (each on the one model), sent
 * as one request on plans with batch processing. A picture from this device is first kept in
 * the asset library: a batch names its pictures by asset or sample id.
 */
import {
  type BatchPicture,
  type BatchTryOnRequest,
  batchTryOnResponseSchema,
  type BatchTryOnResponse,
} from '../../../common/contracts/batch-tryon';
import {
  type GarmentCategory,
  IDEMPOTENCY_KEY_HEADER,
} from '../../../common/contracts/generations';
import { MAX_BATCH_OUTPUTS, PLANS, type PlanId } from '../../../common/plans';
import { apiRequest } from '../../lib/api/client';
import { newIdempotencyKey } from '../../lib/api/generations';
import type { InputSource } from '../../lib/generation/studio-request';
import type { PickedImage } from './try-on-machine';

/** Which side of the look is several: more models in the garment, or more garments on the model. */
export type BatchMode = 'models' | 'garments';

/** Extra pictures a batch may add to the wizard's own pick. */
export const MAX_BATCH_EXTRAS = MAX_BATCH_OUTPUTS - 1;

export const planHasBatch = (planId: PlanId | undefined) =>
  PLANS[planId ?? 'free_trial'].gates.batch;

/** Keeps a picture from this device in the asset library, to name it by its id. */
async function uploadAsset(source: Extract<InputSource, { kind: 'file' }>): Promise<string> {
  const form = new FormData();
  form.append('file', source.blob, source.name);
  const asset = await apiRequest<{ id: string }>('/api/assets', { method: 'POST', body: form });
  return asset.id;
}

async function pictureOf(pick: PickedImage): Promise<BatchPicture> {
  const { source } = pick;
  if (source.kind === 'sample') return { sample_id: source.id };
  if (source.kind === 'asset') return { asset_id: source.id };
  return { asset_id: await uploadAsset(source) };
}

export interface BatchChoice {
  mode: BatchMode;
  model: PickedImage;
  garment: PickedImage;
  extras: readonly PickedImage[];
  category: GarmentCategory;
}

/** The request's lists: the wizard's pick first, then the extras in the order they were added. */
export async function batchRequestOf(choice: BatchChoice): Promise<BatchTryOnRequest> {
  const { mode, model, garment, extras, category } = choice;
  const several = await Promise.all(
    [mode === 'models' ? model : garment, ...extras].map(pictureOf),
  );
  const one = [await pictureOf(mode === 'models' ? garment : model)];
  return mode === 'models'
    ? { category, models: several, garments: one }
    : { category, models: one, garments: several };
}

/** POST /api/ai/virtual-tryon with the lists: 202 with one generation per output. */
export async function startBatch(
  request: BatchTryOnRequest,
  key: string = newIdempotencyKey(),
): Promise<BatchTryOnResponse> {
  const answer = await apiRequest<unknown>('/api/ai/virtual-tryon', {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
  return batchTryOnResponseSchema.parse(answer);
}
