/** The dashboard's reads: one user's counts, and the shared results of everyone. */
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, generations, users } from '../../db/schema';

export function createDashboardRepository(db: Database) {
  return {
    /** Generations per service and status, in one grouped count. */
    generationCounts(userId: string) {
      return db
        .select({ service: generations.service, status: generations.status, value: count() })
        .from(generations)
        .where(eq(generations.userId, userId))
        .groupBy(generations.service, generations.status);
    },

    async assetCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(assets)
        .where(eq(assets.userId, userId));
      return row?.value ?? 0;
    },

    async credits(userId: string): Promise<number> {
      const [row] = await db
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, userId));
      return row?.credits ?? 0;
    },

    /** The newest shared successes of everyone (the community feed). */
    latestShared(limit: number) {
      return db
        .select()
        .from(generations)
        .where(
          and(
            eq(generations.shared, true),
            eq(generations.status, 'success'),
            isNotNull(generations.shareToken),
          ),
        )
        .orderBy(desc(generations.createdAt))
        .limit(limit);
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
