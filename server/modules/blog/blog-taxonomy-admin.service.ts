/**
 * Renaming and deleting categories, authors and tags (docs/admin.md#blog-management). A rename
 * takes the same fields as a creation (the slug too: links to the old one stop working). A
 * category or author that posts name is not deleted: 409 with how many, so the admin moves
 * those posts first; a tag is deleted and leaves its posts.
 */
import type {
  AdminBlogAuthorRequest,
  AdminBlogCategoryRequest,
  AdminBlogTagRequest,
} from '../../../common/contracts/blog-admin';
import type { BlogTaxonomyKind } from '../../../common/contracts/blog-admin-reads';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { HttpError } from '../../http/errors';
import { authorColumns, categoryColumns, slugTaken, tagColumns } from './blog-admin.service';
import type { BlogTaxonomyWritesRepository } from './blog-taxonomy-writes.repository';

/** Each kind's name in the server's (English) messages. */
const NOUNS: Record<BlogTaxonomyKind, string> = {
  categories: 'category',
  authors: 'author',
  tags: 'tag',
};

export interface TaxonomyRequests {
  categories: AdminBlogCategoryRequest;
  authors: AdminBlogAuthorRequest;
  tags: AdminBlogTagRequest;
}

const COLUMNS: { [K in BlogTaxonomyKind]: (request: TaxonomyRequests[K]) => object } = {
  categories: categoryColumns,
  authors: authorColumns,
  tags: tagColumns,
};

const notFound = (kind: BlogTaxonomyKind) =>
  new HttpError(404, ERROR_CODES.notFound, `No such ${NOUNS[kind]}.`);

export function createBlogTaxonomyAdminService(writes: BlogTaxonomyWritesRepository) {
  return {
    async update<K extends BlogTaxonomyKind>(
      kind: K,
      id: string,
      request: TaxonomyRequests[K],
      adminId: string,
    ): Promise<TaxonomyRequests[K] & { id: string }> {
      const values = COLUMNS[kind](request) as Record<string, string | null>;
      const result = await writes.update(kind, id, values, adminId);
      if (result.status === 'missing') throw notFound(kind);
      if (result.status === 'slug_taken') throw slugTaken(NOUNS[kind]);
      return { ...request, id };
    },

    async delete(kind: BlogTaxonomyKind, id: string, adminId: string): Promise<void> {
      const result = await writes.delete(kind, id, adminId);
      if (result.status === 'missing') throw notFound(kind);
      if (result.status === 'in_use') {
        throw new HttpError(
          409,
          ERROR_CODES.blogTaxonomyInUse,
          `This ${NOUNS[kind]} is used by ${result.postCount} post(s): give them another ${NOUNS[kind]} first.`,
        );
      }
    },
  };
}
export type BlogTaxonomyAdminService = ReturnType<typeof createBlogTaxonomyAdminService>;
