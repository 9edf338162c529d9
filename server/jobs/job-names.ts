/**
 * Every pg-boss queue the server uses. A name is stored with each job: renaming one strands the
 * jobs already queued under the old name, so add a new name and drain the old one instead.
 */
import { SERVICE_SLUGS, type ServiceSlug } from '../../common/studios/studios';

export const JOB_NAMES = {
  /** A no-op that proves the queue and the workers run end to end. */
  heartbeat: 'maintenance.heartbeat',
  /** Deletes Idempotency-Keys older than IDEMPOTENCY_KEY_TTL_DAYS (scheduled daily). */
  purgeIdempotencyKeys: 'maintenance.purge-idempotency-keys',
  /**
   * A generation job that pg-boss gave up on without its handler finishing it (the worker died
   * on the last attempt): fails the generation and refunds it.
   */
  generationDeadLetter: 'generation.dead-letter',
  /** Writes one "export my data" ZIP and mails its link: `{ exportId }`. */
  accountDataExport: 'account.data-export',
  /**
   * Erases the accounts whose deletion grace period is over and deletes expired data exports
   * (scheduled hourly).
   */
  accountMaintenance: 'account.maintenance',
  /** One attempt of a webhook delivery: `{ deliveryId }` (docs/public-api.md#webhooks). */
  webhookDelivery: 'webhook.delivery',
  /**
   * Expires lapsed credits, grants the months of annual plans, fails abandoned payments and
   * mails renewal reminders (scheduled every 10 minutes; server/modules/payments/billing-jobs.ts).
   */
  billingMaintenance: 'billing.maintenance',
} as const;

/** The queue of a studio's generations: `generation.<service>` (try-on's since its first job). */
export type GenerationQueueName = `generation.${ServiceSlug}`;

export function generationQueueOf(service: ServiceSlug): GenerationQueueName {
  return `generation.${service}`;
}

/** Every studio's queue, from the registry: each exists whether or not the studio runs yet. */
export const GENERATION_QUEUE_NAMES: readonly GenerationQueueName[] =
  SERVICE_SLUGS.map(generationQueueOf);

export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES] | GenerationQueueName;

/** The data of a data-export job. */
export interface DataExportJobData {
  exportId: string;
}

/** The data of a webhook delivery job. */
export interface WebhookDeliveryJobData {
  deliveryId: string;
}

/** The data of every generation job. */
export interface GenerationJobData {
  generationId: string;
}
