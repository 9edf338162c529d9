/**
 * Blog management for admins (docs/product-rules.md#roles, docs/product-rules.md#api-calls):
 * categories, tags, authors and posts. Posts name their author, category and tags by slug; an
 * unknown one is a validation error on that field.
 */
import type {
  AdminBlogAuthorRequest,
  AdminBlogCategoryRequest,
  AdminBlogPost,
  AdminBlogPostRequest,
  AdminBlogTagRequest,
} from '../../../common/contracts/blog-admin';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { HttpError } from '../../http/errors';
import type { BlogAdminRepository, PostRecord } from './blog-admin.repository';
import { postColumns } from './post-columns';

export const slugTaken = (what: string) =>
  new HttpError(409, ERROR_CODES.conflict, `Another ${what} already uses this slug.`);

const unknownReferences = (fields: Record<string, string>) =>
  new HttpError(400, ERROR_CODES.validation, 'The request is not valid', { fields });

function postView(request: AdminBlogPostRequest, row: PostRecord): AdminBlogPost {
  return {
    ...request,
    id: row.id,
    published_at: row.publishedAt?.toISOString() ?? null,
    reading_minutes_vi: row.readingMinutesVi,
    reading_minutes_en: row.readingMinutesEn,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns of each kind of taxonomy row, from the write API's request. */
export const categoryColumns = (request: AdminBlogCategoryRequest) => ({
  slug: request.slug,
  nameVi: request.name_vi,
  nameEn: request.name_en,
  descriptionVi: request.description_vi,
  descriptionEn: request.description_en,
});
export const tagColumns = (request: AdminBlogTagRequest) => ({
  slug: request.slug,
  nameVi: request.name_vi,
  nameEn: request.name_en,
});
export const authorColumns = (request: AdminBlogAuthorRequest) => ({
  slug: request.slug,
  name: request.name,
  roleVi: request.role_vi,
  roleEn: request.role_en,
  bioVi: request.bio_vi,
  bioEn: request.bio_en,
});

/**
 * Each write takes the admin who makes it, for the audit log (docs/admin.md#audit-log); the seed
 * and test factories, which are no admin, pass none.
 */
export function createBlogAdminService(repository: BlogAdminRepository) {
  /** The ids behind a post's slugs, or a 400 naming each unknown one. */
  async function resolve(post: AdminBlogPostRequest) {
    const [authorId, categoryId, tagIds] = await Promise.all([
      repository.authorId(post.author),
      repository.categoryId(post.category),
      repository.tagIds(post.tags),
    ]);
    const fields: Record<string, string> = {};
    if (!authorId) fields.author = `No author has the slug ${post.author}`;
    if (!categoryId) fields.category = `No category has the slug ${post.category}`;
    const missingTags = post.tags.filter((slug) => !tagIds.has(slug));
    if (missingTags.length > 0) fields.tags = `Unknown tags: ${missingTags.join(', ')}`;
    if (!authorId || !categoryId || missingTags.length > 0) throw unknownReferences(fields);
    return {
      columns: postColumns(post, { authorId, categoryId }),
      tagIds: [...new Set(tagIds.values())],
    };
  }

  async function insertPost(request: AdminBlogPostRequest, adminId?: string) {
    const { columns, tagIds } = await resolve(request);
    return repository.insertPost(columns, tagIds, adminId);
  }

  return {
    async createCategory(request: AdminBlogCategoryRequest, adminId?: string) {
      const row = await repository.insertCategory(categoryColumns(request), adminId);
      if (!row) throw slugTaken('category');
      return { ...request, id: row.id };
    },

    async createTag(request: AdminBlogTagRequest, adminId?: string) {
      const row = await repository.insertTag(tagColumns(request), adminId);
      if (!row) throw slugTaken('tag');
      return { ...request, id: row.id };
    },

    async createAuthor(request: AdminBlogAuthorRequest, adminId?: string) {
      const row = await repository.insertAuthor(authorColumns(request), adminId);
      if (!row) throw slugTaken('author');
      return { ...request, id: row.id };
    },

    async createPost(request: AdminBlogPostRequest, adminId?: string): Promise<AdminBlogPost> {
      const row = await insertPost(request, adminId);
      if (!row) throw slugTaken('post');
      return postView(request, row);
    },

    async updatePost(
      postId: string,
      request: AdminBlogPostRequest,
      adminId?: string,
    ): Promise<AdminBlogPost> {
      if (await repository.slugTaken(request.slug, postId)) throw slugTaken('post');
      const { columns, tagIds } = await resolve(request);
      const row = await repository.updatePost(postId, columns, tagIds, adminId);
      if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'Post not found');
      return postView(request, row);
    },

    async deletePost(postId: string, adminId?: string): Promise<void> {
      if (!(await repository.deletePost(postId, adminId))) {
        throw new HttpError(404, ERROR_CODES.notFound, 'Post not found');
      }
    },

    /** First-run content: each call adds what is missing and leaves what exists (admin edits). */
    seed: {
      category: async (request: AdminBlogCategoryRequest) =>
        Boolean(await repository.insertCategory(categoryColumns(request))),
      tag: async (request: AdminBlogTagRequest) =>
        Boolean(await repository.insertTag(tagColumns(request))),
      author: async (request: AdminBlogAuthorRequest) =>
        Boolean(await repository.insertAuthor(authorColumns(request))),
      post: async (request: AdminBlogPostRequest) => Boolean(await insertPost(request)),
    },
  };
}
export type BlogAdminService = ReturnType<typeof createBlogAdminService>;
