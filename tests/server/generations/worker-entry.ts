/**
 * A job worker process for worker-crash.test.ts: the code of server/worker.ts (open the
 * database, start the queue, register the handlers) with a test engine, the test's storage and
 * short queue timings. Env: DATABASE_URL, STORAGE_DIR, ENGINE (slow | instant), STUDIO (the
 * studio whose jobs it runs: virtual-tryon, the default, body-generator or hairstyle-changer).
 * Prints "ready" once it works.
 */
import { createLocalFileStorage } from '../../../server/adapters/storage/local-file-storage';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { registerJobHandlers } from '../../../server/jobs/handlers';
import { startQueue } from '../../../server/jobs/queue';
import { createLogger } from '../../../server/logger';
import { createGenerationJobServices } from '../../../server/modules/generations/generation-job-services';
import { asBodyEngine, bodyEngines } from '../helpers/body-generations';
import { testSamples, tryOnEngines } from '../helpers/generations';
import { asHairEngine, hairEngines } from '../helpers/hair-generations';
import { heldEngine, instantEngine } from '../helpers/test-engines';
import { CRASH_TEST_TUNING } from './crash-tuning';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
const logger = createLogger(config);
const database = await openDatabase(config, logger);
const queue = await startQueue(database, config, logger, CRASH_TEST_TUNING);
// 'slow' never finishes by itself: the test kills the process while it holds the job.
const engine = process.env.ENGINE === 'slow' ? heldEngine() : instantEngine();
await registerJobHandlers(
  queue,
  createGenerationJobServices({
    db: database.db,
    storage: createLocalFileStorage(process.env.STORAGE_DIR ?? ''),
    engines:
      process.env.STUDIO === 'body-generator'
        ? bodyEngines(asBodyEngine(engine))
        : process.env.STUDIO === 'hairstyle-changer'
          ? hairEngines(asHairEngine(engine))
          : tryOnEngines(engine),
    samples: testSamples(),
    watermark: async (output) => output,
    logger,
  }),
);
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
console.log('ready');
