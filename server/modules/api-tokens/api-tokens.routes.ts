/**
 * The API token management routes (common/contracts/api-tokens.ts): signed-in sessions only,
 * never an API token (public-api.ts refuses one on any route that does not opt in), so a leaked
 * token cannot mint more. Another user's token answers 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenListResponseSchema,
  apiTokenSchema,
  apiTokenWithSecretSchema,
  apiUsageResponseSchema,
  createApiTokenRequestSchema,
  updateApiTokenRequestSchema,
} from '../../../common/contracts/api-tokens';
import { type AuthGuards, signedInUser } from '../auth/auth.guards';
import type { ApiTokensService } from './api-tokens.service';

export interface ApiTokensRoutesOptions {
  apiTokens: ApiTokensService;
  guards: AuthGuards;
}

const docs = (summary: string) => ({
  tags: ['api tokens'],
  summary: `${summary} (signed-in session only)`,
  security: [{ bearerAuth: [] }],
});
const idParamsSchema = z.object({ id: z.uuid() });

export const apiTokensRoutes: FastifyPluginAsyncZod<ApiTokensRoutesOptions> = async (
  app,
  { apiTokens, guards },
) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/api/tokens',
    {
      schema: {
        ...docs('Create an API token; the secret is in this answer only'),
        body: createApiTokenRequestSchema,
        response: { 201: apiTokenWithSecretSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await apiTokens.create(signedInUser(request), request.body)),
  );

  app.get(
    '/api/tokens',
    {
      schema: {
        ...docs('Your API tokens, oldest first, and what your plan allows'),
        response: { 200: apiTokenListResponseSchema },
      },
    },
    (request) => apiTokens.list(signedInUser(request)),
  );

  app.get(
    '/api/tokens/usage',
    {
      schema: {
        ...docs('Token counts, requests today, the error rate and the last 30 days'),
        response: { 200: apiUsageResponseSchema },
      },
    },
    (request) => apiTokens.usage(signedInUser(request)),
  );

  app.patch(
    '/api/tokens/:id',
    {
      schema: {
        ...docs('Rename, re-scope, re-limit, activate or deactivate a token'),
        params: idParamsSchema,
        body: updateApiTokenRequestSchema,
        response: { 200: apiTokenSchema },
      },
    },
    (request) => apiTokens.update(signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/tokens/:id/regenerate',
    {
      schema: {
        ...docs('A new secret for the token; the old one stops working at once'),
        params: idParamsSchema,
        response: { 200: apiTokenWithSecretSchema },
      },
    },
    (request) => apiTokens.regenerate(signedInUser(request), request.params.id),
  );

  app.delete(
    '/api/tokens/:id',
    {
      schema: { ...docs('Delete a token'), params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await apiTokens.remove(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
