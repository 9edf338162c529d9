/**
 * /api/admin/blog/... (docs/product-rules.md#api-calls). One onRequest hook guards the plugin: a
 * guest gets 401, a signed-in non-admin 403 (tests/server/admin.test.ts checks every /api/admin
 * route).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBlogAuthorRequestSchema,
  adminBlogAuthorSchema,
  adminBlogCategoryRequestSchema,
  adminBlogCategorySchema,
  adminBlogIdParamsSchema,
  adminBlogPostRequestSchema,
  adminBlogPostSchema,
  adminBlogTagRequestSchema,
  adminBlogTagSchema,
} from '../../../common/contracts/blog-admin';
import {
  adminBlogPostListQuerySchema,
  adminBlogPostListSchema,
} from '../../../common/contracts/blog-admin-reads';
import { signedInUser, type AuthGuards } from '../auth/auth.guards';
import type { BlogAdminReadsService } from './blog-admin-reads.service';
import type { BlogAdminService } from './blog-admin.service';

export interface BlogAdminRoutesOptions {
  blogAdmin: BlogAdminService;
  reads: BlogAdminReadsService;
  guards: AuthGuards;
}

const docs = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

export const blogAdminRoutes: FastifyPluginAsyncZod<BlogAdminRoutesOptions> = async (
  app,
  { blogAdmin, reads, guards },
) => {
  app.addHook('onRequest', guards.requireAdmin);

  app.get(
    '/api/admin/blog/posts',
    {
      schema: {
        ...docs('Every post, drafts and scheduled ones too, last changed first'),
        querystring: adminBlogPostListQuerySchema,
        response: { 200: adminBlogPostListSchema },
      },
    },
    (request) => reads.listPosts(request.query),
  );

  app.get(
    '/api/admin/blog/posts/:id',
    {
      schema: {
        ...docs('One post with all its texts, as the write routes take it'),
        params: adminBlogIdParamsSchema,
        response: { 200: adminBlogPostSchema },
      },
    },
    (request) => reads.findPost(request.params.id),
  );

  app.post(
    '/api/admin/blog/posts',
    {
      schema: {
        ...docs('Create a post (Markdown bodies without raw HTML)'),
        body: adminBlogPostRequestSchema,
        response: { 201: adminBlogPostSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await blogAdmin.createPost(request.body, signedInUser(request).id)),
  );

  app.put(
    '/api/admin/blog/posts/:id',
    {
      schema: {
        ...docs('Replace a post'),
        params: adminBlogIdParamsSchema,
        body: adminBlogPostRequestSchema,
        response: { 200: adminBlogPostSchema },
      },
    },
    (request) => blogAdmin.updatePost(request.params.id, request.body, signedInUser(request).id),
  );

  app.delete(
    '/api/admin/blog/posts/:id',
    { schema: { ...docs('Delete a post and its comments'), params: adminBlogIdParamsSchema } },
    async (request, reply) => {
      await blogAdmin.deletePost(request.params.id, signedInUser(request).id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/blog/categories',
    {
      schema: {
        ...docs('Create a category'),
        body: adminBlogCategoryRequestSchema,
        response: { 201: adminBlogCategorySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await blogAdmin.createCategory(request.body, signedInUser(request).id)),
  );

  app.post(
    '/api/admin/blog/authors',
    {
      schema: {
        ...docs('Create an author'),
        body: adminBlogAuthorRequestSchema,
        response: { 201: adminBlogAuthorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await blogAdmin.createAuthor(request.body, signedInUser(request).id)),
  );

  app.post(
    '/api/admin/blog/tags',
    {
      schema: {
        ...docs('Create a tag'),
        body: adminBlogTagRequestSchema,
        response: { 201: adminBlogTagSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await blogAdmin.createTag(request.body, signedInUser(request).id)),
  );
};
