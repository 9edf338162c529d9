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
import { startQueue } from '../../../server/jobs/queue';
import { createLogger } from '../../../server/logger';
import { asBodyEngine, bodyEngines } from '../helpers/body-generations';
import { asHairEngine, hairEngines } from '../helpers/hair-generations';
import { heldEngine, instantEngine, tryOnEngines } from '../helpers/test-engines';
import { registerTestWorkers } from '../helpers/test-workers';
import { CRASH_TEST_TUNING } from './crash-tuning';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
const logger = createLogger(config);
const database = await openDatabase(config, logger);
const queue = await startQueue(database, config, logger, CRASH_TEST_TUNING);
// 'slow' never finishes by itself: the test kills the process while it holds the job.
const engine = process.env.ENGINE === 'slow' ? heldEngine() : instantEngine();
await registerTestWorkers(queue, {
  database,
  storage: createLocalFileStorage(process.env.STORAGE_DIR ?? ''),
  engines:
    process.env.STUDIO === 'body-generator'
      ? bodyEngines(asBodyEngine(engine))
      : process.env.STUDIO === 'hairstyle-changer'
        ? hairEngines(asHairEngine(engine))
        : tryOnEngines(engine),
  logger,
});
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
console.log('ready');
