/**
 * GET /api/dashboard (signed in: the user's stats) and GET /api/community (public: the newest
 * shared results of everyone, already public through their share links).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityQuerySchema,
  communityResponseSchema,
  dashboardStatsSchema,
} from '../../../common/contracts/generations';
import { type AuthGuards, signedInUser } from '../auth/auth.guards';
import type { DashboardService } from './dashboard.service';

export interface DashboardRoutesOptions {
  dashboard: DashboardService;
  guards: AuthGuards;
}

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  options,
) => {
  const { dashboard, guards } = options;

  app.get(
    '/api/dashboard',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'The signed-in user’s credits and generation counts',
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardStatsSchema },
      },
    },
    (request) => dashboard.stats(signedInUser(request).id),
  );

  app.get(
    '/api/community',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The newest shared results of everyone',
        querystring: communityQuerySchema,
        response: { 200: communityResponseSchema },
      },
    },
    (request) => dashboard.community(request.query.limit),
  );
};
