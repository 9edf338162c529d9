/**
 * The api_tokens and api_token_usage tables. Tokens are always read and written for one user,
 * except `findBySecretHash`, which is how an API call finds its token.
 */
import { and, asc, count, eq, gte, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens, apiTokenUsage, users } from '../../db/schema';
import { lockUserRow } from '../../db/user-lock';
import { userWithSpendableCredits } from '../credits/spendable-credits.repository';

export type ApiTokenRecord = typeof apiTokens.$inferSelect;
export type NewApiTokenRecord = typeof apiTokens.$inferInsert;
export type ApiTokenChanges = Partial<
  Pick<ApiTokenRecord, 'name' | 'services' | 'rateLimitPerMinute' | 'active'>
>;
export type ApiTokenOwner = typeof users.$inferSelect;

export interface UsageDay {
  day: string;
  requests: number;
  errors: number;
}

export function createApiTokensRepository(db: Database) {
  const ofUser = (userId: string, id: string) =>
    and(eq(apiTokens.id, id), eq(apiTokens.userId, userId));

  return {
    /**
     * Inserts the token unless the account already holds `allowed`: the owner's row is locked
     * first, so parallel creations are counted one after another and never pass the plan.
     */
    async insertWithin(
      values: NewApiTokenRecord,
      allowed: number,
    ): Promise<ApiTokenRecord | undefined> {
      return db.transaction(async (tx) => {
        await lockUserRow(tx, values.userId);
        const [held] = await tx
          .select({ total: count() })
          .from(apiTokens)
          .where(eq(apiTokens.userId, values.userId));
        if ((held?.total ?? 0) >= allowed) return undefined;
        const [row] = await tx.insert(apiTokens).values(values).returning();
        return row;
      });
    },

    async listOf(userId: string): Promise<ApiTokenRecord[]> {
      return db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
    },

    async update(
      userId: string,
      id: string,
      changes: ApiTokenChanges & { secretHash?: string; prefix?: string },
    ): Promise<ApiTokenRecord | undefined> {
      const [row] = await db.update(apiTokens).set(changes).where(ofUser(userId, id)).returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(apiTokens)
        .where(ofUser(userId, id))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },

    /** The active token of this secret's hash and its owner; nothing for a dead one. */
    async findActiveBySecretHash(
      secretHash: string,
    ): Promise<{ token: ApiTokenRecord; owner: ApiTokenOwner } | undefined> {
      const [row] = await db
        .select({ token: apiTokens, owner: userWithSpendableCredits(new Date()) })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(
          and(
            eq(apiTokens.secretHash, secretHash),
            eq(apiTokens.active, true),
            // A disabled account's tokens are refused (docs/admin.md#disabling-an-account).
            isNull(users.disabledAt),
          ),
        );
      return row;
    },

    /** Counts one answered request (and an error, when it was one). */
    async countRequest(token: ApiTokenRecord, day: string, error: boolean) {
      const errors = error ? 1 : 0;
      await db
        .insert(apiTokenUsage)
        .values({ tokenId: token.id, userId: token.userId, day, requests: 1, errors })
        .onConflictDoUpdate({
          target: [apiTokenUsage.tokenId, apiTokenUsage.day],
          set: {
            requests: sql`${apiTokenUsage.requests} + 1`,
            errors: sql`${apiTokenUsage.errors} + ${errors}`,
          },
        });
    },

    async markUsed(id: string, at: Date) {
      await db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id));
    },

    /** The account's requests and errors per day since `fromDay`, every token together. */
    async usageSince(userId: string, fromDay: string): Promise<UsageDay[]> {
      const rows = await db
        .select({
          day: apiTokenUsage.day,
          requests: sum(apiTokenUsage.requests).mapWith(Number),
          errors: sum(apiTokenUsage.errors).mapWith(Number),
        })
        .from(apiTokenUsage)
        .where(and(eq(apiTokenUsage.userId, userId), gte(apiTokenUsage.day, fromDay)))
        .groupBy(apiTokenUsage.day);
      return rows;
    },
  };
}
export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
