/**
 * The job queue: pg-boss 10 on the application's own database, so a job and the rows it belongs
 * to can be written in one transaction. PGlite is reached through an in-process adapter,
 * PostgreSQL through pg-boss's own small pool.
 */
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import { JOB_NAMES, type JobName } from './job-names';
import { pgliteBossDb } from './pglite-boss-db';

export interface Queue {
  boss: PgBoss;
  /** Resolves while the queue is running and its database answers. */
  ping(): Promise<void>;
  /** Stops fetching, waits for the jobs in progress (up to STOP_TIMEOUT_MS), then stops. */
  stop(): Promise<void>;
}

/** pg-boss's own connections in scale mode, beside the application's pool. */
const BOSS_POOL_SIZE = 3;
/** How long a graceful stop waits for jobs in progress, in ms (pg-boss's default). */
const STOP_TIMEOUT_MS = 30_000;

/**
 * Per-queue options. They persist in pgboss.queue, so they are written at every start (see
 * syncQueues). `expireInSeconds` is how soon a job whose worker died is retried (spike §3).
 */
const QUEUE_OPTIONS: Record<JobName, Omit<PgBoss.Queue, 'name'>> = {
  [JOB_NAMES.heartbeat]: { retryLimit: 0, expireInSeconds: 60, retentionMinutes: 60 },
};

export async function startQueue(
  database: DatabaseHandle,
  config: Pick<Config, 'DATABASE_URL'>,
  logger: Logger,
): Promise<Queue> {
  const boss =
    database.driver === 'pglite'
      ? new PgBoss({ db: pgliteBossDb(database.pglite) })
      : new PgBoss({ connectionString: config.DATABASE_URL, max: BOSS_POOL_SIZE });
  // An 'error' event without a listener would end the process.
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  await syncQueues(boss);
  let running = true;
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
  };
}

/**
 * Creates each queue that is missing and updates the others: createQueue alone would keep the
 * options of the first boot forever (spike §8.2: a crashed job waited 900 s instead of 10).
 */
async function syncQueues(boss: PgBoss): Promise<void> {
  for (const [name, options] of Object.entries(QUEUE_OPTIONS)) {
    const queue = { name, ...options };
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
  }
}
