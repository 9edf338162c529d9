/**
 * The admin's views of the blog (docs/admin.md#blog-management): the post list with each post's
 * status, one post as the editor's form takes it (the shape the write routes accept), and the
 * categories, authors and tags with their post counts.
 */
import type { AdminBlogPost } from '../../../common/contracts/blog-admin';
import type {
  AdminBlogAuthorItem,
  AdminBlogCategoryItem,
  AdminBlogPostList,
  AdminBlogPostListQuery,
  AdminBlogPostStatus,
  AdminBlogTagItem,
} from '../../../common/contracts/blog-admin-reads';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { PostRecord } from './blog-admin.repository';
import type { BlogAdminReadsRepository } from './blog-admin-reads.repository';

function statusOf(publishedAt: Date | null, now: Date): AdminBlogPostStatus {
  if (!publishedAt) return 'draft';
  return publishedAt > now ? 'scheduled' : 'published';
}

/** A stored post under the write API's field names, with its author's and category's slugs. */
export function adminPostView(
  post: PostRecord,
  slugs: { author: string; category: string; tags: string[] },
): AdminBlogPost {
  return {
    id: post.id,
    slug: post.slug,
    ...slugs,
    title_vi: post.titleVi,
    title_en: post.titleEn,
    excerpt_vi: post.excerptVi,
    excerpt_en: post.excerptEn,
    body_vi: post.bodyVi,
    body_en: post.bodyEn,
    cover_image: post.coverImage,
    cover_alt_vi: post.coverAltVi,
    cover_alt_en: post.coverAltEn,
    published_at: post.publishedAt?.toISOString() ?? null,
    reading_minutes_vi: post.readingMinutesVi,
    reading_minutes_en: post.readingMinutesEn,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

export function createBlogAdminReadsService(deps: {
  reads: BlogAdminReadsRepository;
  clock: Clock;
}) {
  const { reads, clock } = deps;
  return {
    async listPosts(query: AdminBlogPostListQuery): Promise<AdminBlogPostList> {
      const now = clock();
      const { limit, offset } = query;
      const { rows, total } = await reads.listPosts(query, { limit, offset }, now);
      return {
        items: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title_vi: row.titleVi,
          title_en: row.titleEn,
          status: statusOf(row.publishedAt, now),
          published_at: row.publishedAt?.toISOString() ?? null,
          updated_at: row.updatedAt.toISOString(),
          cover_image: row.coverImage,
          category: {
            slug: row.categorySlug,
            name_vi: row.categoryNameVi,
            name_en: row.categoryNameEn,
          },
          author: { slug: row.authorSlug, name: row.authorName },
          tags: row.tags,
        })),
        total,
        limit,
        offset,
      };
    },

    async findPost(postId: string): Promise<AdminBlogPost> {
      const found = await reads.findPost(postId);
      if (!found) throw new HttpError(404, ERROR_CODES.notFound, 'Post not found');
      return adminPostView(found.post, {
        author: found.authorSlug,
        category: found.categorySlug,
        tags: found.tags,
      });
    },

    async categories(): Promise<{ items: AdminBlogCategoryItem[] }> {
      const rows = await reads.listCategories();
      return {
        items: rows.map(({ category, postCount }) => ({
          id: category.id,
          slug: category.slug,
          name_vi: category.nameVi,
          name_en: category.nameEn,
          description_vi: category.descriptionVi,
          description_en: category.descriptionEn,
          post_count: postCount,
        })),
      };
    },

    async authors(): Promise<{ items: AdminBlogAuthorItem[] }> {
      const rows = await reads.listAuthors();
      return {
        items: rows.map(({ author, postCount }) => ({
          id: author.id,
          slug: author.slug,
          name: author.name,
          role_vi: author.roleVi,
          role_en: author.roleEn,
          bio_vi: author.bioVi,
          bio_en: author.bioEn,
          post_count: postCount,
        })),
      };
    },

    async tags(): Promise<{ items: AdminBlogTagItem[] }> {
      const rows = await reads.listTags();
      return {
        items: rows.map(({ tag, postCount }) => ({
          id: tag.id,
          slug: tag.slug,
          name_vi: tag.nameVi,
          name_en: tag.nameEn,
          post_count: postCount,
        })),
      };
    },
  };
}
export type BlogAdminReadsService = ReturnType<typeof createBlogAdminReadsService>;
