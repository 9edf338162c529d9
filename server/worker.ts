/**
 * A worker-only process for scale mode (`npm run worker`): it runs the job handlers against the
 * shared PostgreSQL and serves no HTTP. Start as many as the load needs.
 */
import { createStorage } from './adapters/storage/create-storage';
import { createEngines } from './studios/create-studio-engines';
import { registerJobHandlers } from './jobs/handlers';
import { generationQueueOf, JOB_NAMES } from './jobs/job-names';
import { openDatabaseAndQueue, runEntryPoint } from './lifecycle';
import { createAccountJobs } from './modules/account/account-jobs';
import { createBillingJobs } from './modules/payments/billing-jobs';
import { createGenerationJobServices } from './modules/generations/generation-job-services';
import { createWebhookJobs } from './modules/webhooks/webhooks.module';
import { createShippedSamples } from './modules/generations/shipped-samples';
import { engineLabelsFrom } from './modules/generations/engine-labels';
import { startEngineSettings } from './modules/engine-settings/start-engine-settings';
import { StartupError } from './startup-error';

runEntryPoint(async (context) => {
  const { config, logger, onShutdown } = context;
  if (!config.DATABASE_URL) {
    // PGlite allows one process per data directory, and the server process runs its jobs itself.
    throw new StartupError(
      'npm run worker needs DATABASE_URL (scale mode); with PGlite the server runs the jobs.',
    );
  }
  const engines = createEngines(config);
  // Registered first, closed last: jobs still finishing at shutdown write to it.
  const { storage, close: closeStorage } = createStorage(config);
  onShutdown('storage', closeStorage);
  const { database, queue } = await openDatabaseAndQueue(context);
  await startEngineSettings(
    { db: database.db, config, logger, labels: engineLabelsFrom(config), engines },
    onShutdown,
  );
  const accountJobs = createAccountJobs({ db: database.db, storage, config, logger });
  const webhooks = createWebhookJobs({ db: database.db, queue, config, logger });
  await registerJobHandlers(queue, {
    ...createGenerationJobServices({
      db: database.db,
      storage,
      engines,
      samples: createShippedSamples(),
      logger,
      onGenerationFinished: webhooks.generationFinished,
    }),
    accounts: accountJobs,
    webhooks,
    billing: createBillingJobs({ db: database.db, config, logger }),
  });
  const studios = Object.keys(engines) as (keyof typeof engines)[];
  const queues = [...Object.values(JOB_NAMES), ...studios.map(generationQueueOf)];
  logger.info({ queues }, 'worker ready');
});
