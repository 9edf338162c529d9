/** Comments under published posts, with their writers' names. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogComments, blogPosts, users } from '../../db/schema';
import { publishedBy } from './blog-posts.repository';

export function createBlogCommentsRepository(db: Database) {
  return {
    async findPublishedPostId(slug: string, now: Date): Promise<string | undefined> {
      const [post] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), publishedBy(now)));
      return post?.id;
    },

    /** Newest first. */
    async list(postId: string, page: { limit: number; offset: number }) {
      const where = eq(blogComments.postId, postId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: blogComments.id,
            body: blogComments.body,
            userId: blogComments.userId,
            authorName: users.name,
            createdAt: blogComments.createdAt,
          })
          .from(blogComments)
          .innerJoin(users, eq(users.id, blogComments.userId))
          .where(where)
          .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(blogComments).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async insert(values: { postId: string; userId: string; body: string }) {
      const [row] = await db.insert(blogComments).values(values).returning();
      return row!;
    },

    async find(commentId: string) {
      const [row] = await db
        .select({ id: blogComments.id, userId: blogComments.userId })
        .from(blogComments)
        .where(eq(blogComments.id, commentId));
      return row;
    },

    async delete(commentId: string): Promise<void> {
      await db.delete(blogComments).where(eq(blogComments.id, commentId));
    },
  };
}
export type BlogCommentsRepository = ReturnType<typeof createBlogCommentsRepository>;
