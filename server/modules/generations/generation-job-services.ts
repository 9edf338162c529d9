/** Wires the generation pipeline's job side, for the processes that run jobs (README.md here). */
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import type { EngineOutput } from '../../engines/engine';
import { applyVideoWatermark } from '../../adapters/media/video-watermark';
import { applyWatermark } from '../../adapters/media/watermark';
import type { JobServices } from '../../jobs/handlers';
import type { Logger } from '../../logger';
import type { StudioEngines } from '../../studios/studio-module';
import { createGenerationRunner, type Watermark } from './generation-runner';
import { createGenerationRunsRepository } from './generation-runs.repository';
import { createIdempotencyKeysRepository } from './idempotency-keys.repository';
import type { SampleCatalog } from './sample-catalog';

export interface GenerationJobServicesDependencies {
  db: Database;
  storage: Storage;
  engines: StudioEngines;
  samples: SampleCatalog;
  /** Without it, the free plan's mark of server/adapters/media/watermark.ts. */
  watermark?: Watermark;
  logger: Logger;
  generationConcurrency?: number;
  /** Told when a generation has ended (its webhooks, server/modules/webhooks). */
  onGenerationFinished?: (generationId: string) => Promise<void>;
}

/** The mark keeps the picture's size and format, so the rest of the output stays true. */
const watermarkPicture = async (picture: EngineOutput): Promise<EngineOutput> => ({
  ...picture,
  bytes: await applyWatermark(picture.bytes),
});

/** A clip is marked on every frame, and its poster too. */
const watermarkResult: Watermark = async (output) =>
  output.kind === 'video'
    ? {
        ...output,
        bytes: await applyVideoWatermark(output.bytes, output.width, output.height),
        poster: await watermarkPicture(output.poster),
      }
    : watermarkPicture(output);

export function createGenerationJobServices(deps: GenerationJobServicesDependencies): JobServices {
  const keys = createIdempotencyKeysRepository(deps.db);
  return {
    generations: createGenerationRunner({
      ...deps,
      watermark: deps.watermark ?? watermarkResult,
      onFinished: deps.onGenerationFinished,
      repository: createGenerationRunsRepository(deps.db),
    }),
    purgeIdempotencyKeys: (days) => keys.purgeKeys(days),
    logger: deps.logger,
    generationConcurrency: deps.generationConcurrency,
  };
}
