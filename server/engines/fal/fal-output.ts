/**
 * What every fal engine does around the queue call (docs/engines.md "The fal engine"): photos
 * sent inline as data URIs, the queue's statuses reported as our phases, and the output checked
 * to be a picture we store, its size and type read from its bytes.
 */
import sharp from 'sharp';
import { z } from 'zod';
import { GENERATION_PHASES, type GenerationPhase } from '../../../common/contracts/generations';
import { EngineError, type EngineImage, type EngineOutput, type EngineRun } from '../engine';
import type { FalQueueStatus } from './fal-queue-client';

/** The phase a queue status means; COMPLETED leads to 'completing' once the result is in. */
export const PHASE_WHILE: Partial<Record<FalQueueStatus, GenerationPhase>> = {
  IN_QUEUE: 'processing',
  IN_PROGRESS: 'generating',
};

/** The formats we store; fal's image models answer PNG, JPEG or WebP. */
const OUTPUT_TYPES: Partial<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const imageFileSchema = z.object({ url: z.string().min(1) });
/** `{images: File[]}`, at least one: what fal's image models answer. */
export const falImagesSchema = z.object({ images: z.tuple([imageFileSchema], imageFileSchema) });

/** A photo inline, as fal's image inputs take it ("URL or base64"): nothing left on fal's CDN. */
export function dataUri(image: Pick<EngineImage, 'bytes' | 'contentType'>): string {
  return `data:${image.contentType};base64,${image.bytes.toString('base64')}`;
}

/** Reports each phase once and never goes back: statuses repeat at every poll. */
export function phaseReporter(run: EngineRun) {
  let reached = -1;
  return async (phase: GenerationPhase | undefined) => {
    const index = phase ? GENERATION_PHASES.indexOf(phase) : -1;
    if (!phase || index <= reached) return;
    reached = index;
    await run.onPhase(phase);
  };
}

/** Size and type from the bytes themselves: fal's width/height fields are optional. */
export async function describeOutput(bytes: Buffer): Promise<EngineOutput> {
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
