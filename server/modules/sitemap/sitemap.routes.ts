/** GET /sitemap.xml (robots.txt points here). */
import type { FastifyPluginAsync } from 'fastify';
import type { SitemapService } from './sitemap.service';

/** Search engines may keep it an hour; new posts show up within that. */
const CACHE_CONTROL = 'public, max-age=3600';

export const sitemapRoutes: FastifyPluginAsync<{ sitemap: SitemapService }> = async (
  app,
  { sitemap },
) => {
  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'Public pages, posts, categories and tags' } },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(await sitemap.xml()),
  );
};
