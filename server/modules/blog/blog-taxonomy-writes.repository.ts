/**
 * Renaming and deleting categories, authors and tags (docs/admin.md#blog-management), each with
 * its audit row in the same transaction. A category or author that a post names is never
 * deleted (every post needs one: the caller refuses with the count); a tag is, and leaves the
 * posts that had it (they lose the tag, nothing else), its audit row keeping their ids.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AdminAuditAction, AdminAuditTarget } from '../../../common/contracts/admin-audit';
import type { BlogTaxonomyKind } from '../../../common/contracts/blog-admin-reads';
import type { Transaction, Database } from '../../db/client';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema';
import { recordAudit } from '../admin/admin-audit.repository';
import { auditChanges, columnSnapshot } from '../admin/audit-changes';

type TaxonomyTable = typeof blogCategories | typeof blogAuthors | typeof blogTags;

interface KindRules {
  table: TaxonomyTable;
  target: AdminAuditTarget;
  updateAction: AdminAuditAction;
  deleteAction: AdminAuditAction;
  /** The ids of the posts that name row `id`. */
  postIds: (tx: Transaction, id: string) => Promise<string[]>;
  /** Whether a row that posts name may still be deleted (their link goes with it). */
  detachOnDelete: boolean;
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

const KINDS: Record<BlogTaxonomyKind, KindRules> = {
  categories: {
    table: blogCategories,
    target: 'blog_category',
    updateAction: 'blog.category_update',
    deleteAction: 'blog.category_delete',
    postIds: async (tx, id) =>
      idsOf(
        await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.categoryId, id)),
      ),
    detachOnDelete: false,
  },
  authors: {
    table: blogAuthors,
    target: 'blog_author',
    updateAction: 'blog.author_update',
    deleteAction: 'blog.author_delete',
    postIds: async (tx, id) =>
      idsOf(
        await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.authorId, id)),
      ),
    detachOnDelete: false,
  },
  tags: {
    table: blogTags,
    target: 'blog_tag',
    updateAction: 'blog.tag_update',
    deleteAction: 'blog.tag_delete',
    postIds: async (tx, id) =>
      idsOf(
        await tx
          .select({ id: blogPostTags.postId })
          .from(blogPostTags)
          .where(eq(blogPostTags.tagId, id)),
      ),
    detachOnDelete: true,
  },
};

/** What a taxonomy row's columns may be set to (its id and creation time are not). */
export type TaxonomyValues = Record<string, string | null>;

export type TaxonomyUpdate =
  | { status: 'updated'; row: Record<string, unknown> & { id: string } }
  | { status: 'missing' }
  | { status: 'slug_taken' };

export type TaxonomyDelete =
  { status: 'deleted' } | { status: 'missing' } | { status: 'in_use'; postCount: number };

const snapshot = (row: Record<string, unknown>) => columnSnapshot(row, ['id', 'createdAt']);

export function createBlogTaxonomyWritesRepository(db: Database) {
  /** The row, locked until the transaction ends: a post that names it waits for the write. */
  async function lockRow(tx: Transaction, table: TaxonomyTable, id: string) {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    return row as (Record<string, unknown> & { id: string }) | undefined;
  }

  return {
    update(kind: BlogTaxonomyKind, id: string, values: TaxonomyValues, adminId: string) {
      const rules = KINDS[kind];
      const { table } = rules;
      return db.transaction(async (tx): Promise<TaxonomyUpdate> => {
        const old = await lockRow(tx, table, id);
        if (!old) return { status: 'missing' };
        const [clash] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.slug, String(values.slug)), ne(table.id, id)));
        if (clash) return { status: 'slug_taken' };
        const [row] = (await tx
          .update(table)
          .set(values as never)
          .where(eq(table.id, id))
          .returning()) as (Record<string, unknown> & { id: string })[];
        await recordAudit(tx, {
          adminId,
          action: rules.updateAction,
          targetType: rules.target,
          targetId: id,
          ...auditChanges(snapshot(old), snapshot(row!)),
        });
        return { status: 'updated', row: row! };
      });
    },

    delete(kind: BlogTaxonomyKind, id: string, adminId: string) {
      const rules = KINDS[kind];
      const { table } = rules;
      return db.transaction(async (tx): Promise<TaxonomyDelete> => {
        const old = await lockRow(tx, table, id);
        if (!old) return { status: 'missing' };
        const postIds = await rules.postIds(tx, id);
        if (postIds.length > 0 && !rules.detachOnDelete) {
          return { status: 'in_use', postCount: postIds.length };
        }
        await tx.delete(table).where(eq(table.id, id));
        if (postIds.length > 0) {
          // The posts changed too (a tag less): their next read shows it, their sort keys stay.
          await tx
            .update(blogPosts)
            .set({ updatedAt: sql`now()` })
            .where(inArray(blogPosts.id, postIds));
        }
        await recordAudit(tx, {
          adminId,
          action: rules.deleteAction,
          targetType: rules.target,
          targetId: id,
          before: { ...snapshot(old), ...(rules.detachOnDelete && { post_ids: postIds }) },
          after: null,
        });
        return { status: 'deleted' };
      });
    },
  };
}
export type BlogTaxonomyWritesRepository = ReturnType<typeof createBlogTaxonomyWritesRepository>;
