/**
 * Every pg-boss queue the server uses. A name is stored with each job: renaming one strands the
 * jobs already queued under the old name, so add a new name and drain the old one instead.
 */
export const JOB_NAMES = {
  /** A no-op that proves the queue and the workers run end to end. */
  heartbeat: 'maintenance.heartbeat',
  /** Deletes Idempotency-Keys older than IDEMPOTENCY_KEY_TTL_DAYS (scheduled daily). */
  purgeIdempotencyKeys: 'maintenance.purge-idempotency-keys',
  /** Runs one virtual try-on generation: `{ generationId }`. */
  virtualTryOn: 'generation.virtual-tryon',
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
} as const;

export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

/** The data of a data-export job. */
export interface DataExportJobData {
  exportId: string;
}

/** The data of every generation job. */
export interface GenerationJobData {
  generationId: string;
}
