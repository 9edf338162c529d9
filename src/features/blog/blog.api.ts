/** The blog's and the newsletter's API calls (common/contracts/blog*.ts, newsletter.ts). */
import type {
  BlogCategory,
  BlogPostDetail,
  BlogPostList,
  BlogSort,
  BlogTag,
} from '../../../common/contracts/blog';
import type { BlogComment, BlogCommentList } from '../../../common/contracts/blog-comments';
import { NEWSLETTER_PATHS, type NewsletterResponse } from '../../../common/contracts/newsletter';
import { apiRequest } from '../../lib/api/client';
import type { Language } from '../../lib/i18n/languages';

export interface PostListQuery {
  lang: Language;
  sort: BlogSort;
  page: number;
  category?: string;
  tag?: string;
}

const postPath = (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}`;

export const blogApi = {
  list: (query: PostListQuery, signal: AbortSignal) =>
    apiRequest<BlogPostList>('/api/blog/posts', { query: { ...query }, signal, auth: false }),
  post: (slug: string, lang: Language, signal: AbortSignal) =>
    apiRequest<BlogPostDetail>(postPath(slug), { query: { lang }, signal, auth: false }),
  categories: (lang: Language, signal: AbortSignal) =>
    apiRequest<{ items: BlogCategory[] }>('/api/blog/categories', {
      query: { lang },
      signal,
      auth: false,
    }),
  tags: (lang: Language, signal: AbortSignal) =>
    apiRequest<{ items: BlogTag[] }>('/api/blog/tags', { query: { lang }, signal, auth: false }),
  /** With the bearer token, so each comment says whether this user may delete it. */
  comments: (slug: string, page: number, signal?: AbortSignal) =>
    apiRequest<BlogCommentList>(`${postPath(slug)}/comments`, { query: { page }, signal }),
  createComment: (slug: string, body: string) =>
    apiRequest<BlogComment>(`${postPath(slug)}/comments`, { body: { body } }),
  deleteComment: (commentId: string) =>
    apiRequest<null>(`/api/blog/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' }),
};

export const newsletterApi = {
  signup: (email: string, language: Language) =>
    apiRequest<NewsletterResponse>(NEWSLETTER_PATHS.signup, {
      body: { email, language },
      auth: false,
    }),
  confirm: (token: string) =>
    apiRequest<NewsletterResponse>(NEWSLETTER_PATHS.confirm, { body: { token }, auth: false }),
  unsubscribe: (token: string) =>
    apiRequest<NewsletterResponse>(NEWSLETTER_PATHS.unsubscribe, { body: { token }, auth: false }),
};
