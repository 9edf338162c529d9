/**
 * Comments (README.md#product-decisions-where-the-spec-is-silent): anyone reads, signed-in users
 * write (2–2000 characters of plain text), the writer or an admin deletes; anyone else gets 403.
 */
import {
  type BlogComment,
  type BlogCommentList,
  COMMENT_PAGE_SIZE,
} from '../../../common/contracts/blog-comments';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { UserRecord } from '../auth/user.model';
import type { BlogCommentsRepository } from './blog-comments.repository';

export interface BlogCommentsDependencies {
  comments: BlogCommentsRepository;
  isAdmin: (user: UserRecord) => boolean;
  clock: Clock;
}

interface CommentRow {
  id: string;
  body: string;
  userId: string;
  authorName: string;
  createdAt: Date;
}

export function createBlogCommentsService({ comments, isAdmin, clock }: BlogCommentsDependencies) {
  const mayDelete = (comment: { userId: string }, viewer: UserRecord | null) =>
    viewer !== null && (viewer.id === comment.userId || isAdmin(viewer));

  const view = (row: CommentRow, viewer: UserRecord | null): BlogComment => ({
    id: row.id,
    body: row.body,
    author_name: row.authorName,
    created_at: row.createdAt.toISOString(),
    can_delete: mayDelete(row, viewer),
  });

  async function postIdOf(slug: string): Promise<string> {
    const postId = await comments.findPublishedPostId(slug, clock());
    if (!postId) throw new HttpError(404, ERROR_CODES.notFound, 'Post not found');
    return postId;
  }

  return {
    async list(slug: string, page: number, viewer: UserRecord | null): Promise<BlogCommentList> {
      const postId = await postIdOf(slug);
      const { rows, total } = await comments.list(postId, {
        limit: COMMENT_PAGE_SIZE,
        offset: (page - 1) * COMMENT_PAGE_SIZE,
      });
      return {
        items: rows.map((row) => view(row, viewer)),
        total,
        page,
        page_size: COMMENT_PAGE_SIZE,
      };
    },

    /** `body` is already trimmed and length-checked by the request schema. */
    async create(slug: string, user: UserRecord, body: string): Promise<BlogComment> {
      const row = await comments.insert({ postId: await postIdOf(slug), userId: user.id, body });
      return view({ ...row, authorName: user.name }, user);
    },

    async delete(commentId: string, user: UserRecord): Promise<void> {
      const comment = await comments.find(commentId);
      if (!comment) throw new HttpError(404, ERROR_CODES.notFound, 'Comment not found');
      if (!mayDelete(comment, user)) {
        throw new HttpError(
          403,
          ERROR_CODES.forbidden,
          'Only the writer of a comment or an administrator can delete it.',
        );
      }
      await comments.delete(commentId);
    },
  };
}
export type BlogCommentsService = ReturnType<typeof createBlogCommentsService>;
