/**
 * Signing out on the server: POST /auth/logout ends the caller's session, GET /auth/sessions
 * lists the live ones, DELETE /auth/sessions/:id ends one, DELETE /auth/sessions ends them all
 * ("sign out everywhere"). An ended session's token answers 401 from then on.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sessionIdParamsSchema,
  sessionListResponseSchema,
  sessionsEndedResponseSchema,
  signOutEverywhereRequestSchema,
} from '../../../common/contracts/sessions';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { HttpError } from '../../http/errors';
import type { ApiAccess } from './api-access.service';
import { type AuthGuards, signedInSession, signedInUser } from './auth.guards';
import type { Sessions } from './sessions';

export interface SessionRoutesOptions {
  sessions: Sessions;
  apiAccess: Pick<ApiAccess, 'revoke'>;
  guards: AuthGuards;
}

const security = [{ bearerAuth: [] }];

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  const { sessions, apiAccess, guards } = options;

  app.post(
    '/auth/logout',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: "Sign out: ends this token's session on the server",
        security,
        response: { 200: sessionsEndedResponseSchema },
      },
    },
    async (request) => {
      const ended = await sessions.end(signedInUser(request).id, signedInSession(request));
      return { status: 'success' as const, ended: ended ? 1 : 0 };
    },
  );

  app.get(
    '/auth/sessions',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The live sessions of the signed-in account, the current one marked',
        security,
        response: { 200: sessionListResponseSchema },
      },
    },
    async (request) => ({
      sessions: await sessions.list(signedInUser(request).id, signedInSession(request)),
    }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'End one session of the signed-in account',
        security,
        params: sessionIdParamsSchema,
        response: { 200: sessionsEndedResponseSchema },
      },
    },
    async (request) => {
      if (!(await sessions.end(signedInUser(request).id, request.params.id))) {
        throw new HttpError(404, ERROR_CODES.notFound, 'No such session.');
      }
      return { status: 'success' as const, ended: 1 };
    },
  );

  app.delete(
    '/auth/sessions',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary:
          'Sign out everywhere: end every session of the account, this one too, and (unless ' +
          '`revoke_api_access` is false) its API tokens and webhooks',
        security,
        body: signOutEverywhereRequestSchema,
        response: { 200: sessionsEndedResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const ended = await sessions.endAll(user.id);
      if (request.body?.revoke_api_access ?? true) {
        await apiAccess.revoke(user, 'sign_out_everywhere');
      }
      return { status: 'success' as const, ended };
    },
  );
};
