/**
 * The job handlers: one `handleX` per queue (STYLE.md, after immich). The server process
 * registers them unless WORKERS=0; `npm run worker` processes register them too.
 */
import type PgBoss from 'pg-boss';
import { JOB_NAMES, type JobName } from './job-names';
import type { Queue } from './queue';

interface JobHandler {
  options: PgBoss.WorkOptions;
  handle: PgBoss.WorkHandler<object>;
}

/** A Record over JobName: adding a queue without its handler is a compile error. */
const JOB_HANDLERS: Record<JobName, JobHandler> = {
  // A rare, no-op job: polling every 2 s (pg-boss's default) is plenty.
  [JOB_NAMES.heartbeat]: {
    options: { batchSize: 1, pollingIntervalSeconds: 2 },
    handle: handleHeartbeat,
  },
};

/** Completing is the whole job: it shows that a worker fetched it and the queue moves. */
async function handleHeartbeat(): Promise<void> {}

export async function registerJobHandlers(queue: Queue): Promise<void> {
  for (const [name, { options, handle }] of Object.entries(JOB_HANDLERS)) {
    await queue.boss.work(name, options, handle);
  }
}
