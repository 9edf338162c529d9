/**
 * Every pg-boss queue the server uses. A name is stored with each job: renaming one strands the
 * jobs already queued under the old name, so add a new name and drain the old one instead.
 */
export const JOB_NAMES = {
  /** A no-op that proves the queue and the workers run end to end. */
  heartbeat: 'maintenance.heartbeat',
} as const;

export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];
