/**
 * What every hosted engine (fal, Replicate) does around its provider's call (docs/engines.md
 * "The fal engine", "Replicate and Cog"): photos sent inline as data URIs, phases reported once
 * each, and the output checked to be a picture we store, its size and type read from its bytes.
 */
import sharp from 'sharp';
import { GENERATION_PHASES, type GenerationPhase } from '../../common/contracts/generations';
import { EngineError, type EngineImage, type EngineOutput, type EngineRun } from './engine';

/** The formats we store; the hosted image models answer PNG, JPEG or WebP. */
const OUTPUT_TYPES: Partial<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** A photo inline ("URL or base64" inputs): nothing of our users' left on a provider's CDN. */
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

/** Size and type from the bytes themselves: providers' width/height fields are optional. */
export async function describeOutput(bytes: Buffer, provider: string): Promise<EngineOutput> {
  const { format, width, height } = await sharp(bytes)
    .metadata()
    .catch((error: unknown) => {
      throw new EngineError('provider_failed', `${provider} output is not an image`, false, {
        cause: error,
      });
    });
  const contentType = OUTPUT_TYPES[format];
  if (!contentType || !width || !height) {
    throw new EngineError(
      'provider_failed',
      `${provider} output is a ${format} image we do not store`,
    );
  }
  return { bytes, contentType, width, height };
}
