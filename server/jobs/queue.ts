/**
 * The job queue: pg-boss 10 on the application's own database, so a job and the rows it belongs
 * to can be written in one transaction. PGlite is reached through an in-process adapter,
 * PostgreSQL through pg-boss's own small pool.
 */
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import { GENERATION_QUEUE_NAMES, JOB_NAMES, type JobName } from './job-names';
import { pgliteBossDb } from './pglite-boss-db';

export interface Queue {
  boss: PgBoss;
  /** Resolves while the queue is running and its database answers. */
  ping(): Promise<void>;
  /** Stops fetching, waits for the jobs in progress (up to STOP_TIMEOUT_MS), then stops. */
  stop(): Promise<void>;
  /** `boss.work`, remembering the worker so `wake` can reach it. */
  work<Data extends object>(
    name: JobName,
    options: PgBoss.WorkOptions & { includeMetadata: true },
    handler: PgBoss.WorkWithMetadataHandler<Data>,
  ): Promise<string>;
  /**
   * Makes this process's idle workers of `name` fetch now instead of at their next poll: called
   * after a job is enqueued, so in one process a job starts in milliseconds
   * (docs/architecture.md#job-queue).
   */
  wake(name: JobName): void;
}

/**
 * The timing knobs. The defaults suit production; the crash tests shrink them so a killed
 * worker's job comes back within seconds.
 */
export interface QueueTuning {
  /** How long a generation job may run before pg-boss counts its worker as dead, in s. */
  generationExpireInSeconds: number;
  /** Pause before a failed generation job runs again, in s. */
  generationRetryDelaySeconds: number;
  /** How often pg-boss looks for expired jobs (and archives), in s. */
  maintenanceIntervalSeconds: number;
}

/**
 * A try-on takes seconds on the local engine and up to a minute or two at a hosted one (the
 * studio's estimate says "2 to 3 minutes", docs/product-rules.md#generation); the handler stops the
 * engine well before this (generation-runner).
 */
export const DEFAULT_QUEUE_TUNING: QueueTuning = {
  generationExpireInSeconds: 240,
  generationRetryDelaySeconds: 5,
  // pg-boss's default is 120 s; an expired job waits for this sweep before it is retried.
  maintenanceIntervalSeconds: 30,
};

/** A generation job runs at most this many times more after its first failure. */
export const GENERATION_RETRY_LIMIT = 2;

/** pg-boss's own connections in scale mode, beside the application's pool. */
const BOSS_POOL_SIZE = 3;
/** How long a graceful stop waits for jobs in progress, in ms (pg-boss's default). */
const STOP_TIMEOUT_MS = 30_000;
/** When the Idempotency-Key purge runs: daily, at a quiet hour (server time). */
const PURGE_IDEMPOTENCY_KEYS_CRON = '17 3 * * *';
/** When accounts past their deletion grace period are erased: hourly. */
const ACCOUNT_MAINTENANCE_CRON = '41 * * * *';
/** Every 10 minutes: a pending payment is timed out within 10 minutes of its deadline. */
const BILLING_MAINTENANCE_CRON = '*/10 * * * *';

/**
 * Per-queue options. They persist in pgboss.queue, so they are written at every start (see
 * syncQueues). `expireInSeconds` is how soon a job whose worker died is retried
 * (docs/architecture.md#job-queue). A dead-letter queue comes before the queues that name it.
 */
