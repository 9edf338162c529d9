/**
 * Try-on on the run lifecycle (src/lib/generation/README.md): its choice is the request — the
 * model and garment pictures by their registry fields, the garment category as the parameter —
 * and a kept request gives the choice back.
 */
import { garmentCategorySchema } from '../../../common/contracts/generations';
import type { GenerationParts } from '../../lib/api/generations';
import type { StudioRunSpec } from '../../lib/generation/studio-run-spec';
import { studioRequestParts, type InputSource } from '../../lib/generation/studio-request';
import { DEFAULT_CATEGORY, type PickedImage, type TryOnChoice } from './try-on-machine';

export const TRY_ON_RUN: StudioRunSpec<TryOnChoice> = {
  service: 'virtual-tryon',
  requestOf: ({ model, garment, category }) => ({
    picks: { model, garment },
    params: { category },
  }),
  choiceOf: ({ picks, params }) => {
    const category = garmentCategorySchema.safeParse(params.category);
    return {
      model: (picks.model as PickedImage | null | undefined) ?? null,
      garment: (picks.garment as PickedImage | null | undefined) ?? null,
      category: category.success ? category.data : DEFAULT_CATEGORY,
    };
  },
  canGenerate: ({ model, garment }) => Boolean(model && garment),
};

/** A try-on request as the form the server and the outbox take (model, garment, category). */
export function tryOnParts(request: {
  model: InputSource;
  garment: InputSource;
  category: TryOnChoice['category'];
}): GenerationParts {
  const { model, garment, category } = request;
  return studioRequestParts('virtual-tryon', { inputs: { model, garment }, params: { category } });
}
