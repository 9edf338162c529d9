/**
 * The studios on Replicate, or on a Cog container of our own (docs/engines.md "Replicate and
 * Cog"). Each studio's model and the names of its inputs:
 *
 * - try-on: REPLICATE_TRYON_MODEL, with FASHN's input names (`model_image`, `garment_image`,
 *   `category` tops/bottoms/one-pieces), which the open FASHN VTON v1.5 takes in its Cog image;
 * - hairstyle: FLUX Kontext Pro edits the portrait from a prompt; with a painted mask, FLUX Fill
 *   Pro repaints only the hair;
 * - body: FLUX.1 [dev] from the prompt; with a face photo, FLUX Kontext Pro draws that person.
 *
 * Photos go inline as data URIs (no upload round trip, nothing left on a CDN).
 */
import type { BodyEngine } from '../body-engine';
import type { TryOnEngine } from '../engine';
import { FASHN_CATEGORIES } from '../fal/fal-tryon-engine';
import { bodyPrompt } from '../body-prompt';
import type { HairEngine } from '../hair-engine';
import { hairEditPrompt, maskedHairPrompt } from '../hair-prompts';
import { dataUri } from '../hosted-output';
import { createReplicateClient, type ReplicateClientOptions } from './replicate-client';
import { runReplicateImage } from './replicate-run';

export const REPLICATE_MODELS = {
  edit: 'black-forest-labs/flux-kontext-pro',
  fill: 'black-forest-labs/flux-fill-pro',
  text: 'black-forest-labs/flux-dev',
} as const;

const LABEL = { name: 'replicate', quality: 'standard' } as const;

export function createReplicateTryOnEngine(
  options: ReplicateClientOptions & { model: string },
): TryOnEngine {
  const client = createReplicateClient(options);
  return {
    ...LABEL,
    tryOn: ({ model, garment, category }, run) =>
      runReplicateImage(
        client,
        options.model,
        {
          model_image: dataUri(model),
          garment_image: dataUri(garment),
          category: FASHN_CATEGORIES[category],
          output_format: 'png',
        },
        run,
      ),
  };
}

export function createReplicateHairEngine(options: ReplicateClientOptions): HairEngine {
  const client = createReplicateClient(options);
  return {
    ...LABEL,
    changeHair: (input, run) =>
      input.mask
        ? runReplicateImage(
            client,
            REPLICATE_MODELS.fill,
            {
              image: dataUri(input.image),
              mask: dataUri(input.mask),
              prompt: maskedHairPrompt(input),
              output_format: 'png',
            },
            run,
          )
        : runReplicateImage(
            client,
            REPLICATE_MODELS.edit,
            {
              input_image: dataUri(input.image),
              prompt: hairEditPrompt(input),
              aspect_ratio: 'match_input_image',
              output_format: 'png',
              safety_tolerance: 2,
            },
            run,
          ),
  };
}

export function createReplicateBodyEngine(options: ReplicateClientOptions): BodyEngine {
  const client = createReplicateClient(options);
  return {
    ...LABEL,
    generate: (input, run) =>
      input.face
        ? runReplicateImage(
            client,
            REPLICATE_MODELS.edit,
            {
              input_image: dataUri(input.face),
              prompt: `A full-body photograph of this same person. ${bodyPrompt(input)}`,
              aspect_ratio: input.aspectRatio,
              output_format: 'png',
              safety_tolerance: 2,
            },
            run,
          )
        : runReplicateImage(
            client,
            REPLICATE_MODELS.text,
            {
              prompt: bodyPrompt(input),
              aspect_ratio: input.aspectRatio,
              num_outputs: 1,
              output_format: 'png',
            },
            run,
          ),
  };
}
