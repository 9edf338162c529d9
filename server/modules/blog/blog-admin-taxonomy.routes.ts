/**
 * /api/admin/blog/{categories,authors,tags}: the lists with post counts, renames and deletions
 * (docs/admin.md#blog-management). The creations are in blog-admin.routes.ts. Admins only, like
 * every /api/admin route.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  adminBlogAuthorRequestSchema,
  adminBlogAuthorSchema,
  adminBlogCategoryRequestSchema,
  adminBlogCategorySchema,
  adminBlogIdParamsSchema,
  adminBlogTagRequestSchema,
  adminBlogTagSchema,
} from '../../../common/contracts/blog-admin';
import {
  adminBlogAuthorListSchema,
  adminBlogCategoryListSchema,
  adminBlogTagListSchema,
  type BlogTaxonomyKind,
} from '../../../common/contracts/blog-admin-reads';
import { signedInUser, type AuthGuards } from '../auth/auth.guards';
import type { BlogAdminReadsService } from './blog-admin-reads.service';
import type { BlogTaxonomyAdminService, TaxonomyRequests } from './blog-taxonomy-admin.service';

export interface BlogAdminTaxonomyRoutesOptions {
  reads: BlogAdminReadsService;
  taxonomy: BlogTaxonomyAdminService;
  guards: AuthGuards;
}

const docs = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

interface KindRoutes {
  noun: string;
  request: z.ZodType;
  item: z.ZodType;
  list: z.ZodType;
  load: (reads: BlogAdminReadsService) => Promise<unknown>;
}

const KINDS: Record<BlogTaxonomyKind, KindRoutes> = {
  categories: {
    noun: 'category',
    request: adminBlogCategoryRequestSchema,
    item: adminBlogCategorySchema,
    list: adminBlogCategoryListSchema,
    load: (reads) => reads.categories(),
  },
  authors: {
    noun: 'author',
    request: adminBlogAuthorRequestSchema,
    item: adminBlogAuthorSchema,
    list: adminBlogAuthorListSchema,
    load: (reads) => reads.authors(),
  },
  tags: {
    noun: 'tag',
    request: adminBlogTagRequestSchema,
    item: adminBlogTagSchema,
    list: adminBlogTagListSchema,
    load: (reads) => reads.tags(),
  },
};

export const blogAdminTaxonomyRoutes: FastifyPluginAsyncZod<
  BlogAdminTaxonomyRoutesOptions
> = async (app, { reads, taxonomy, guards }) => {
  app.addHook('onRequest', guards.requireAdmin);

  for (const [kind, rules] of Object.entries(KINDS) as [BlogTaxonomyKind, KindRoutes][]) {
    const path = `/api/admin/blog/${kind}`;
    app.get(
      path,
      {
        schema: {
          ...docs(`Every ${rules.noun} with the number of posts (drafts too) that name it`),
          response: { 200: rules.list },
        },
      },
      () => rules.load(reads),
    );

    app.put(
      `${path}/:id`,
      {
        schema: {
          ...docs(`Rename a ${rules.noun} (every field, the slug too)`),
          params: adminBlogIdParamsSchema,
          body: rules.request,
          response: { 200: rules.item },
        },
      },
      (request) =>
        taxonomy.update(
          kind,
          request.params.id,
          request.body as TaxonomyRequests[typeof kind],
          signedInUser(request).id,
        ),
    );

    app.delete(
      `${path}/:id`,
      {
        schema: {
          ...docs(
            kind === 'tags'
              ? 'Delete a tag; the posts that had it keep everything else'
              : `Delete a ${rules.noun} no post names (409 while posts do)`,
          ),
          params: adminBlogIdParamsSchema,
        },
      },
      async (request, reply) => {
        await taxonomy.delete(kind, request.params.id, signedInUser(request).id);
        return reply.code(204).send();
      },
    );
  }
};