function queueOptions(tuning: QueueTuning): Record<JobName, Omit<PgBoss.Queue, 'name'>> {
  const generation = {
    retryLimit: GENERATION_RETRY_LIMIT,
    retryDelay: tuning.generationRetryDelaySeconds,
    expireInSeconds: tuning.generationExpireInSeconds,
    retentionMinutes: 7 * 24 * 60,
    deadLetter: JOB_NAMES.generationDeadLetter,
  };
  return {
    [JOB_NAMES.heartbeat]: { retryLimit: 0, expireInSeconds: 60, retentionMinutes: 60 },
    [JOB_NAMES.purgeIdempotencyKeys]: {
      retryLimit: 2,
      expireInSeconds: 300,
      retentionMinutes: 24 * 60,
    },
    [JOB_NAMES.accountDataExport]: {
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 30 * 60,
      retentionMinutes: 7 * 24 * 60,
    },
    [JOB_NAMES.accountMaintenance]: {
      retryLimit: 2,
      expireInSeconds: 30 * 60,
      retentionMinutes: 24 * 60,
    },
    // Its own schedule retries a delivery that got no 2xx (webhook-retries.ts); pg-boss only
    // retries an attempt whose worker died.
    [JOB_NAMES.webhookDelivery]: {
      retryLimit: 2,
      retryDelay: 30,
      expireInSeconds: 120,
      retentionMinutes: 2 * 24 * 60,
    },
    // Every step is idempotent; a run that failed is simply made again by the next one.
    [JOB_NAMES.billingMaintenance]: {
      retryLimit: 1,
      expireInSeconds: 9 * 60,
      retentionMinutes: 24 * 60,
    },
    [JOB_NAMES.generationDeadLetter]: {
      retryLimit: 5,
      retryDelay: 10,
      expireInSeconds: 60,
      retentionMinutes: 7 * 24 * 60,
    },
    ...(Object.fromEntries(GENERATION_QUEUE_NAMES.map((name) => [name, generation])) as Record<
      (typeof GENERATION_QUEUE_NAMES)[number],
      typeof generation
    >),
  };
}

export async function startQueue(
  database: DatabaseHandle,
  config: Pick<Config, 'DATABASE_URL'>,
  logger: Logger,
  tuning: Partial<QueueTuning> = {},
): Promise<Queue> {
  const settings = { ...DEFAULT_QUEUE_TUNING, ...tuning };
  const { maintenanceIntervalSeconds } = settings;
  const boss =
    database.driver === 'pglite'
      ? new PgBoss({ db: pgliteBossDb(database.pglite), maintenanceIntervalSeconds })
      : new PgBoss({
          connectionString: config.DATABASE_URL,
          max: BOSS_POOL_SIZE,
          maintenanceIntervalSeconds,
        });
  // An 'error' event without a listener would end the process.
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  await applyQueueTuning(boss, settings);
  if (database.driver === 'pglite') await retryOrphanedJobs(boss, logger);
  await boss.schedule(JOB_NAMES.purgeIdempotencyKeys, PURGE_IDEMPOTENCY_KEYS_CRON);
  await boss.schedule(JOB_NAMES.accountMaintenance, ACCOUNT_MAINTENANCE_CRON);
  await boss.schedule(JOB_NAMES.billingMaintenance, BILLING_MAINTENANCE_CRON);
  let running = true;
  const workers = new Map<JobName, string[]>();
  return {
    boss,
    async ping() {
      if (!running) throw new Error('the job queue is stopped');
      await boss.getDb().executeSql('SELECT 1', []);
    },
    async stop() {
      running = false;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
    async work(name, options, handler) {
      const id = await boss.work(name, options, handler);
      workers.set(name, [...(workers.get(name) ?? []), id]);
      return id;
    },
    wake(name) {
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
  };
}

/**
 * PGlite is one process (its data directory is locked, docs/architecture.md#pglite-caveats), so a
 * job still active when the queue starts was running in a process that died: it runs again now (as
 * a retry) instead of after its expiry. PostgreSQL workers may be alive elsewhere: expiry handles
 * them.
 */
async function retryOrphanedJobs(boss: PgBoss, logger: Logger): Promise<void> {
  const { rows } = await boss
    .getDb()
    .executeSql(`SELECT name, id FROM pgboss.job WHERE state = 'active'`, []);
  for (const { name, id } of rows as Array<{ name: string; id: string }>) {
    await boss.fail(name, id, { message: 'the process running it stopped' });
  }
  if (rows.length > 0) logger.warn({ jobs: rows.length }, 'jobs of a stopped process retried');
}

/**
 * Writes every queue's options for this tuning (jobs sent afterwards take them). At start, and
 * by tests that need quicker retries than production's.
 */
export function applyQueueTuning(boss: PgBoss, tuning: Partial<QueueTuning>): Promise<void> {
  return syncQueues(boss, queueOptions({ ...DEFAULT_QUEUE_TUNING, ...tuning }));
}

/**
 * Creates each queue that is missing and updates the others: createQueue alone would keep the
 * options of the first boot forever (docs/architecture.md#job-queue: a crashed job waited 900 s
 * instead of 10).
 */
async function syncQueues(
  boss: PgBoss,
  options: Record<JobName, Omit<PgBoss.Queue, 'name'>>,
): Promise<void> {
  for (const [name, queueOptions] of Object.entries(options)) {
    const queue = { name, ...queueOptions };
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
  }
}
