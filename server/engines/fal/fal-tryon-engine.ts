/**
 * Virtual try-on on fal's FASHN v1.6 through the queue (docs/engines.md#fashn-try-on). Both photos
 * go inline as data URIs, which FASHN takes ("URL or base64"): no upload round trip, and our users'
 * photos are not left on fal's CDN. The output is downloaded at once, because fal deletes it later
 * (docs/architecture.md#watermark-and-results).
 */
import sharp from 'sharp';
import { z } from 'zod';
import {
  GENERATION_PHASES,
  type GarmentCategory,
  type GenerationPhase,
} from '../../../common/contracts/generations';
import {
  EngineError,
  type EngineImage,
  type EngineOutput,
  type EngineRun,
  type TryOnEngine,
  type TryOnInput,
} from '../engine';
import {
  createFalQueueClient,
  type FalQueueClientOptions,
  type FalQueueStatus,
  withDeadline,
} from './fal-queue-client';

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

/** The phase a queue status means; COMPLETED leads to 'completing' once the result is in. */
const PHASE_WHILE: Partial<Record<FalQueueStatus, GenerationPhase>> = {
  IN_QUEUE: 'processing',
  IN_PROGRESS: 'generating',
};

/** The formats we store; FASHN answers PNG (asked for) or JPEG. */
const OUTPUT_TYPES: Partial<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const imageFileSchema = z.object({ url: z.string().min(1) });
/** `{images: File[]}`, at least one: FASHN makes one sample unless asked for more. */
const outputSchema = z.object({ images: z.tuple([imageFileSchema], imageFileSchema) });

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
        const output = await client.run(FAL_TRYON_ENDPOINT, fashnInput(input), outputSchema, {
          signal,
          onStatus: (status) => enter(PHASE_WHILE[status]),
        });
        await enter('completing');
        const bytes = await client.download(output.images[0].url, signal);
        return describeOutput(bytes);
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

function dataUri(image: EngineImage): string {
  return `data:${image.contentType};base64,${image.bytes.toString('base64')}`;
}

/** Reports each phase once and never goes back: statuses repeat at every poll. */
function phaseReporter(run: EngineRun) {
  let reached = -1;
  return async (phase: GenerationPhase | undefined) => {
    const index = phase ? GENERATION_PHASES.indexOf(phase) : -1;
    if (!phase || index <= reached) return;
    reached = index;
    await run.onPhase(phase);
  };
}

/** Size and type from the bytes themselves: fal's width/height fields are optional. */
async function describeOutput(bytes: Buffer): Promise<EngineOutput> {
  const { format, width, height } = await sharp(bytes)
    .metadata()
    .catch((error: unknown) => {
      throw new EngineError('provider_failed', 'fal output is not an image', false, {
        cause: error,
      });
    });
  const contentType = OUTPUT_TYPES[format];
  if (!contentType || !width || !height) {
    throw new EngineError('provider_failed', `fal output is a ${format} image we do not store`);
  }
  return { bytes, contentType, width, height };
}
