/**
 * The blog's API calls (common/contracts/blog*.ts). Types only from the contracts: their zod
 * schemas stay out of a post's first view (the newsletter's calls are in ./newsletter/).
 */
import type {
  BlogCategory,
  BlogPostDetail,
  BlogPostList,
  BlogSort,
  BlogTag,
} from '../../../common/contracts/blog';
import type { BlogComment, BlogCommentList } from '../../../common/contracts/blog-comments';
import { EARLY_POST_ELEMENT_ID } from '../../../common/contracts/early-post';
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

const fetchPost = (slug: string, lang: Language, signal?: AbortSignal) =>
  apiRequest<BlogPostDetail>(postPath(slug), { query: { lang }, signal, auth: false });

/**
 * A post requested by its route as the navigation starts, in parallel with the page's code,
 * and handed to the page once. Older than this, it is not handed over: the reader may have left
 * and come back to a post that has changed since. The post the server put in the page is as
 * fresh as the page, however slowly the code arrived.
 */
const EARLY_POST_MAX_AGE_MS = 10_000;
const earlyPosts = new Map<
  string,
  { at: number; post: Promise<BlogPostDetail>; fromPage: boolean }
>();

/**
 * The post the server put in the page it sent (common/contracts/early-post.ts). Read by the
 * first post route of the visit and then gone, whichever post and language it was: later
 * visits to a post ask the API.
 */
function postInPage(slug: string, lang: Language): Promise<BlogPostDetail> | undefined {
  const element = document.getElementById(EARLY_POST_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  if (element.dataset.slug !== slug || element.dataset.lang !== lang) return undefined;
  try {
    return Promise.resolve(JSON.parse(element.textContent ?? '') as BlogPostDetail);
  } catch {
    return undefined; // unreadable: requested as usual
  }
}

export function startLoadingPost(slug: string, lang: Language): void {
  const inPage = postInPage(slug, lang);
  const post = inPage ?? fetchPost(slug, lang);
  post.catch(() => {}); // the page reports the error when it takes the request over
  earlyPosts.set(`${slug}:${lang}`, { at: Date.now(), post, fromPage: inPage !== undefined });
}

function takeEarlyPost(slug: string, lang: Language): Promise<BlogPostDetail> | undefined {
  const key = `${slug}:${lang}`;
  const early = earlyPosts.get(key);
  earlyPosts.delete(key);
  if (!early) return undefined;
  return early.fromPage || Date.now() - early.at < EARLY_POST_MAX_AGE_MS ? early.post : undefined;
}

export const blogApi = {
  list: (query: PostListQuery, signal: AbortSignal) =>
    apiRequest<BlogPostList>('/api/blog/posts', { query: { ...query }, signal, auth: false }),
  post: (slug: string, lang: Language, signal: AbortSignal) =>
    takeEarlyPost(slug, lang) ?? fetchPost(slug, lang, signal),
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
