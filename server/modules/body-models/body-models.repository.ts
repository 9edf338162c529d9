/** The body_models table, always read and written for one user, with each model's asset. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, bodyModels } from '../../db/schema';
import { lockUserRow } from '../../db/user-lock';
import type { AssetRecord } from '../assets/assets.repository';

export type BodyModelRecord = typeof bodyModels.$inferSelect;
export type NewBodyModelRecord = typeof bodyModels.$inferInsert;

export interface BodyModelWithAsset {
  model: BodyModelRecord;
  asset: AssetRecord;
}

export function createBodyModelsRepository(db: Database) {
  return {
    /**
     * Inserts the model unless its asset is one already (`created: false`, the row it is) or the
     * user keeps `allowed` models (`limit_reached`). The owner's row is locked first
     * (lockUserRow), so parallel requests are counted one after another.
     */
    async insertWithin(
      values: NewBodyModelRecord,
      allowed: number,
    ): Promise<{ model: BodyModelRecord; created: boolean } | 'limit_reached'> {
      return db.transaction(async (tx) => {
        await lockUserRow(tx, values.userId);
        const [existing] = await tx
          .select()
          .from(bodyModels)
          .where(eq(bodyModels.assetId, values.assetId));
        if (existing) return { model: existing, created: false };
        const [held] = await tx
          .select({ total: count() })
          .from(bodyModels)
          .where(eq(bodyModels.userId, values.userId));
        if (Number(held?.total ?? 0) >= allowed) return 'limit_reached';
        const [model] = await tx.insert(bodyModels).values(values).returning();
        if (!model) throw new Error('the body model insert returned nothing');
        return { model, created: true };
      });
    },

    async findByAsset(assetId: string): Promise<BodyModelRecord | undefined> {
      const [row] = await db.select().from(bodyModels).where(eq(bodyModels.assetId, assetId));
      return row;
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
