/**
 * Comments under a blog post: anyone reads them, signed-in users write them, the writer or an
 * admin deletes them. A comment is plain text: it is stored and shown as text, never as HTML.
 */
import { z } from 'zod';

export const COMMENT_MIN_LENGTH = 2;
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_PAGE_SIZE = 20;

/** Control characters other than tab and line feed: invisible, and useless in a comment. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Texts are i18n keys of the `blog` namespace (the form shows them). */
export const commentBodySchema = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim())
  .pipe(
    z
      .string()
      .min(COMMENT_MIN_LENGTH, 'comments.validation.tooShort')
      .max(COMMENT_MAX_LENGTH, 'comments.validation.tooLong'),
  );

export const createCommentRequestSchema = z.object({ body: commentBodySchema });
export const commentFormSchema = createCommentRequestSchema;

export const commentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const commentParamsSchema = z.object({ id: z.uuid() });

export const blogCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  author_name: z.string(),
  created_at: z.string(),
  /** Whether the caller (by its bearer token) may delete it: its writer, or an admin. */
  can_delete: z.boolean(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

/** Newest first. */
export const blogCommentListSchema = z.object({
  items: z.array(blogCommentSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type BlogCommentList = z.infer<typeof blogCommentListSchema>;
