/**
 * The job handlers: one `handleX` per queue (docs/style.md#server-layers-and-job-handlers). The
 * server process registers them unless WORKERS=0; `npm run worker` processes register them too.
 */
import type PgBoss from 'pg-boss';
import { IDEMPOTENCY_KEY_TTL_DAYS } from '../../common/contracts/generations';
import type { Logger } from '../logger';
import type { GenerationRunner } from '../modules/generations/generation-runner';
import {
  type DataExportJobData,
  GENERATION_QUEUE_NAMES,
  type GenerationJobData,
  type GenerationQueueName,
  generationQueueOf,
  JOB_NAMES,
  type JobName,
  type WebhookDeliveryJobData,
} from './job-names';
import type { Queue } from './queue';

/** What the handlers work with; without it only the maintenance handlers run (queue tests). */
export interface JobServices {
  generations: GenerationRunner;
  purgeIdempotencyKeys(olderThanDays: number): Promise<number>;
  /** The profile page's jobs; without them those queues are not worked (generation tests). */
  accounts?: AccountJobs;
  /** Webhook deliveries; without them that queue is not worked here. */
  webhooks?: WebhookJobs;
  /** Billing maintenance (server/modules/payments/billing-jobs.ts); without it, not worked. */
  billing?: { runMaintenance(): Promise<void> };
  logger: Pick<Logger, 'info'>;
  /**
   * Generation jobs one process runs at once. The local engine is CPU-bound: one per core of a
   * 2-core machine; hosted engines mostly wait and would take more.
   */
  generationConcurrency?: number;
}

/** The profile page's background work (server/modules/account/account-jobs.ts). */
export interface AccountJobs {
  buildDataExport(exportId: string): Promise<void>;
  /** Erases the accounts due for erasure and deletes expired exports. */
  runMaintenance(): Promise<void>;
}

/** Webhook deliveries (server/modules/webhooks/webhook-jobs.ts). */
export interface WebhookJobs {
  /** One attempt of the delivery; schedules the next itself when this one fails. */
  attemptDelivery(deliveryId: string): Promise<void>;
}

const DEFAULT_GENERATION_CONCURRENCY = 2;

type Handler = PgBoss.WorkWithMetadataHandler<object>;

interface JobHandler {
  options: PgBoss.WorkOptions & { includeMetadata: true };
  /** How many workers of this queue one process runs. */
  workers?: number;
  handle: Handler;
}

/**
 * A studio's queue is worked where its engine runs. One job per fetch and worker, so a slow run
 * never holds another back; pg-boss 10 polls no faster than every 0.5 s, and Queue.wake starts
 * a job enqueued in this process at once.
 */
