/**
 * Virtual try-on on fal's FASHN v1.6 through the queue (docs/engines.md#fashn-try-on). Both photos
 * go inline as data URIs, which FASHN takes ("URL or base64"): no upload round trip, and our users'
 * photos are not left on fal's CDN. The output is downloaded at once, because fal deletes it later
 * (docs/architecture.md#watermark-and-results).
 */
import type { GarmentCategory } from '../../../common/contracts/generations';
import type { TryOnEngine, TryOnInput } from '../engine';
import { dataUri, describeOutput, phaseReporter } from '../hosted-output';
import { falImagesSchema, PHASE_WHILE } from './fal-output';
import { createFalQueueClient, type FalQueueClientOptions, withDeadline } from './fal-queue-client';

export const FAL_TRYON_ENDPOINT = 'fal-ai/fashn/tryon/v1.6';
/** Longest a try-on may take, queue wait included, in ms (FASHN itself takes seconds). */
export const FAL_TRYON_TIMEOUT_MS = 5 * 60_000;

/** FASHN knows tops, bottoms and one-pieces: outerwear is worn on top, a dress is one piece. */
export const FASHN_CATEGORIES = {
  tops: 'tops',
  outerwear: 'tops',
  bottoms: 'bottoms',
  dresses: 'one-pieces',
} as const satisfies Record<GarmentCategory, string>;

export interface FalTryOnEngineOptions extends FalQueueClientOptions {
  /** Default FAL_TRYON_TIMEOUT_MS. */
  timeoutMs?: number;
}

export function createFalTryOnEngine(options: FalTryOnEngineOptions): TryOnEngine {
  const client = createFalQueueClient(options);
  const timeoutMs = options.timeoutMs ?? FAL_TRYON_TIMEOUT_MS;
  return {
    name: 'fal',
    quality: 'standard',
    tryOn: (input, run) =>
      withDeadline(run.signal, timeoutMs, async (signal) => {
        const enter = phaseReporter(run);
        await enter('analysing');
        const output = await client.run(FAL_TRYON_ENDPOINT, fashnInput(input), falImagesSchema, {
          signal,
          onStatus: (status) => enter(PHASE_WHILE[status]),
        });
        await enter('completing');
        const bytes = await client.download(output.images[0].url, signal);
        return describeOutput(bytes, 'fal');
      }),
  };
}

function fashnInput({ model, garment, category }: TryOnInput) {
  return {
    model_image: dataUri(model),
    garment_image: dataUri(garment),
    category: FASHN_CATEGORIES[category],
    output_format: 'png',
    num_samples: 1,
  };
}
