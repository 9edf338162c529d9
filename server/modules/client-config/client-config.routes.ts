/** GET /api/config: public, cacheable run-time configuration for the PWA. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '../../../common/contracts/client-config';
import { isFromThisMachine } from '../../http/loopback';
import type { ClientConfigService } from './client-config.service';

export const clientConfigRoutes: FastifyPluginAsyncZod<{
  clientConfig: ClientConfigService;
}> = async (app, { clientConfig }) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Run-time configuration for the web app',
        response: { 200: clientConfigSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .send(clientConfig.for({ fromThisMachine: isFromThisMachine(request) })),
  );
};
