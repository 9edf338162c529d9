/**
 * The post editor's form as plain data: its values (strings, as inputs hold them), the request
 * they make, and their problems per field, by the write API's own schema (./field-problems.ts).
 */
import type { z } from 'zod';
import {
  adminBlogPostRequestSchema,
  type AdminBlogPost,
  type AdminBlogPostRequest,
} from '../../../../common/contracts/blog-admin';
import { fieldProblems, type FieldProblem } from './field-problems';

export type PublishChoice = 'draft' | 'publish';

export interface PostFormValues {
  slug: string;
  author: string;
  category: string;
  tags: string[];
  title_vi: string;
  title_en: string;
  excerpt_vi: string;
  excerpt_en: string;
  body_vi: string;
  body_en: string;
  cover_image: string;
  cover_alt_vi: string;
  cover_alt_en: string;
  publish: PublishChoice;
  /** The publication time as a datetime-local input holds it (the admin's local time). */
  published_at: string;
}
export type PostField = Exclude<keyof PostFormValues, 'publish'>;

export type PostFormProblems = Partial<Record<PostField, FieldProblem>>;

/** `date` as a datetime-local value in this browser's time zone (minutes, no seconds). */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function emptyPostForm(now: Date): PostFormValues {
  return {
    slug: '',
    author: '',
    category: '',
    tags: [],
    title_vi: '',
    title_en: '',
    excerpt_vi: '',
    excerpt_en: '',
    body_vi: '',
    body_en: '',
    cover_image: '',
    cover_alt_vi: '',
    cover_alt_en: '',
    publish: 'draft',
    published_at: toLocalInput(now),
  };
}

export function postFormOf(post: AdminBlogPost, now: Date): PostFormValues {
  return {
    slug: post.slug,
    author: post.author,
    category: post.category,
    tags: post.tags,
    title_vi: post.title_vi,
    title_en: post.title_en ?? '',
    excerpt_vi: post.excerpt_vi,
    excerpt_en: post.excerpt_en ?? '',
    body_vi: post.body_vi,
    body_en: post.body_en ?? '',
    cover_image: post.cover_image,
    cover_alt_vi: post.cover_alt_vi,
    cover_alt_en: post.cover_alt_en ?? '',
    publish: post.published_at ? 'publish' : 'draft',
    published_at: toLocalInput(post.published_at ? new Date(post.published_at) : now),
  };
}

/** What the form sends: English left empty is no English; a draft has no publication time. */
export function postRequestInput(
  values: PostFormValues,
): z.input<typeof adminBlogPostRequestSchema> {
  const english = (text: string) => (text.trim() === '' ? null : text);
  const moment = new Date(values.published_at);
  return {
    slug: values.slug,
    author: values.author,
    category: values.category,
    tags: values.tags,
    title_vi: values.title_vi,
    title_en: english(values.title_en),
    excerpt_vi: values.excerpt_vi,
    excerpt_en: english(values.excerpt_en),
    body_vi: values.body_vi,
    body_en: english(values.body_en),
    cover_image: values.cover_image,
    cover_alt_vi: values.cover_alt_vi,
    cover_alt_en: english(values.cover_alt_en),
    published_at:
      values.publish === 'draft'
        ? null
        : Number.isNaN(moment.getTime())
          ? values.published_at
          : moment.toISOString(),
  };
}

/** The request when the form is valid, else each field's first problem. */
export function checkPostForm(
  values: PostFormValues,
): { ok: true; request: AdminBlogPostRequest } | { ok: false; problems: PostFormProblems } {
  const parsed = adminBlogPostRequestSchema.safeParse(postRequestInput(values));
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, problems: fieldProblems<PostField>(parsed.error.issues, values) };
}
