/** GET /api/credits: the balance, for API clients that check it before spending. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditsResponseSchema } from '../../../common/contracts/api-tokens';
import { type AuthGuards, signedInUser } from '../auth/auth.guards';
import { publicApi } from './public-api';

export const creditsRoutes: FastifyPluginAsyncZod<{ guards: AuthGuards }> = async (
  app,
  { guards },
) => {
  app.get(
    '/api/credits',
    {
      onRequest: guards.requireUser,
      config: publicApi(),
      schema: {
        tags: ['public api'],
        summary: 'Your credit balance (API token or session)',
        security: [{ bearerAuth: [] }, { apiToken: [] }],
        response: { 200: creditsResponseSchema },
      },
    },
    (request) => ({ credits: signedInUser(request).credits }),
  );
};
