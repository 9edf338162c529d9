/**
 * The admin's reads of the blog (docs/admin.md#blog-management): every post whatever its status,
 * one post as the editor loads it, and the categories, authors and tags with how many posts name
 * each (drafts included: a draft holds a category as much as a published post does).
 */
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBlogPostStatus } from '../../../common/contracts/blog-admin-reads';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema';
import { publishedBy } from './blog-posts.repository';

export interface AdminPostFilters {
  status?: AdminBlogPostStatus;
  q?: string;
}

function statusWhere(status: AdminBlogPostStatus | undefined, now: Date): SQL | undefined {
  switch (status) {
    case 'draft':
      return isNull(blogPosts.publishedAt);
    case 'scheduled':
      return gt(blogPosts.publishedAt, now);
    case 'published':
      return publishedBy(now);
    case undefined:
      return undefined;
  }
}

function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(blogPosts.titleVi, pattern),
    ilike(blogPosts.titleEn, pattern),
    ilike(blogPosts.slug, pattern),
  );
}

/** Rows of `column` that are not null: the posts joined to a category, author or tag. */
const countOf = (column: typeof blogPosts.id | typeof blogPostTags.postId) =>
  sql<number>`count(${column})`.mapWith(Number);

export function createBlogAdminReadsRepository(db: Database) {
  /** The slugs of each post's tags, by post id. */
  async function tagSlugsOf(postIds: string[]): Promise<Map<string, string[]>> {
    const byPost = new Map<string, string[]>();
    if (postIds.length === 0) return byPost;
    const rows = await db
      .select({ postId: blogPostTags.postId, slug: blogTags.slug })
      .from(blogPostTags)
      .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
      .where(inArray(blogPostTags.postId, postIds))
      .orderBy(asc(blogTags.slug));
    for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.slug]);
    return byPost;
  }

  return {
    /** Newest change first: what an admin worked on last is at the top. */
    async listPosts(filters: AdminPostFilters, page: { limit: number; offset: number }, now: Date) {
      const where = and(statusWhere(filters.status, now), searchWhere(filters.q));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: blogPosts.id,
            slug: blogPosts.slug,
            titleVi: blogPosts.titleVi,
            titleEn: blogPosts.titleEn,
            publishedAt: blogPosts.publishedAt,
            updatedAt: blogPosts.updatedAt,
            coverImage: blogPosts.coverImage,
            categorySlug: blogCategories.slug,
            categoryNameVi: blogCategories.nameVi,
            categoryNameEn: blogCategories.nameEn,
            authorSlug: blogAuthors.slug,
            authorName: blogAuthors.name,
          })
          .from(blogPosts)
          .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
          .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
          .where(where)
          .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ value: sql<number>`count(*)`.mapWith(Number) })
          .from(blogPosts)
          .where(where),
      ]);
      const tags = await tagSlugsOf(rows.map((row) => row.id));
      return {
        rows: rows.map((row) => ({ ...row, tags: tags.get(row.id) ?? [] })),
        total: total?.value ?? 0,
      };
    },

    /** One post with the slugs of its author, category and tags: what the editor edits. */
    async findPost(postId: string) {
      const [row] = await db
        .select({
          post: blogPosts,
          authorSlug: blogAuthors.slug,
          categorySlug: blogCategories.slug,
        })
        .from(blogPosts)
        .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
        .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
        .where(eq(blogPosts.id, postId));
      if (!row) return undefined;
      const tags = await tagSlugsOf([postId]);
      return { ...row, tags: tags.get(postId) ?? [] };
    },

    listCategories: () =>
      db
        .select({ category: blogCategories, postCount: countOf(blogPosts.id) })
        .from(blogCategories)
        .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
        .groupBy(blogCategories.id)
        .orderBy(asc(blogCategories.slug)),

    listAuthors: () =>
      db
        .select({ author: blogAuthors, postCount: countOf(blogPosts.id) })
        .from(blogAuthors)
        .leftJoin(blogPosts, eq(blogPosts.authorId, blogAuthors.id))
        .groupBy(blogAuthors.id)
        .orderBy(asc(blogAuthors.slug)),

    listTags: () =>
      db
        .select({ tag: blogTags, postCount: countOf(blogPostTags.postId) })
        .from(blogTags)
        .leftJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
        .groupBy(blogTags.id)
        .orderBy(asc(blogTags.slug)),
  };
}
export type BlogAdminReadsRepository = ReturnType<typeof createBlogAdminReadsRepository>;
