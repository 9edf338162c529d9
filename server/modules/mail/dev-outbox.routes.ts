/**
 * GET /api/dev/outbox for the /dev-tools page. app.ts registers it outside production only, so
 * there it is the 404 of any unknown route: codes and reset links must never be listed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devOutboxQuerySchema,
  devOutboxResponseSchema,
} from '../../../common/contracts/dev-outbox';
import type { DevOutboxService } from './dev-outbox.service';

export const devOutboxRoutes: FastifyPluginAsyncZod<{ devOutbox: DevOutboxService }> = async (
  app,
  { devOutbox },
) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails kept in the dev outbox, newest first (not in production)',
        querystring: devOutboxQuerySchema,
        response: { 200: devOutboxResponseSchema },
      },
    },
    (request) => devOutbox.list(request.query.to),
  );
};
