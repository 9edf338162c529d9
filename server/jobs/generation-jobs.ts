/**
 * The generation pipeline's side of the queue: a generation's job is sent inside the
 * transaction that creates the generation (drizzleTxBossDb), under the generation's own id, so
 * a debit never exists without its job nor a job twice. Each studio has its queue; a job of a
 * plan with priority is sent with a higher pg-boss priority, so it is fetched before free ones.
 */
import type { GenerationService } from '../../common/contracts/generations';
import type { PlanId } from '../../common/plans';
import { jobPriorityOf } from '../modules/generations/plan-gates';
import type { Transaction } from '../db/client';
import { drizzleTxBossDb } from './drizzle-tx-boss-db';
import { type GenerationJobData, generationQueueOf } from './job-names';
import type { Queue } from './queue';

export function createGenerationJobs(queue: Queue) {
  return {
    async enqueue(
      tx: Transaction,
      generation: { id: string; service: GenerationService; planId: PlanId },
    ) {
      const data: GenerationJobData = { generationId: generation.id };
      const jobId = await queue.boss.send(generationQueueOf(generation.service), data, {
        db: drizzleTxBossDb(tx),
        id: generation.id,
        singletonKey: generation.id,
        priority: jobPriorityOf(generation.planId),
      });
      if (!jobId) throw new Error(`the job of generation ${generation.id} exists already`);
    },
    /** After the commit: this process's idle workers start the job now. */
    wake(service: GenerationService) {
      queue.wake(generationQueueOf(service));
    },
  };
}
