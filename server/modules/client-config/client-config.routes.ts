/** GET /api/config: public, cacheable run-time configuration for the PWA. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema, type ClientConfig } from '../../../common/contracts/client-config';

export const clientConfigRoutes: FastifyPluginAsyncZod<{ clientConfig: ClientConfig }> = async (
  app,
  { clientConfig },
) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Run-time configuration for the web app',
        response: { 200: clientConfigSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(clientConfig),
  );
};
