/**
 * The job handlers of a test, registered as main.ts and worker.ts register them but on test
 * engines, the test samples and the test's storage. The test app's workers, a crash test's
 * second queue and the worker process of worker-entry.ts all start here.
 */
import type { Storage } from '../../../server/adapters/storage/storage';
import type { DatabaseHandle } from '../../../server/db/client';
import { type AccountJobs, registerJobHandlers } from '../../../server/jobs/handlers';
import type { Queue } from '../../../server/jobs/queue';
import type { Logger } from '../../../server/logger';
import { createGenerationJobServices } from '../../../server/modules/generations/generation-job-services';
import type { Watermark } from '../../../server/modules/generations/generation-runner';
import type { StudioEngines } from '../../../server/studios/studio-module';
import type { createWebhookJobs } from '../../../server/modules/webhooks/webhooks.module';
import { testSamples } from './test-samples';

export interface TestWorkers {
  database: DatabaseHandle;
  storage: Storage;
  /** The studios whose jobs run here, each on its engine. */
  engines: StudioEngines;
  logger: Logger;
  /** Without it results are stored as the engine made them (the mark has tests of its own). */
  watermark?: Watermark;
  /** The profile page's jobs; without them their queues are not worked here. */
  accounts?: AccountJobs;
  /** Webhook deliveries and the generation events; without them no webhook is sent. */
  webhooks?: ReturnType<typeof createWebhookJobs>;
}

export async function registerTestWorkers(queue: Queue, workers: TestWorkers): Promise<void> {
  await registerJobHandlers(queue, {
    ...createGenerationJobServices({
      db: workers.database.db,
      storage: workers.storage,
      engines: workers.engines,
      samples: testSamples(),
      watermark: workers.watermark ?? (async (output) => output),
      logger: workers.logger,
      onGenerationFinished: workers.webhooks?.generationFinished,
    }),
    accounts: workers.accounts,
    webhooks: workers.webhooks,
  });
}
