/** Writes of blog content (admin API and seed). Inserts return undefined when the slug is taken. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema';
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

export function createBlogAdminRepository(db: Database) {
  return {
    async insertCategory(values: NewCategory) {
      const [row] = await db
        .insert(blogCategories)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async insertTag(values: NewTag) {
      const [row] = await db.insert(blogTags).values(values).onConflictDoNothing().returning();
      return row;
    },

    async insertAuthor(values: NewAuthor) {
      const [row] = await db.insert(blogAuthors).values(values).onConflictDoNothing().returning();
      return row;
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

    insertPost(values: PostColumns, tagIds: string[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(blogPosts).values(values).onConflictDoNothing().returning();
        if (row) await replaceTags(tx, row.id, tagIds);
        return row;
      });
    },

    updatePost(postId: string, values: PostColumns, tagIds: string[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(blogPosts)
          .set(values)
          .where(eq(blogPosts.id, postId))
          .returning();
        if (row) await replaceTags(tx, row.id, tagIds);
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
    async deletePost(postId: string): Promise<boolean> {
      const deleted = await db
        .delete(blogPosts)
        .where(eq(blogPosts.id, postId))
        .returning({ id: blogPosts.id });
      return deleted.length > 0;
    },
  };
}
export type BlogAdminRepository = ReturnType<typeof createBlogAdminRepository>;
export type PostRecord = typeof blogPosts.$inferSelect;
