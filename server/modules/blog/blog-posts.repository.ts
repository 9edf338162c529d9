/** Published posts as readers find them: filtered, sorted and paged lists, one post, related posts. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { BlogSort } from '../../../common/contracts/blog';
import type { UserLanguage } from '../../../common/contracts/auth';
import type { Database } from '../../db/client';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema';

export interface PostFilters {
  categoryId?: string;
  tagId?: string;
}

export interface PostPage {
  sort: BlogSort;
  language: UserLanguage;
  limit: number;
  offset: number;
}

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  titleVi: blogPosts.titleVi,
  titleEn: blogPosts.titleEn,
  excerptVi: blogPosts.excerptVi,
  excerptEn: blogPosts.excerptEn,
  coverImage: blogPosts.coverImage,
  coverAltVi: blogPosts.coverAltVi,
  coverAltEn: blogPosts.coverAltEn,
  readingMinutesVi: blogPosts.readingMinutesVi,
  readingMinutesEn: blogPosts.readingMinutesEn,
  publishedAt: blogPosts.publishedAt,
  authorSlug: blogAuthors.slug,
  authorName: blogAuthors.name,
  categorySlug: blogCategories.slug,
  categoryNameVi: blogCategories.nameVi,
  categoryNameEn: blogCategories.nameEn,
};

export const publishedBy = (now: Date): SQL =>
  and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now))!;

/** Titles and reading times in the reader's language, with the Vietnamese as fallback. */
function orderOf(sort: BlogSort, language: UserLanguage): SQL[] {
  const title =
    language === 'en'
      ? sql`coalesce(${blogPosts.titleSortEn}, ${blogPosts.titleSortVi})`
      : sql`${blogPosts.titleSortVi}`;
  const minutes =
    language === 'en'
      ? sql`coalesce(${blogPosts.readingMinutesEn}, ${blogPosts.readingMinutesVi})`
      : sql`${blogPosts.readingMinutesVi}`;
  switch (sort) {
    case 'oldest':
      return [asc(blogPosts.publishedAt), asc(blogPosts.id)];
    case 'title_asc':
      return [asc(title), asc(blogPosts.id)];
    case 'title_desc':
      return [desc(title), desc(blogPosts.id)];
    case 'reading_time':
      return [asc(minutes), desc(blogPosts.publishedAt), desc(blogPosts.id)];
    case 'newest':
      return [desc(blogPosts.publishedAt), desc(blogPosts.id)];
  }
}

export function createBlogPostsRepository(db: Database) {
  const withNames = () =>
    db
      .select(summaryColumns)
      .from(blogPosts)
      .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId));

  return {
    async list(filters: PostFilters, page: PostPage, now: Date) {
      const tagged = (tagId: string) =>
        exists(
          db
            .select({ one: sql`1` })
            .from(blogPostTags)
            .where(and(eq(blogPostTags.postId, blogPosts.id), eq(blogPostTags.tagId, tagId))),
        );
      const where = and(
        publishedBy(now),
        filters.categoryId ? eq(blogPosts.categoryId, filters.categoryId) : undefined,
        filters.tagId ? tagged(filters.tagId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        withNames()
          .where(where)
          .orderBy(...orderOf(page.sort, page.language))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The tags of each post, by post id. */
    async tagsOf(postIds: string[]) {
      if (postIds.length === 0) return [];
      return db
        .select({
          postId: blogPostTags.postId,
          slug: blogTags.slug,
          nameVi: blogTags.nameVi,
          nameEn: blogTags.nameEn,
        })
        .from(blogPostTags)
        .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
        .where(inArray(blogPostTags.postId, postIds))
        .orderBy(asc(blogTags.slug));
    },

    async findPublished(slug: string, now: Date) {
      const [row] = await db
        .select({
          ...summaryColumns,
          categoryId: blogPosts.categoryId,
          bodyVi: blogPosts.bodyVi,
          bodyEn: blogPosts.bodyEn,
          updatedAt: blogPosts.updatedAt,
          authorRoleVi: blogAuthors.roleVi,
          authorRoleEn: blogAuthors.roleEn,
          authorBioVi: blogAuthors.bioVi,
          authorBioEn: blogAuthors.bioEn,
        })
        .from(blogPosts)
        .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
        .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
        .where(and(eq(blogPosts.slug, slug), publishedBy(now)));
      return row;
    },

    /**
     * Other published posts, closest first: the same category counts 2, each shared tag 1;
     * ties (and posts with nothing in common) go newest first.
     */
    related(post: { id: string; categoryId: string }, limit: number, now: Date) {
      const sharedTags = sql`(
        SELECT count(*) FROM ${blogPostTags} AS theirs
        WHERE theirs.post_id = ${blogPosts.id}
          AND theirs.tag_id IN (SELECT tag_id FROM ${blogPostTags} WHERE post_id = ${post.id})
      )`;
      const score = sql`(CASE WHEN ${blogPosts.categoryId} = ${post.categoryId} THEN 2 ELSE 0 END) + ${sharedTags}`;
      return withNames()
        .where(and(publishedBy(now), ne(blogPosts.id, post.id)))
        .orderBy(desc(score), desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit);
    },

    /** Every published post's address and last change, for the sitemap. */
    publishedSlugs(now: Date) {
      return db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(publishedBy(now))
        .orderBy(desc(blogPosts.publishedAt));
    },
  };
}
export type BlogPostsRepository = ReturnType<typeof createBlogPostsRepository>;
export type PostSummaryRow = Awaited<ReturnType<BlogPostsRepository['list']>>['rows'][number];
export type PostDetailRow = NonNullable<Awaited<ReturnType<BlogPostsRepository['findPublished']>>>;
export type PostTagRow = Awaited<ReturnType<BlogPostsRepository['tagsOf']>>[number];
