/**
 * Wires the generation pipeline's HTTP side: repository, inputs, service, progress events,
 * routes, and GET /api/studios. The job side (generation-job-services.ts) is wired by the
 * processes that run jobs.
 */
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';
import { createStoredFileSource } from '../../adapters/storage/stored-file-source';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { createGenerationJobs } from '../../jobs/generation-jobs';
import type { Queue } from '../../jobs/queue';
import { createAssetsRepository } from '../assets/assets.repository';
import type { AuthGuards } from '../auth/auth.guards';
import { createBatchTryOn } from './batch-tryon.service';
import { createGenerationEvents } from './generation-events.service';
import { generationEventsRoutes } from './generation-events.routes';
import { createGenerationFiles } from './generation-files.service';
import { createGenerationInputs } from './generation-inputs.service';
import { createGenerationMediaUrls } from './generation-media-urls';
import { generationPublicRoutes } from './generation-public.routes';
import { createGenerationSignals } from './generation-signals';
import { createGenerationView } from './generation-view';
import { createGenerationsRepository } from './generations.repository';
import { generationsRoutes } from './generations.routes';
import { createIdempotencyKeysRepository } from './idempotency-keys.repository';
import { createGenerationsService, type StudioEngineLabels } from './generations.service';
import type { SampleCatalog } from './sample-catalog';
import { studioCatalogRoutes } from './studio-catalog.routes';
import { createRunDurationsRepository } from './run-durations.repository';
import { createStudioCatalog } from './studio-catalog.service';
import { createStudioDurations } from './studio-durations.service';

export interface GenerationsModuleDependencies {
  config: Config;
  database: DatabaseHandle;
  guards: AuthGuards;
  clock: Clock;
  attempts: AttemptLimiter;
  storage: Storage;
  queue: Queue;
  /**
   * What each studio's generations are queued for (engine-labels.ts); a studio without one
   * takes no generations.
   */
  engines: StudioEngineLabels;
  samples: SampleCatalog;
}

export async function registerGenerationsModule(
  app: FastifyInstance,
  deps: GenerationsModuleDependencies,
) {
  const { config, database, guards, clock, attempts, storage, queue, engines, samples } = deps;
  const repository = createGenerationsRepository(database.db);
  const urls = createGenerationMediaUrls(config.JWT_SECRET, clock);
  const view = createGenerationView(urls);
  const keys = createIdempotencyKeysRepository(database.db);
  const inputs = createGenerationInputs({
    storage,
    assets: createAssetsRepository(database.db),
    samples,
  });
  const jobs = createGenerationJobs(queue);
  const generations = createGenerationsService({
    repository,
    keys,
    inputs,
    storage,
    view,
    jobs,
    engines,
    clock,
    logger: app.log,
  });
  const batch = createBatchTryOn({ repository, keys, inputs, view, jobs, engines, clock });
  const signals = await createGenerationSignals(database, app.log);
  app.addHook('onClose', () => signals.close());
  const events = createGenerationEvents({ repository, view, signals });

  await app.register(studioCatalogRoutes, {
    catalog: createStudioCatalog(engines),
    durations: createStudioDurations({
      repository: createRunDurationsRepository(database.db),
      clock,
    }),
  });
  await app.register(generationsRoutes, { generations, batch, guards, attempts });
  await app.register(generationEventsRoutes, { events, guards });
  await app.register(generationPublicRoutes, {
    generations,
    files: createGenerationFiles({
      repository,
      files: createStoredFileSource(storage, { redirect: config.STORAGE_REDIRECT }),
      urls,
    }),
  });
  return { view };
}
