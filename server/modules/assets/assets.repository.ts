/** The assets table: one row per stored upload, always read and written for one user. */
import { and, count, desc, eq, getTableColumns, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets } from '../../db/schema';
import { lockUserRow } from '../../db/user-lock';

export type AssetRecord = typeof assets.$inferSelect;
export type NewAssetRecord = typeof assets.$inferInsert & { id: string };
export type AssetKind = AssetRecord['kind'];

/** A row's place in the newest-first order: created_at to the microsecond, then id. */
export interface AssetPosition {
  /** ISO 8601 with microseconds: a JS Date keeps only milliseconds and would skip rows. */
  createdAt: string;
  id: string;
}

export interface AssetPageQuery {
  kind?: AssetKind;
  /** Rows strictly after this position, in the newest-first order. */
  after?: AssetPosition;
  limit: number;
}

const exactCreatedAt = sql<string>`to_char(${assets.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ofUser = (userId: string, kind?: AssetKind) =>
  and(eq(assets.userId, userId), kind ? eq(assets.kind, kind) : undefined);

export function createAssetsRepository(db: Database) {
  return {
    async findBySha256(userId: string, sha256: string): Promise<AssetRecord | undefined> {
      const [row] = await db
        .select()
        .from(assets)
        .where(and(eq(assets.userId, userId), eq(assets.sha256, sha256)));
      return row;
    },

    /**
     * Inserts the row unless the user already has an asset with these bytes (a parallel upload:
     * `duplicate`) or it would take their stored bytes over `quotaBytes` (`over_quota`). The
     * owner's row is locked first, so parallel uploads are counted one after another and never
     * pass the quota together.
     */
    async insertWithinQuota(
      values: NewAssetRecord,
      quotaBytes: number,
    ): Promise<AssetRecord | 'duplicate' | 'over_quota'> {
      return db.transaction(async (tx) => {
        await lockUserRow(tx, values.userId);
        const [stored] = await tx
          .select({ value: sum(assets.byteSize) })
          .from(assets)
          .where(eq(assets.userId, values.userId));
        if (Number(stored?.value ?? 0) + values.byteSize > quotaBytes) return 'over_quota';
        const [row] = await tx
          .insert(assets)
          .values(values)
          .onConflictDoNothing({ target: [assets.userId, assets.sha256] })
          .returning();
        return row ?? 'duplicate';
      });
    },

    /** Any user's asset: for signed media URLs, whose signature is the permission. */
    async findById(id: string): Promise<AssetRecord | undefined> {
      const [row] = await db.select().from(assets).where(eq(assets.id, id));
      return row;
    },

    /** Newest first; each row carries its position for the next page's cursor. */
    page(userId: string, { kind, after, limit }: AssetPageQuery) {
      const afterPosition = after
        ? sql`(${assets.createdAt}, ${assets.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : undefined;
      return db
        .select({ ...getTableColumns(assets), exactCreatedAt })
        .from(assets)
        .where(and(ofUser(userId, kind), afterPosition))
        .orderBy(desc(assets.createdAt), desc(assets.id))
        .limit(limit);
    },

    async count(userId: string, kind?: AssetKind): Promise<number> {
      const [row] = await db.select({ value: count() }).from(assets).where(ofUser(userId, kind));
      return row?.value ?? 0;
    },

    /** Bytes of the user's stored files (thumbnails aside), counted for the storage quota. */
    async storedBytes(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: sum(assets.byteSize) })
        .from(assets)
        .where(eq(assets.userId, userId));
      return Number(row?.value ?? 0);
    },

    /** The deleted row, or undefined when the user has no asset with this id. */
    async deleteOwned(userId: string, id: string): Promise<AssetRecord | undefined> {
      const [row] = await db
        .delete(assets)
        .where(and(eq(assets.userId, userId), eq(assets.id, id)))
        .returning();
      return row;
    },
  };
}
export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
