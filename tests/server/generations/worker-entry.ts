/**
 * A job worker process for studio-runs.test.ts's crash test on PostgreSQL: the code of
 * server/worker.ts (open the database, start the queue, register the handlers) with a test
 * engine, the test's storage and short queue timings. Env: DATABASE_URL, STORAGE_DIR, ENGINE
 * (slow | instant), STUDIO (the studio whose jobs it runs: virtual-tryon, the default,
 * body-generator or hairstyle-changer). Prints "ready" once it works.
 */
import { createLocalFileStorage } from '../../../server/adapters/storage/local-file-storage';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { startQueue } from '../../../server/jobs/queue';
import { createLogger } from '../../../server/logger';
import { onTestEngine, type RealStudio } from '../helpers/real-studios';
import { heldEngine, instantEngine } from '../helpers/test-engines';
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
  engines: onTestEngine((process.env.STUDIO ?? 'virtual-tryon') as RealStudio, engine),
  logger,
});
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
console.log('ready');