function generationHandlers(services?: JobServices) {
  const running = new Set(services?.generations.studios.map(generationQueueOf));
  const handler = (name: GenerationQueueName): JobHandler | null =>
    services && running.has(name)
      ? {
          options: { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
          workers: services.generationConcurrency ?? DEFAULT_GENERATION_CONCURRENCY,
          handle: (jobs) => handleGeneration(services.generations, jobs),
        }
      : null;
  return Object.fromEntries(GENERATION_QUEUE_NAMES.map((name) => [name, handler(name)])) as Record<
    GenerationQueueName,
    JobHandler | null
  >;
}

/** A Record over JobName: adding a queue without its handler is a compile error. */
function jobHandlers(services?: JobServices): Record<JobName, JobHandler | null> {
  return {
    ...generationHandlers(services),
    // A rare, no-op job: polling every 2 s (pg-boss's default) is plenty.
    [JOB_NAMES.heartbeat]: {
      options: { batchSize: 1, pollingIntervalSeconds: 2, includeMetadata: true },
      handle: handleHeartbeat,
    },
    [JOB_NAMES.purgeIdempotencyKeys]: services
      ? {
          options: { batchSize: 1, pollingIntervalSeconds: 60, includeMetadata: true },
          handle: () => handlePurgeIdempotencyKeys(services),
        }
      : null,
    [JOB_NAMES.accountDataExport]: services?.accounts
      ? {
          options: { batchSize: 1, pollingIntervalSeconds: 2, includeMetadata: true },
          handle: (jobs) => handleDataExports(services.accounts!, jobs),
        }
      : null,
    [JOB_NAMES.accountMaintenance]: services?.accounts
      ? {
          options: { batchSize: 1, pollingIntervalSeconds: 60, includeMetadata: true },
          handle: () => services.accounts!.runMaintenance(),
        }
      : null,
    // Each waits on someone else's server (up to its timeout): a few at once.
    [JOB_NAMES.webhookDelivery]: services?.webhooks
      ? {
          options: { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
          workers: 4,
          handle: (jobs) => handleWebhookDeliveries(services.webhooks!, jobs),
        }
      : null,
    [JOB_NAMES.billingMaintenance]: services?.billing
      ? {
          options: { batchSize: 1, pollingIntervalSeconds: 60, includeMetadata: true },
          handle: () => services.billing!.runMaintenance(),
        }
      : null,
    // Rare, and each one only a conditional UPDATE: a batch at a time.
    [JOB_NAMES.generationDeadLetter]: services
      ? {
          options: { batchSize: 10, pollingIntervalSeconds: 5, includeMetadata: true },
          handle: (jobs) => handleGenerationDeadLetter(services.generations, jobs),
        }
      : null,
  };
}

/** Completing is the whole job: it shows that a worker fetched it and the queue moves. */
async function handleHeartbeat(): Promise<void> {}

async function handlePurgeIdempotencyKeys(services: JobServices): Promise<void> {
  const purged = await services.purgeIdempotencyKeys(IDEMPOTENCY_KEY_TTL_DAYS);
  services.logger.info({ purged }, 'old Idempotency-Keys purged');
}

async function handleGeneration(
  runner: GenerationRunner,
  jobs: PgBoss.JobWithMetadata<object>[],
): Promise<void> {
  for (const job of jobs) {
    await runner.run({
      generationId: (job.data as GenerationJobData).generationId,
      retryCount: Number(job.retryCount),
      retryLimit: Number(job.retryLimit),
      // node-postgres hands pg-boss's numeric columns over as strings.
      expireInSeconds: Number(job.expireInSeconds),
    });
  }
}

async function handleDataExports(
  accounts: AccountJobs,
  jobs: PgBoss.JobWithMetadata<object>[],
): Promise<void> {
  for (const job of jobs) await accounts.buildDataExport((job.data as DataExportJobData).exportId);
}

async function handleWebhookDeliveries(
  webhooks: WebhookJobs,
  jobs: PgBoss.JobWithMetadata<object>[],
): Promise<void> {
  for (const job of jobs) {
    await webhooks.attemptDelivery((job.data as WebhookDeliveryJobData).deliveryId);
  }
}

async function handleGenerationDeadLetter(
  runner: GenerationRunner,
  jobs: PgBoss.JobWithMetadata<object>[],
): Promise<void> {
  for (const job of jobs) {
    const reason = JSON.stringify(job.output ?? null);
    await runner.abandon((job.data as GenerationJobData).generationId, reason);
  }
}

export async function registerJobHandlers(queue: Queue, services?: JobServices): Promise<void> {
  for (const [name, handler] of Object.entries(jobHandlers(services))) {
    if (!handler) continue;
    const handle = drainingAfter(queue, name as JobName, handler.handle);
    for (let i = 0; i < (handler.workers ?? 1); i++) {
      await queue.work(name as JobName, handler.options, handle);
    }
  }
}

/**
 * pg-boss 10's worker sleeps out its polling interval after every fetch, so a backlog would
 * drain at one batch per worker per interval (2 jobs/s measured, docs/architecture.md#job-queue).
 * After a fetch that found work, the workers are woken to fetch again at once; an empty fetch lets
 * them sleep.
 */
function drainingAfter(queue: Queue, name: JobName, handle: Handler): Handler {
  return async (jobs) => {
    try {
      return await handle(jobs);
    } finally {
      if (jobs.length > 0) queue.wake(name);
    }
  };
}
