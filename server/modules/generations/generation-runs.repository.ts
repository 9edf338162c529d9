/**
 * The job's writes to a generation (generation-runner.ts). Each is one conditional UPDATE
 * fenced by the attempt that may still move the row, and each notifies the progress streams
 * with `pg_notify(GENERATION_EVENTS_CHANNEL, id)` in the same statement, so API processes learn
 * of a change made by a worker process the moment it commits (generation-signals.ts).
 */
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type {
  GenerationErrorCode,
  GenerationPhase,
  GenerationStatus,
} from '../../../common/contracts/generations';
import type { Database } from '../../db/client';
import { generations } from '../../db/schema';
import { refundGeneration } from '../credits/credits.repository';
import { GENERATION_EVENTS_CHANNEL } from './generation-signals';
import type { GenerationRecord } from './generations.repository';

export interface SuccessfulResult {
  resultKey: string;
  thumbnailKey: string;
  resultWidth: number;
  resultHeight: number;
  watermarked: boolean;
}

const RUNNING: GenerationStatus[] = ['queued', 'processing'];

/**
 * RETURNING columns that also notify the progress streams of each updated row: one statement,
 * so the notification goes out exactly when (and if) the update commits.
 */
const returningAndNotifying = {
  ...getTableColumns(generations),
  notified: sql<string>`pg_notify(${GENERATION_EVENTS_CHANNEL}, ${generations.id}::text)`,
};

function withoutNotified<Row extends { notified: unknown }>(row: Row | undefined) {
  if (!row) return undefined;
  const { notified: _notified, ...record } = row;
  return record;
}

export function createGenerationRunsRepository(db: Database) {
  /** One conditional UPDATE that notifies the streams of the row it changed. */
  const updateAndNotify = async (
    id: string,
    where: SQL | undefined,
    values: PgUpdateSetSource<typeof generations>,
  ): Promise<GenerationRecord | undefined> => {
    const [row] = await db
      .update(generations)
      .set(values)
      .where(and(eq(generations.id, id), where))
      .returning(returningAndNotifying);
    return withoutNotified(row);
  };

  return {
    /** Marks a new attempt; undefined when the generation is finished or gone (nothing to do). */
    startAttempt(id: string): Promise<GenerationRecord | undefined> {
      return updateAndNotify(id, inArray(generations.status, RUNNING), {
        status: 'processing',
        phase: null,
        attempts: sql`${generations.attempts} + 1`,
        startedAt: sql`coalesce(${generations.startedAt}, now())`,
      });
    },

    /** False when a later attempt (or the end) has overtaken this one. */
    async setPhase(id: string, fence: number, phase: GenerationPhase): Promise<boolean> {
      const current = and(eq(generations.status, 'processing'), eq(generations.attempts, fence));
      return Boolean(await updateAndNotify(id, current, { phase }));
    },

    async markSuccess(id: string, fence: number, result: SuccessfulResult): Promise<boolean> {
      const current = and(eq(generations.status, 'processing'), eq(generations.attempts, fence));
      const done = await updateAndNotify(id, current, {
        ...result,
        status: 'success',
        phase: null,
        finishedAt: sql`now()`,
      });
      return Boolean(done);
    },

    /**
     * Fails a running generation and refunds its credits in one transaction: the conditional
     * UPDATE lets only one caller through, so a refund never happens twice nor for a success.
     * Without `fence` (the dead-letter path) any attempt is overtaken.
     */
    failAndRefund(
      id: string,
      failure: { code: GenerationErrorCode; detail: string; fence?: number },
    ): Promise<GenerationRecord | undefined> {
      return db.transaction(async (tx) => {
        const [failed] = await tx
          .update(generations)
          .set({
            status: 'failed',
            phase: null,
            errorCode: failure.code,
            errorDetail: failure.detail,
            finishedAt: sql`now()`,
          })
          .where(
            and(
              eq(generations.id, id),
              inArray(generations.status, RUNNING),
              failure.fence === undefined ? undefined : eq(generations.attempts, failure.fence),
            ),
          )
          .returning(returningAndNotifying)
          .then(([row]) => [withoutNotified(row)]);
        if (!failed) return undefined;
        await refundGeneration(tx, {
          userId: failed.userId,
          credits: failed.creditsCharged,
          generationId: id,
        });
        return failed;
      });
    },
  };
}
export type GenerationRunsRepository = ReturnType<typeof createGenerationRunsRepository>;
