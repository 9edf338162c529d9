/** Comments under a post: read by anyone, written by signed-in users, deleted by writer or admin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogSlugParamsSchema } from '../../../common/contracts/blog';
import {
  blogCommentListSchema,
  blogCommentSchema,
  commentListQuerySchema,
  commentParamsSchema,
  createCommentRequestSchema,
} from '../../../common/contracts/blog-comments';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { perIpLimit } from '../../http/rate-limit';
import { type AuthGuards, signedInUser } from '../auth/auth.guards';
import { COMMENTS_PER_IP_PER_10_MIN, COMMENTS_PER_USER_PER_10_MIN } from './blog-limits';
import type { BlogCommentsService } from './blog-comments.service';

export interface BlogCommentRoutesOptions {
  comments: BlogCommentsService;
  guards: AuthGuards;
  attempts: AttemptLimiter;
}

const secured = { tags: ['blog'], security: [{ bearerAuth: [] }] };

export const blogCommentRoutes: FastifyPluginAsyncZod<BlogCommentRoutesOptions> = async (
  app,
  { comments, guards, attempts },
) => {
  app.get(
    '/api/blog/posts/:slug/comments',
    {
      onRequest: guards.identifyUser,
      schema: {
        tags: ['blog'],
        summary: 'Comments on a post, newest first (can_delete follows the bearer token)',
        params: blogSlugParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: blogCommentListSchema },
      },
    },
    (request) => comments.list(request.params.slug, request.query.page, request.user),
  );

  app.post(
    '/api/blog/posts/:slug/comments',
    {
      onRequest: guards.requireUser,
      config: perIpLimit(COMMENTS_PER_IP_PER_10_MIN),
      preHandler: attempts.perAccount(
        COMMENTS_PER_USER_PER_10_MIN,
        (request) => signedInUser(request).id,
      ),
      schema: {
        ...secured,
        summary: 'Comment on a post as the signed-in user (plain text, 2–2000 characters)',
        params: blogSlugParamsSchema,
        body: createCommentRequestSchema,
        response: { 201: blogCommentSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const comment = await comments.create(slug, signedInUser(request), request.body.body);
      return reply.code(201).send(comment);
    },
  );

  app.delete(
    '/api/blog/comments/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        ...secured,
        summary: "Delete a comment: its writer's or any, for an admin",
        params: commentParamsSchema,
      },
    },
    async (request, reply) => {
      await comments.delete(request.params.id, signedInUser(request));
      return reply.code(204).send();
    },
  );
};
