/**
 * The blog's reading API, GET /api/blog/... (docs/product-rules.md#blog,
 * docs/product-rules.md#blog-lists). Posts are bilingual; every call takes `lang` and answers in
 * it, falling back to Vietnamese where a post has no English text (`language` says which one a post
 * came out in).
 */
import { z } from 'zod';
import { USER_LANGUAGES } from './auth';

/**
 * The sorts of docs/product-rules.md#blog-lists: newest, oldest, title A-Z, title Z-A, reading
 * time (shortest first).
 */
export const BLOG_SORTS = ['newest', 'oldest', 'title_asc', 'title_desc', 'reading_time'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

/** Three rows of three cards on a wide screen. */
export const BLOG_PAGE_SIZE_DEFAULT = 9;
export const BLOG_PAGE_SIZE_MAX = 50;
/** Related posts under a post. */
export const RELATED_POSTS_COUNT = 3;

/** URL-safe, lower-case words joined by hyphens: `chup-flat-lay`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z.string().max(120).regex(SLUG_PATTERN);

const language = z.enum(USER_LANGUAGES);
export const blogLanguageQuerySchema = z.object({ lang: language.default('vi') });

export const blogListQuerySchema = blogLanguageQuerySchema.extend({
  sort: z.enum(BLOG_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(BLOG_PAGE_SIZE_MAX).default(BLOG_PAGE_SIZE_DEFAULT),
  category: slugSchema.optional(),
  tag: slugSchema.optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogSlugParamsSchema = z.object({ slug: slugSchema });

const named = z.object({ slug: z.string(), name: z.string() });
export const blogCategoryRefSchema = named;
export const blogTagRefSchema = named;
export const blogAuthorRefSchema = named;

export const blogCategorySchema = named.extend({
  description: z.string(),
  post_count: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogTagSchema = named.extend({ post_count: z.number().int() });
export type BlogTag = z.infer<typeof blogTagSchema>;

export const blogAuthorSchema = named.extend({
  role: z.string(),
  bio: z.string(),
  post_count: z.number().int(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** The language the texts below are in: the one asked for, or 'vi' when it has none. */
  language,
  title: z.string(),
  excerpt: z.string(),
  /** A same-origin path (/blog/…webp) or an https URL. */
  cover_image: z.string(),
  cover_alt: z.string(),
  reading_minutes: z.number().int(),
  published_at: z.string(),
  author: blogAuthorRefSchema,
  category: blogCategoryRefSchema,
  tags: z.array(blogTagRefSchema),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostListSchema = z.object({
  items: z.array(blogPostSummarySchema),
  /** Posts matching the filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The filtering category or tag, when one was asked for (the heading of its page). */
  category: blogCategorySchema.optional(),
  tag: blogTagSchema.optional(),
});
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/** One entry of a post's table of contents: its ## and ### headings. */
export const tocEntrySchema = z.object({
  /** The heading's element id: the same id the client's renderer gives it. */
  id: z.string(),
  text: z.string(),
  level: z.union([z.literal(2), z.literal(3)]),
});
export type TocEntry = z.infer<typeof tocEntrySchema>;

export const blogPostDetailSchema = blogPostSummarySchema.extend({
  /** Markdown; raw HTML is refused when it is written and never rendered. */
  body: z.string(),
  toc: z.array(tocEntrySchema),
  updated_at: z.string(),
  author: blogAuthorSchema.omit({ post_count: true }),
  /** Same category and shared tags first, then the newest others. */
  related: z.array(blogPostSummarySchema),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

export const blogCategoryListSchema = z.object({ items: z.array(blogCategorySchema) });
export const blogTagListSchema = z.object({ items: z.array(blogTagSchema) });
export const blogAuthorListSchema = z.object({ items: z.array(blogAuthorSchema) });

/**
 * Stats count posts, categories, tags, authors: published posts only (docs/product-rules.md#blog).
 */
export const blogStatsSchema = z.object({
  posts: z.number().int(),
  categories: z.number().int(),
  tags: z.number().int(),
  authors: z.number().int(),
});
export type BlogStats = z.infer<typeof blogStatsSchema>;
