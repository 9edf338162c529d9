/**
 * Image-editing samples: a drawn scene spoiled like a phone photo (the "before"), corrected
 * with the preset's adjustments (the "after"); recipes.ts has the steps.
 */
import sharp from 'sharp';
import type { ServiceSample } from '../../src/features/marketing/services/service-samples';
import { EDITING_RECIPES } from './recipes';
import type { SampleMakers } from './sample-maker';

const made = new Map<string, Promise<{ before: Buffer; after: Buffer }>>();

/** The spoiled and corrected pictures of an editing sample (computed once per run). */
export function editedScene(sample: ServiceSample): Promise<{ before: Buffer; after: Buffer }> {
  const recipe = EDITING_RECIPES[sample.id];
  if (!recipe) throw new Error(`No editing recipe for "${sample.id}"`);
  let result = made.get(sample.id);
  if (!result) {
    result = (async () => {
      const scene = await sharp(Buffer.from(recipe.scene(sample)))
        .removeAlpha()
        .toBuffer();
      // The "after" is computed from the spoiled picture itself, as a user's photo would be.
      const before = await recipe.spoil(sharp(scene)).png().toBuffer();
      const after = await (await recipe.correct(before)).png().toBuffer();
      return { before, after };
    })();
    made.set(sample.id, result);
  }
  return result;
}

export const EDITING_MAKERS: SampleMakers = Object.fromEntries(
  Object.keys(EDITING_RECIPES).map((id) => [
    id,
    async (sample: ServiceSample) => {
      const { before, after } = await editedScene(sample);
      return { before: sharp(before), after: sharp(after) };
    },
  ]),
);
