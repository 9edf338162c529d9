/**
 * The generation pipeline's side of the queue: a generation's job is sent inside the
 * transaction that creates the generation (drizzleTxBossDb), under the generation's own id, so
 * a debit never exists without its job nor a job twice.
 */
import type { GenerationService } from '../../common/contracts/generations';
import type { Transaction } from '../db/client';
import { drizzleTxBossDb } from './drizzle-tx-boss-db';
import { type GenerationJobData, JOB_NAMES, type JobName } from './job-names';
import type { Queue } from './queue';

/** The queue of each service that has an engine; the others cannot be requested yet. */
export const GENERATION_QUEUES: Partial<Record<GenerationService, JobName>> = {
  'virtual-tryon': JOB_NAMES.virtualTryOn,
};

function queueOf(service: GenerationService): JobName {
  const name = GENERATION_QUEUES[service];
  if (!name) throw new Error(`no job queue runs ${service}`);
  return name;
}

export function createGenerationJobs(queue: Queue) {
  return {
    async enqueue(tx: Transaction, generation: { id: string; service: GenerationService }) {
      const data: GenerationJobData = { generationId: generation.id };
      const jobId = await queue.boss.send(queueOf(generation.service), data, {
        db: drizzleTxBossDb(tx),
        id: generation.id,
        singletonKey: generation.id,
      });
      if (!jobId) throw new Error(`the job of generation ${generation.id} exists already`);
    },
    /** After the commit: this process's idle workers start the job now. */
    wake(service: GenerationService) {
      queue.wake(queueOf(service));
    },
  };
}
