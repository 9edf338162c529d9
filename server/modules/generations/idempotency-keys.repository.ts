/**
 * The idempotency_keys table (docs/architecture.md#idempotency-keys): a key is claimed before a
 * request stores anything and gets its generation in the transaction that debits
 * (generations.repository.ts).
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyKeyRecord = typeof idempotencyKeys.$inferSelect;

/** A request's hold on its key while it creates the generation. */
export interface Claim {
  userId: string;
  key: string;
  claimId: string;
}

export function createIdempotencyKeysRepository(db: Database) {
  return {
    async findKey(userId: string, key: string): Promise<IdempotencyKeyRecord | undefined> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },

    /**
     * Claims the key for a new request: a new key, or one whose creator left it unfinished for
     * longer than `staleAfterSeconds` (its process died). False when someone else holds it.
     */
    async claimKey(claim: Claim, requestHash: string, staleAfterSeconds: number) {
      const [row] = await db
        .insert(idempotencyKeys)
        .values({ ...claim, requestHash })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { requestHash, claimId: claim.claimId, createdAt: sql`now()` },
          setWhere: and(
            isNull(idempotencyKeys.generationId),
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${staleAfterSeconds})`),
          ),
        })
        .returning({ claimId: idempotencyKeys.claimId });
      return row?.claimId === claim.claimId;
    },

    /** Frees a claim whose request was refused, so the client may retry with the same key. */
    async releaseKey({ userId, key, claimId }: Claim): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.claimId, claimId),
            isNull(idempotencyKeys.generationId),
          ),
        );
    },

    /**
     * Deletes keys older than `days`: a replay after that is a new request
     * (docs/architecture.md#idempotency-keys).
     */
    async purgeKeys(days: number): Promise<number> {
      const deleted = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${days})`))
        .returning({ key: idempotencyKeys.key });
      return deleted.length;
    },
  };
}
export type IdempotencyKeysRepository = ReturnType<typeof createIdempotencyKeysRepository>;
