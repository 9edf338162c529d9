/**
 * What the admin's blog pages read (docs/admin.md#blog-management): every post whatever its
 * status, one post with all its texts for the editor, the categories, authors and tags with how
 * many posts use each (drafts too), and the answer of a cover upload.
 */
import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './admin';
import { adminBlogAuthorSchema, adminBlogCategorySchema, adminBlogTagSchema } from './blog-admin';

/**
 * A post's state as the admin list shows it: no publication time is a draft, one in the future
 * is scheduled (it goes public by itself then), one past is published.
 */
export const ADMIN_BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type AdminBlogPostStatus = (typeof ADMIN_BLOG_POST_STATUSES)[number];

/** The longest search text, in characters. */
export const ADMIN_BLOG_SEARCH_MAX_LENGTH = 120;

export const adminBlogPostListQuerySchema = z.object({
  status: z.enum(ADMIN_BLOG_POST_STATUSES).optional(),
  /** Part of a title (either language) or of the slug, any case. */
  q: z.string().trim().max(ADMIN_BLOG_SEARCH_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminBlogPostListQuery = z.infer<typeof adminBlogPostListQuerySchema>;

export const adminBlogPostListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title_vi: z.string(),
  title_en: z.string().nullable(),
  status: z.enum(ADMIN_BLOG_POST_STATUSES),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  cover_image: z.string(),
  category: z.object({ slug: z.string(), name_vi: z.string(), name_en: z.string().nullable() }),
  author: z.object({ slug: z.string(), name: z.string() }),
  tags: z.array(z.string()),
});
export type AdminBlogPostListItem = z.infer<typeof adminBlogPostListItemSchema>;

export const adminBlogPostListSchema = z.object({
  items: z.array(adminBlogPostListItemSchema),
  /** Posts matching the filters, over all pages. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminBlogPostList = z.infer<typeof adminBlogPostListSchema>;

/** Posts that name it, drafts and scheduled ones included. */
const postCount = { post_count: z.number().int() };
export const adminBlogCategoryItemSchema = adminBlogCategorySchema.extend(postCount);
export const adminBlogAuthorItemSchema = adminBlogAuthorSchema.extend(postCount);
export const adminBlogTagItemSchema = adminBlogTagSchema.extend(postCount);
export type AdminBlogCategoryItem = z.infer<typeof adminBlogCategoryItemSchema>;
export type AdminBlogAuthorItem = z.infer<typeof adminBlogAuthorItemSchema>;
export type AdminBlogTagItem = z.infer<typeof adminBlogTagItemSchema>;

export const adminBlogCategoryListSchema = z.object({
  items: z.array(adminBlogCategoryItemSchema),
});
export const adminBlogAuthorListSchema = z.object({ items: z.array(adminBlogAuthorItemSchema) });
export const adminBlogTagListSchema = z.object({ items: z.array(adminBlogTagItemSchema) });

/** The three lists of names a post refers to, by kind (the URL segment of each). */
export const BLOG_TAXONOMY_KINDS = ['categories', 'authors', 'tags'] as const;
export type BlogTaxonomyKind = (typeof BLOG_TAXONOMY_KINDS)[number];

/**
 * A cover is stored as a WebP whose long edge is at most this, in pixels: twice the widest place
 * it is shown (the post page's 800 px column), for sharp screens.
 */
export const BLOG_COVER_MAX_EDGE_PX = 1600;

export const adminBlogCoverSchema = z.object({
  /** The path to put in a post's `cover_image`. */
  cover_image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AdminBlogCover = z.infer<typeof adminBlogCoverSchema>;
