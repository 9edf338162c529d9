/**
 * The admin blog pages' calls (common/contracts/blog-admin*.ts, docs/admin.md#blog-management).
 * Every write then drops this browser's cached copies of the public blog's reads, so the admin's
 * own /blog shows the change even offline (other visitors' workers ask the network first).
 */
import type {
  AdminBlogAuthorRequest,
  AdminBlogCategoryRequest,
  AdminBlogPost,
  AdminBlogPostRequest,
  AdminBlogTagRequest,
} from '../../../../common/contracts/blog-admin';
import type {
  AdminBlogAuthorItem,
  AdminBlogCategoryItem,
  AdminBlogCover,
  AdminBlogPostList,
  AdminBlogPostListQuery,
  AdminBlogTagItem,
  BlogTaxonomyKind,
} from '../../../../common/contracts/blog-admin-reads';
import type { BlogStats } from '../../../../common/contracts/blog';
import { apiRequest } from '../../../lib/api/client';
import { dropCachedPublicBlogReads } from '../../../lib/pwa/public-api-cache';

const BASE = '/api/admin/blog';

export interface TaxonomyItems {
  categories: AdminBlogCategoryItem;
  authors: AdminBlogAuthorItem;
  tags: AdminBlogTagItem;
}
export interface TaxonomyRequests {
  categories: AdminBlogCategoryRequest;
  authors: AdminBlogAuthorRequest;
  tags: AdminBlogTagRequest;
}

/** A write, then the public blog's cached reads dropped (whatever the write answered). */
async function write<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } finally {
    await dropCachedPublicBlogReads();
  }
}

export const blogAdminApi = {
  /** The public blog's counts (published posts, categories, tags, authors). */
  stats: (signal?: AbortSignal) => apiRequest<BlogStats>('/api/blog/stats', { signal }),
  listPosts: (query: Partial<AdminBlogPostListQuery>, signal?: AbortSignal) =>
    apiRequest<AdminBlogPostList>(`${BASE}/posts`, { query: { ...query }, signal }),
  getPost: (id: string, signal?: AbortSignal) =>
    apiRequest<AdminBlogPost>(`${BASE}/posts/${encodeURIComponent(id)}`, { signal }),
  createPost: (post: AdminBlogPostRequest) =>
    write(apiRequest<AdminBlogPost>(`${BASE}/posts`, { method: 'POST', body: post })),
  updatePost: (id: string, post: AdminBlogPostRequest) =>
    write(
      apiRequest<AdminBlogPost>(`${BASE}/posts/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: post,
      }),
    ),
  deletePost: (id: string) =>
    write(apiRequest<null>(`${BASE}/posts/${encodeURIComponent(id)}`, { method: 'DELETE' })),
  uploadCover: (file: Blob) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<AdminBlogCover>(`${BASE}/covers`, { method: 'POST', body: form });
  },

  listTaxonomy: <K extends BlogTaxonomyKind>(kind: K, signal?: AbortSignal) =>
    apiRequest<{ items: TaxonomyItems[K][] }>(`${BASE}/${kind}`, { signal }),
  createTaxonomy: <K extends BlogTaxonomyKind>(kind: K, body: TaxonomyRequests[K]) =>
    write(apiRequest<TaxonomyItems[K]>(`${BASE}/${kind}`, { method: 'POST', body })),
  updateTaxonomy: <K extends BlogTaxonomyKind>(kind: K, id: string, body: TaxonomyRequests[K]) =>
    write(
      apiRequest<TaxonomyItems[K]>(`${BASE}/${kind}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
      }),
    ),
  deleteTaxonomy: (kind: BlogTaxonomyKind, id: string) =>
    write(apiRequest<null>(`${BASE}/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' })),
};
