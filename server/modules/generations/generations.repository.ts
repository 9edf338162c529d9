/**
 * The generations table as the requests and the history use it: the one transaction that
 * creates a queued generation, the reads, deleting and sharing. The job's writes are in
 * generation-runs.repository.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { GenerationService, GenerationStatus } from '../../../common/contracts/generations';
import type { Database, Transaction } from '../../db/client';
import { generations, idempotencyKeys } from '../../db/schema';
import { lockUserRow } from '../../db/user-lock';
import { balanceOf, debitForGeneration } from '../credits/credits.repository';
import type { Claim } from './idempotency-keys.repository';

export type GenerationRecord = typeof generations.$inferSelect;
export type NewGenerationRecord = typeof generations.$inferInsert;

/** A row's place in the newest-first order: created_at to the microsecond, then id. */
export interface GenerationPosition {
  /** ISO 8601 with microseconds: a JS Date keeps only milliseconds and would skip rows. */
  createdAt: string;
  id: string;
}

export interface GenerationFilter {
  service?: GenerationService;
  statuses?: readonly GenerationStatus[];
}

/** What creating a queued generation came to. */
export type CreateOutcome =
  | { outcome: 'created'; record: GenerationRecord }
  | { outcome: 'insufficient_credits'; balance: number }
  | { outcome: 'claim_lost' }
  | { outcome: 'source_gone' };

/** What creating a batch came to. */
export type BatchOutcome =
  | { outcome: 'created'; records: GenerationRecord[] }
  | Exclude<CreateOutcome, { outcome: 'created' }>;

/** Enqueues the generation's job inside the transaction that creates it. */
export type EnqueueInTransaction = (tx: Transaction, generation: GenerationRecord) => Promise<void>;

const FINISHED: GenerationStatus[] = ['success', 'failed'];

