/**
 * Writes of blog content (admin API and seed). Inserts return undefined when the slug is taken.
 * An admin's write (`adminId` given) writes its audit row in the same transaction; the seed's
 * writes are not an admin's and are not audited (docs/admin.md#audit-log).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AdminAuditAction, AdminAuditTarget } from '../../../common/contracts/admin-audit';
import type { Database, Transaction } from '../../db/client';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema';
import { recordAudit } from '../admin/admin-audit.repository';
import { auditChanges, columnSnapshot } from '../admin/audit-changes';
import type { PostColumns } from './post-columns';

type NewCategory = Omit<typeof blogCategories.$inferInsert, 'id' | 'createdAt'>;
type NewTag = Omit<typeof blogTags.$inferInsert, 'id' | 'createdAt'>;
type NewAuthor = Omit<typeof blogAuthors.$inferInsert, 'id' | 'createdAt'>;

async function replaceTags(tx: Transaction, postId: string, tagIds: string[]): Promise<void> {
  await tx.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  if (tagIds.length > 0) {
    await tx.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId, tagId })));
  }
}

/** Columns derived from others (sort keys, reading times) say nothing more in the audit log. */
const DERIVED_POST_COLUMNS = [
  'titleSortVi',
  'titleSortEn',
  'readingMinutesVi',
  'readingMinutesEn',
  'createdAt',
  'updatedAt',
];
const postSnapshot = (row: PostRecord, tagIds: string[]) => ({
  ...columnSnapshot(row, DERIVED_POST_COLUMNS),
  tag_ids: [...tagIds].sort(),
});

async function tagIdsOf(tx: Transaction, postId: string): Promise<string[]> {
  const rows = await tx
    .select({ tagId: blogPostTags.tagId })
    .from(blogPostTags)
    .where(eq(blogPostTags.postId, postId));
  return rows.map((row) => row.tagId);
}

/** The audit row of an admin's write of `target` (nothing for the seed's). */
async function auditWrite(
  tx: Transaction,
  adminId: string | undefined,
  entry: {
    action: AdminAuditAction;
    targetType: AdminAuditTarget;
    targetId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  if (!adminId) return;
  await recordAudit(tx, { adminId, ...entry, ...auditChanges(entry.before, entry.after) });
}

export function createBlogAdminRepository(db: Database) {
  return {
    insertCategory(values: NewCategory, adminId?: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogCategories)
          .values(values)
          .onConflictDoNothing()
          .returning();
        if (row) {
          await auditWrite(tx, adminId, {
            action: 'blog.category_create',
            targetType: 'blog_category',
            targetId: row.id,
            before: null,
            after: columnSnapshot(row, ['id', 'createdAt']),
          });
        }
        return row;
      });
    },

    insertTag(values: NewTag, adminId?: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(blogTags).values(values).onConflictDoNothing().returning();
        if (row) {
          await auditWrite(tx, adminId, {
            action: 'blog.tag_create',
            targetType: 'blog_tag',
            targetId: row.id,
            before: null,
            after: columnSnapshot(row, ['id', 'createdAt']),
          });
        }
        return row;
      });
    },

    insertAuthor(values: NewAuthor, adminId?: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(blogAuthors).values(values).onConflictDoNothing().returning();
        if (row) {
          await auditWrite(tx, adminId, {
            action: 'blog.author_create',
            targetType: 'blog_author',
            targetId: row.id,
            before: null,
            after: columnSnapshot(row, ['id', 'createdAt']),
          });
        }
        return row;
      });
    },

    async authorId(slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: blogAuthors.id })
        .from(blogAuthors)
        .where(eq(blogAuthors.slug, slug));
      return row?.id;
    },

    async categoryId(slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(eq(blogCategories.slug, slug));
      return row?.id;
    },

    /** The ids of the tags that exist among `slugs`, by slug. */
    async tagIds(slugs: string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ id: blogTags.id, slug: blogTags.slug })
        .from(blogTags)
        .where(inArray(blogTags.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    insertPost(values: PostColumns, tagIds: string[], adminId?: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(blogPosts).values(values).onConflictDoNothing().returning();
        if (!row) return row;
        await replaceTags(tx, row.id, tagIds);
        await auditWrite(tx, adminId, {
          action: 'blog.post_create',
          targetType: 'blog_post',
          targetId: row.id,
          before: null,
          after: postSnapshot(row, tagIds),
        });
        return row;
      });
    },

    updatePost(postId: string, values: PostColumns, tagIds: string[], adminId?: string) {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select()
          .from(blogPosts)
          .where(eq(blogPosts.id, postId))
          .for('update');
        if (!old) return undefined;
        const oldTagIds = await tagIdsOf(tx, postId);
        const [row] = await tx
          .update(blogPosts)
          .set(values)
          .where(eq(blogPosts.id, postId))
          .returning();
        await replaceTags(tx, postId, tagIds);
        await auditWrite(tx, adminId, {
          action: 'blog.post_update',
          targetType: 'blog_post',
          targetId: postId,
          before: postSnapshot(old, oldTagIds),
          after: postSnapshot(row!, tagIds),
        });
        return row;
      });
    },

    /** Whether another post than `exceptId` already uses `slug`. */
    async slugTaken(slug: string, exceptId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)));
      return row !== undefined;
    },

    /** True when the post existed (its comments and tag links go with it). */
    deletePost(postId: string, adminId?: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const tagIds = await tagIdsOf(tx, postId);
        const [deleted] = await tx.delete(blogPosts).where(eq(blogPosts.id, postId)).returning();
        if (!deleted) return false;
        await auditWrite(tx, adminId, {
          action: 'blog.post_delete',
          targetType: 'blog_post',
          targetId: postId,
          before: postSnapshot(deleted, tagIds),
          after: null,
        });
        return true;
      });
    },
  };
}
export type BlogAdminRepository = ReturnType<typeof createBlogAdminRepository>;
export type PostRecord = typeof blogPosts.$inferSelect;
