/**
 * Blog management: admins create, update and delete blog content (docs/product-rules.md#roles)
 * through /api/admin/blog/... (docs/product-rules.md#api-calls).
 * Vietnamese texts are required and English ones optional: readers of an untranslated post
 * get the Vietnamese text. Bodies are Markdown without raw HTML or unsafe links.
 */
import { z } from 'zod';
import { unsafeMarkdownProblem } from '../blog-markdown';
import { slugSchema } from './blog';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish().default(null);

/** The longest post body, in characters (a long guide is ~30,000). */
export const POST_BODY_MAX_LENGTH = 100_000;
export const POST_TAGS_MAX = 10;

const markdown = (minLength: number) =>
  text(minLength, POST_BODY_MAX_LENGTH).superRefine((body, context) => {
    const problem = unsafeMarkdownProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A same-origin path (not protocol-relative `//host`) or an https URL. */
const coverImage = z.union([
  z.string().regex(/^\/(?!\/)[\w\-./]+$/, 'a path such as /blog/cover.webp'),
  z.url({ protocol: /^https$/ }),
]);

export const adminBlogCategoryRequestSchema = z.strictObject({
  slug: slugSchema,
  name_vi: text(2, 80),
  name_en: optionalText(80),
  description_vi: text(0, 400).default(''),
  description_en: optionalText(400),
});
export type AdminBlogCategoryRequest = z.infer<typeof adminBlogCategoryRequestSchema>;

export const adminBlogTagRequestSchema = z.strictObject({
  slug: slugSchema,
  name_vi: text(2, 60),
  name_en: optionalText(60),
});
export type AdminBlogTagRequest = z.infer<typeof adminBlogTagRequestSchema>;

export const adminBlogAuthorRequestSchema = z.strictObject({
  slug: slugSchema,
  name: text(2, 80),
  role_vi: text(0, 120).default(''),
  role_en: optionalText(120),
  bio_vi: text(0, 1000).default(''),
  bio_en: optionalText(1000),
});
export type AdminBlogAuthorRequest = z.infer<typeof adminBlogAuthorRequestSchema>;

export const adminBlogPostRequestSchema = z
  .strictObject({
    slug: slugSchema,
    /** Slugs of an existing author and category, and of existing tags. */
    author: slugSchema,
    category: slugSchema,
    tags: z.array(slugSchema).max(POST_TAGS_MAX).default([]),
    title_vi: text(3, 160),
    title_en: optionalText(160),
    excerpt_vi: text(10, 400),
    excerpt_en: optionalText(400),
    body_vi: markdown(50),
    body_en: markdown(0)
      .nullish()
      .transform((body) => body || null),
    cover_image: coverImage,
    cover_alt_vi: text(3, 200),
    cover_alt_en: optionalText(200),
    /** ISO date-time; null keeps the post a draft. A future time publishes it then. */
    published_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .refine(
    // A reader gets one language per post: all English texts, or the Vietnamese ones.
    (post) => {
      const english = [post.title_en, post.excerpt_en, post.body_en, post.cover_alt_en];
      return english.every(Boolean) || !english.some(Boolean);
    },
    {
      message: 'Give every English text (title, excerpt, body, cover alt) or none',
      path: ['title_en'],
    },
  );
export type AdminBlogPostRequest = z.infer<typeof adminBlogPostRequestSchema>;

export const adminBlogIdParamsSchema = z.object({ id: z.uuid() });

const withId = { id: z.string() };
export const adminBlogCategorySchema = adminBlogCategoryRequestSchema.extend(withId);
export const adminBlogTagSchema = adminBlogTagRequestSchema.extend(withId);
export const adminBlogAuthorSchema = adminBlogAuthorRequestSchema.extend(withId);

export const adminBlogPostSchema = z.object({
  ...withId,
  slug: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  title_vi: z.string(),
  title_en: z.string().nullable(),
  excerpt_vi: z.string(),
  excerpt_en: z.string().nullable(),
  body_vi: z.string(),
  body_en: z.string().nullable(),
  cover_image: z.string(),
  cover_alt_vi: z.string(),
  cover_alt_en: z.string().nullable(),
  published_at: z.string().nullable(),
  reading_minutes_vi: z.number().int(),
  reading_minutes_en: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
