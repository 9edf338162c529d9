/** What "export my data" puts in the ZIP, read in one place: the user's rows of every table. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assets,
  creditLedger,
  generations,
  payments,
  userIdentities,
  users,
  userSessions,
} from '../../db/schema';

export function createDataExportRepository(db: Database) {
  return {
    async collect(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return undefined;
      const [identities, sessions, ledger, generationRows, assetRows, paymentRows] =
        await Promise.all([
          db.select().from(userIdentities).where(eq(userIdentities.userId, userId)),
          db.select().from(userSessions).where(eq(userSessions.userId, userId)),
          db
            .select()
            .from(creditLedger)
            .where(eq(creditLedger.userId, userId))
            .orderBy(asc(creditLedger.createdAt)),
          db
            .select()
            .from(generations)
            .where(eq(generations.userId, userId))
            .orderBy(asc(generations.createdAt)),
          db.select().from(assets).where(eq(assets.userId, userId)).orderBy(asc(assets.createdAt)),
          db
            .select()
            .from(payments)
            .where(eq(payments.userId, userId))
            .orderBy(asc(payments.createdAt)),
        ]);
      return {
        user,
        identities,
        sessions,
        ledger,
        generations: generationRows,
        assets: assetRows,
        payments: paymentRows,
      };
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
export type CollectedData = NonNullable<Awaited<ReturnType<DataExportRepository['collect']>>>;
