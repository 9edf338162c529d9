/** An admin's post request -> the blog_posts columns derived from it (sort keys, reading times). */
import { readingMinutes } from '../../../common/blog-markdown';
import type { AdminBlogPostRequest } from '../../../common/contracts/blog-admin';
import type { blogPosts } from '../../db/schema';

export type PostColumns = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The title as plain lower-case ASCII: the database compares bytes (PGlite has no Vietnamese
 * collation), so "Ánh sáng" must sort as "anh sang", beside "Anh", not after "Z".
 */
export function titleSortKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function postColumns(
  post: AdminBlogPostRequest,
  references: { authorId: string; categoryId: string },
): PostColumns {
  return {
    slug: post.slug,
    ...references,
    titleVi: post.title_vi,
    titleEn: post.title_en,
    titleSortVi: titleSortKey(post.title_vi),
    titleSortEn: post.title_en === null ? null : titleSortKey(post.title_en),
    excerptVi: post.excerpt_vi,
    excerptEn: post.excerpt_en,
    bodyVi: post.body_vi,
    bodyEn: post.body_en,
    readingMinutesVi: readingMinutes(post.body_vi),
    readingMinutesEn: post.body_en === null ? null : readingMinutes(post.body_en),
    coverImage: post.cover_image,
    coverAltVi: post.cover_alt_vi,
    coverAltEn: post.cover_alt_en,
    publishedAt: post.published_at === null ? null : new Date(post.published_at),
  };
}
