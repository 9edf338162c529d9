/** Categories, tags and authors with their published-post counts, and the blog's totals. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema';
import { publishedBy } from './blog-posts.repository';

const postCount = sql<number>`count(${blogPosts.id})`.mapWith(Number);

export function createBlogTaxonomyRepository(db: Database) {
  const categories = (now: Date) =>
    db
      .select({
        id: blogCategories.id,
        slug: blogCategories.slug,
        nameVi: blogCategories.nameVi,
        nameEn: blogCategories.nameEn,
        descriptionVi: blogCategories.descriptionVi,
        descriptionEn: blogCategories.descriptionEn,
        postCount,
      })
      .from(blogCategories)
      .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), publishedBy(now)))
      .groupBy(blogCategories.id)
      .$dynamic();

  const tags = (now: Date) =>
    db
      .select({
        id: blogTags.id,
        slug: blogTags.slug,
        nameVi: blogTags.nameVi,
        nameEn: blogTags.nameEn,
        postCount,
      })
      .from(blogTags)
      .leftJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
      .leftJoin(blogPosts, and(eq(blogPosts.id, blogPostTags.postId), publishedBy(now)))
      .groupBy(blogTags.id)
      .$dynamic();

  return {
    listCategories: (now: Date) => categories(now).orderBy(asc(blogCategories.slug)),

    async findCategory(slug: string, now: Date) {
      const [row] = await categories(now).where(eq(blogCategories.slug, slug));
      return row;
    },

    listTags: (now: Date) => tags(now).orderBy(asc(blogTags.slug)),

    async findTag(slug: string, now: Date) {
      const [row] = await tags(now).where(eq(blogTags.slug, slug));
      return row;
    },

    listAuthors: (now: Date) =>
      db
        .select({
          slug: blogAuthors.slug,
          name: blogAuthors.name,
          roleVi: blogAuthors.roleVi,
          roleEn: blogAuthors.roleEn,
          bioVi: blogAuthors.bioVi,
          bioEn: blogAuthors.bioEn,
          postCount,
        })
        .from(blogAuthors)
        .leftJoin(blogPosts, and(eq(blogPosts.authorId, blogAuthors.id), publishedBy(now)))
        .groupBy(blogAuthors.id)
        .orderBy(asc(blogAuthors.name)),

    async stats(now: Date) {
      const total = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
      const [posts, categoryCount, tagCount, authors] = await Promise.all([
        total(db.select({ value: count() }).from(blogPosts).where(publishedBy(now))),
        total(db.select({ value: count() }).from(blogCategories)),
        total(db.select({ value: count() }).from(blogTags)),
        total(db.select({ value: count() }).from(blogAuthors)),
      ]);
      return { posts, categories: categoryCount, tags: tagCount, authors };
    },
  };
}
export type BlogTaxonomyRepository = ReturnType<typeof createBlogTaxonomyRepository>;
export type CategoryRow = Awaited<ReturnType<BlogTaxonomyRepository['listCategories']>>[number];
export type TagRow = Awaited<ReturnType<BlogTaxonomyRepository['listTags']>>[number];
export type AuthorRow = Awaited<ReturnType<BlogTaxonomyRepository['listAuthors']>>[number];