const exactCreatedAt = sql<string>`to_char(${generations.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Thrown inside a transaction to roll it back with an outcome. */
class Outcome extends Error {
  constructor(readonly value: Exclude<CreateOutcome, { outcome: 'created' }>) {
    super(value.outcome);
  }
}

const ofUser = (userId: string, { service, statuses }: GenerationFilter = {}) =>
  and(
    eq(generations.userId, userId),
    service ? eq(generations.service, service) : undefined,
    statuses ? inArray(generations.status, [...statuses]) : undefined,
  );

export function createGenerationsRepository(db: Database) {
  return {
    /**
     * The one transaction of a request (docs/architecture.md#credits-debit-and-refund): the
     * generation row, the conditional debit and its ledger row, the key's generation, and the job.
     * All of it, or none.
     */
    async createQueued(
      values: NewGenerationRecord & { userId: string; creditsCharged: number },
      claim: Claim,
      enqueue: EnqueueInTransaction,
      options: { lockSourceId?: string } = {},
    ): Promise<CreateOutcome> {
      try {
        return await db.transaction(async (tx) => {
          if (options.lockSourceId) await lockSource(tx, values.userId, options.lockSourceId);
          const record = await insertAndDebit(tx, values);
          await keyTo(tx, claim, record.id);
          await enqueue(tx, record);
          return { outcome: 'created' as const, record };
        });
      } catch (error) {
        if (error instanceof Outcome) return error.value;
        throw error;
      }
    },

    /**
     * A batch's outputs in one transaction (docs/studios.md "Batch try-on"): each its own
     * generation row, debit and ledger row, and job, all under one batch id; the key names the
     * first. All of them, or none: a balance short of the whole batch charges nothing.
     */
    async createQueuedBatch(
      outputs: ReadonlyArray<NewGenerationRecord & { userId: string; creditsCharged: number }>,
      claim: Claim,
      enqueue: EnqueueInTransaction,
    ): Promise<BatchOutcome> {
      const batchId = randomUUID();
      try {
        return await db.transaction(async (tx) => {
          const total = outputs.reduce((sum, output) => sum + output.creditsCharged, 0);
          await checkBalanceCovers(tx, outputs[0]!.userId, total);
          const records: GenerationRecord[] = [];
          for (const [batchIndex, values] of outputs.entries()) {
            records.push(await insertAndDebit(tx, { ...values, batchId, batchIndex }));
          }
          await keyTo(tx, claim, records[0]!.id);
          for (const record of records) await enqueue(tx, record);
          return { outcome: 'created' as const, records };
        });
      } catch (error) {
        if (error instanceof Outcome) return error.value;
        throw error;
      }
    },

    /** A batch's outputs, in the order of its request. */
    findBatch(userId: string, batchId: string): Promise<GenerationRecord[]> {
      return db
        .select()
        .from(generations)
        .where(and(eq(generations.userId, userId), eq(generations.batchId, batchId)))
        .orderBy(asc(generations.batchIndex));
    },

    // ---- Reading ----

    /** Any user's generation: for jobs and signed media URLs, whose signature is the permission. */
    async findById(id: string): Promise<GenerationRecord | undefined> {
      const [row] = await db.select().from(generations).where(eq(generations.id, id));
      return row;
    },

    async findOwned(userId: string, id: string): Promise<GenerationRecord | undefined> {
      const [row] = await db
        .select()
        .from(generations)
        .where(and(eq(generations.userId, userId), eq(generations.id, id)));
      return row;
    },

    async findShared(token: string): Promise<GenerationRecord | undefined> {
      const [row] = await db
        .select()
        .from(generations)
        .where(and(eq(generations.shareToken, token), eq(generations.shared, true)));
      return row;
    },

    /** Newest first; each row carries its position for the next page's cursor. */
    page(
      userId: string,
      filter: GenerationFilter,
      after: GenerationPosition | undefined,
      limit: number,
    ) {
      const afterPosition = after
        ? sql`(${generations.createdAt}, ${generations.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : undefined;
      return db
        .select({ ...getTableColumns(generations), exactCreatedAt })
        .from(generations)
        .where(and(ofUser(userId, filter), afterPosition))
        .orderBy(desc(generations.createdAt), desc(generations.id))
        .limit(limit);
    },

    async count(userId: string, filter: GenerationFilter): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(generations)
        .where(ofUser(userId, filter));
      return row?.value ?? 0;
    },

    // ---- History actions ----

    /** Deletes a finished generation of the user; undefined when there is none to delete. */
    async deleteFinishedOwned(userId: string, id: string): Promise<GenerationRecord | undefined> {
      const [row] = await db
        .delete(generations)
        .where(
          and(
            eq(generations.userId, userId),
            eq(generations.id, id),
            inArray(generations.status, FINISHED),
          ),
        )
        .returning();
      return row;
    },

    /** Whether any generation of the user still uses this stored input. */
    async isInputInUse(userId: string, storageKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: generations.id })
        .from(generations)
        .where(
          and(
            eq(generations.userId, userId),
            sql`${generations.inputs} @> ${JSON.stringify([{ storageKey }])}::jsonb`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Turns sharing on (a successful generation, with a new token) or off. */
    async setShared(userId: string, id: string, token: string | null) {
      const [row] = await db
        .update(generations)
        .set({ shared: token !== null, shareToken: token })
        .where(
          and(
            eq(generations.userId, userId),
            eq(generations.id, id),
            token === null ? undefined : eq(generations.status, 'success'),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type GenerationsRepository = ReturnType<typeof createGenerationsRepository>;

/** Inserts a queued generation and debits its cost, or rolls back as insufficient_credits. */
async function insertAndDebit(
  tx: Transaction,
  values: NewGenerationRecord & { userId: string; creditsCharged: number },
): Promise<GenerationRecord> {
  const [record] = await tx.insert(generations).values(values).returning();
  if (!record) throw new Error('the generation insert returned nothing');
  const { userId, creditsCharged: cost } = values;
  const balance = await debitForGeneration(tx, { userId, cost, generationId: record.id });
  if (balance === null) {
    throw new Outcome({ outcome: 'insufficient_credits', balance: await balanceOf(tx, userId) });
  }
  return record;
}

/**
 * Rolls back as insufficient_credits unless the balance pays `cost`. A batch checks its whole cost
 * before its first debit, so a refusal states the balance as it is, not what the outputs already
 * debited in this (rolled back) transaction left of it.
 */
async function checkBalanceCovers(tx: Transaction, userId: string, cost: number): Promise<void> {
  await lockUserRow(tx, userId);
  const balance = await balanceOf(tx, userId);
  if (balance < cost) throw new Outcome({ outcome: 'insufficient_credits', balance });
}

/** Gives the claimed Idempotency-Key its generation; a claim taken over meanwhile rolls back. */
async function keyTo(tx: Transaction, claim: Claim, generationId: string): Promise<void> {
  const [keyed] = await tx
    .update(idempotencyKeys)
    .set({ generationId })
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        eq(idempotencyKeys.claimId, claim.claimId),
        isNull(idempotencyKeys.generationId),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (!keyed) throw new Outcome({ outcome: 'claim_lost' });
}

/** Holds the source of a regeneration until commit, so it cannot be deleted meanwhile. */
async function lockSource(tx: Transaction, userId: string, sourceId: string): Promise<void> {
  const [source] = await tx
    .select({ id: generations.id })
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.id, sourceId)))
    .for('share');
  if (!source) throw new Outcome({ outcome: 'source_gone' });
}

export type PageRow = Awaited<ReturnType<GenerationsRepository['page']>>[number];
