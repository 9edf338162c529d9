/** The body_models table, always read and written for one user, with each model's asset. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, bodyModels } from '../../db/schema';
import type { AssetRecord } from '../assets/assets.repository';

export type BodyModelRecord = typeof bodyModels.$inferSelect;
export type NewBodyModelRecord = typeof bodyModels.$inferInsert;

export interface BodyModelWithAsset {
  model: BodyModelRecord;
  asset: AssetRecord;
}

export function createBodyModelsRepository(db: Database) {
  return {
    /** Inserts the model unless its asset is one already; answers the row either way. */
    async insertOrFind(values: NewBodyModelRecord): Promise<BodyModelRecord> {
      const [inserted] = await db
        .insert(bodyModels)
        .values(values)
        .onConflictDoNothing({ target: bodyModels.assetId })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(bodyModels)
        .where(eq(bodyModels.assetId, values.assetId));
      if (!existing) throw new Error('a body model of this asset was there a moment ago');
      return existing;
    },

    async findByAsset(assetId: string): Promise<BodyModelRecord | undefined> {
      const [row] = await db.select().from(bodyModels).where(eq(bodyModels.assetId, assetId));
      return row;
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(bodyModels)
        .where(eq(bodyModels.userId, userId));
      return Number(row?.total ?? 0);
    },

    /** The user's models with their assets, newest first. */
    async list(userId: string, limit: number): Promise<BodyModelWithAsset[]> {
      return db
        .select({ model: bodyModels, asset: assets })
        .from(bodyModels)
        .innerJoin(assets, eq(assets.id, bodyModels.assetId))
        .where(eq(bodyModels.userId, userId))
        .orderBy(desc(bodyModels.createdAt), desc(bodyModels.id))
        .limit(limit);
    },

    /** Deletes one of the user's models; false when there was none. */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(bodyModels)
        .where(and(eq(bodyModels.userId, userId), eq(bodyModels.id, id)))
        .returning({ id: bodyModels.id });
      return deleted.length > 0;
    },
  };
}
export type BodyModelsRepository = ReturnType<typeof createBodyModelsRepository>;
