/**
 * The server process (`npm start`, `npm run dev`): the API and the built PWA on one port and,
 * unless WORKERS=0, the job handlers in the same process (docs/architecture.md#what-runs-where).
 */
import { createStorage } from './adapters/storage/create-storage';
import { buildApp } from './app';
import { seed } from './seed';
import { devToolsSummary } from './dev-tools';
import { createEngines } from './studios/create-studio-engines';
import { registerJobHandlers } from './jobs/handlers';
import { openDatabaseAndQueue, runEntryPoint } from './lifecycle';
import { createAccountJobs } from './modules/account/account-jobs';
import { createBillingJobs } from './modules/payments/billing-jobs';
import { createGenerationJobServices } from './modules/generations/generation-job-services';
import { createShippedSamples } from './modules/generations/shipped-samples';
import { engineLabelsFrom } from './modules/generations/engine-labels';
import { startEngineSettings } from './modules/engine-settings/start-engine-settings';
import { createWebhookJobs } from './modules/webhooks/webhooks.module';

runEntryPoint(async (context) => {
  const { config, logger, onShutdown } = context;
  // Before anything opens: a configuration no engine can serve stops the start here.
  const engines = createEngines(config);
  // Registered first, closed last: jobs still finishing at shutdown write to it.
  const { storage, close: closeStorage } = createStorage(config);
  onShutdown('storage', closeStorage);
  const { database, queue } = await openDatabaseAndQueue(context);
  await seed(database.db, { config, logger });
  logger.info(devToolsSummary(config));
  const samples = createShippedSamples();
  const labels = engineLabelsFrom(config);
  const engineSettings = await startEngineSettings(
    { db: database.db, config, logger, labels, engines },
    onShutdown,
  );
  if (config.WORKERS !== '0') {
    const accountJobs = createAccountJobs({ db: database.db, storage, config, logger });
    const webhooks = createWebhookJobs({ db: database.db, queue, config, logger });
    await registerJobHandlers(queue, {
      ...createGenerationJobServices({
        db: database.db,
        storage,
        engines,
        samples,
        logger,
        onGenerationFinished: webhooks.generationFinished,
      }),
      accounts: accountJobs,
      webhooks,
      billing: createBillingJobs({ db: database.db, config, logger }),
    });
  }

  const app = await buildApp({
    config,
    database,
    queue,
    logger,
    storage,
    engines: labels,
    engineSettings,
    samples,
  });
  // Closed first: in-flight requests finish while the queue and the database are still open.
  onShutdown('HTTP server', () => app.close());
  await app.listen({
    host: config.HOST,
    port: config.PORT,
    // Fastify's "listening" line, made the one line that says the server is ready, and where.
    listenTextResolver: (address) => `ready at ${config.PUBLIC_URL} (listening on ${address})`,
  });
});
