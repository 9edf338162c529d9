/**
 * GET /api/dev/mailbox for the /dev-tools page: sign-up codes and reset links, so the rule of
 * docs/dev-tools.md holds. app.ts registers it only while the dev tools are on, and even then it
 * answers only requests from this machine; to anyone else it is the 404 of an unknown route.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devMailboxQuerySchema,
  devMailboxResponseSchema,
} from '../../../common/contracts/dev-mailbox';
import { isFromThisMachine } from '../../http/loopback';
import type { DevMailboxService } from './dev-mailbox.service';

export const devMailboxRoutes: FastifyPluginAsyncZod<{ devMailbox: DevMailboxService }> = async (
  app,
  { devMailbox },
) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails kept in the dev mailbox, newest first (dev tools on, this machine only)',
        querystring: devMailboxQuerySchema,
        response: { 200: devMailboxResponseSchema },
      },
      // Before the query is even read: to another machine the route does not exist.
      onRequest: (request, reply, done) =>
        isFromThisMachine(request) ? done() : reply.callNotFound(),
    },
    (request) => devMailbox.list(request.query.to),
  );
};
