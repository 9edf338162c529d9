/**
 * GET /api/dev/outbox for the /dev-tools page: sign-up codes and reset links, so the rule of
 * docs/dev-tools.md holds. app.ts registers it only while the dev tools are on, and even then it
 * answers only requests from this machine; to anyone else it is the 404 of an unknown route.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devOutboxQuerySchema,
  devOutboxResponseSchema,
} from '../../../common/contracts/dev-outbox';
import { isFromThisMachine } from '../../http/loopback';
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
        summary: 'Mails kept in the dev outbox, newest first (dev tools on, this machine only)',
        querystring: devOutboxQuerySchema,
        response: { 200: devOutboxResponseSchema },
      },
      // Before the query is even read: to another machine the route does not exist.
      onRequest: (request, reply, done) =>
        isFromThisMachine(request) ? done() : reply.callNotFound(),
    },
    (request) => devOutbox.list(request.query.to),
  );
};
