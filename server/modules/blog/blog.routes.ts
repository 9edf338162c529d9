/** GET /api/blog/...: the public, read-only blog (no sign-in). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogAuthorListSchema,
  blogCategoryListSchema,
  blogLanguageQuerySchema,
  blogListQuerySchema,
  blogPostDetailSchema,
  blogPostListSchema,
  blogSlugParamsSchema,
  blogStatsSchema,
  blogTagListSchema,
} from '../../../common/contracts/blog';
import type { BlogService } from './blog.service';

const docs = (summary: string) => ({ tags: ['blog'], summary });

export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.get(
    '/api/blog/posts',
    {
      schema: {
        ...docs('Published posts: sorted, paged, optionally by category or tag'),
        querystring: blogListQuerySchema,
        response: { 200: blogPostListSchema },
      },
    },
    (request) => blog.list(request.query),
  );

  app.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        ...docs('One published post with its table of contents and related posts'),
        params: blogSlugParamsSchema,
        querystring: blogLanguageQuerySchema,
        response: { 200: blogPostDetailSchema },
      },
    },
    (request) => blog.get(request.params.slug, request.query.lang),
  );

  app.get(
    '/api/blog/categories',
    {
      schema: {
        ...docs('Categories with their published-post counts'),
        querystring: blogLanguageQuerySchema,
        response: { 200: blogCategoryListSchema },
      },
    },
    (request) => blog.categories(request.query.lang),
  );

  app.get(
    '/api/blog/tags',
    {
      schema: {
        ...docs('Tags with their published-post counts'),
        querystring: blogLanguageQuerySchema,
        response: { 200: blogTagListSchema },
      },
    },
    (request) => blog.tags(request.query.lang),
  );

  app.get(
    '/api/blog/authors',
    {
      schema: {
        ...docs('Authors with their published-post counts'),
        querystring: blogLanguageQuerySchema,
        response: { 200: blogAuthorListSchema },
      },
    },
    (request) => blog.authors(request.query.lang),
  );

  app.get(
    '/api/blog/stats',
    {
      schema: {
        ...docs('How many posts, categories, tags and authors'),
        response: { 200: blogStatsSchema },
      },
    },
    () => blog.stats(),
  );
};
