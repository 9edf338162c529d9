/**
 * GET /api/studios: public and cacheable (docs/studios.md). A client holding the current ETag
 * gets a 304 without a body.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studiosResponseSchema } from '../../../common/contracts/studios';
import { publicApi } from '../api-tokens/public-api';
import type { StudioCatalog } from './studio-catalog.service';
import type { StudioDurations } from './studio-durations.service';

export interface StudioCatalogRoutesOptions {
  /** The catalog as the engines are now. */
  catalog: () => StudioCatalog;
  /** Adds each studio's measured wait to the answer. */
  durations?: StudioDurations;
}

/** How long a client or a shared cache may reuse the answer without asking, in s. */
export const STUDIOS_MAX_AGE_S = 300;

export const studioCatalogRoutes: FastifyPluginAsyncZod<StudioCatalogRoutesOptions> = async (
  app,
  { catalog: registry, durations },
) => {
  app.get(
    '/api/studios',
    {
      config: publicApi(),
      schema: {
        tags: ['generations'],
        summary:
          'Every studio: path, cost, inputs, parameters (types, allowed values, ranges), ' +
          'options, and the engine it runs on here (none: not available yet)',
        response: { 200: studiosResponseSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const now = durations ? await durations.apply(registry()) : registry();
      reply
        .header('cache-control', `public, max-age=${STUDIOS_MAX_AGE_S}`)
        .header('etag', now.etag);
      if (matches(request.headers['if-none-match'], now.etag)) {
        return reply.code(304).send(null);
      }
      return now.body;
    },
  );
};

/** If-None-Match may list several tags, or `*`; it compares them weakly (RFC 9110 §13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === '*' || opaque(tag) === opaque(etag));
}
