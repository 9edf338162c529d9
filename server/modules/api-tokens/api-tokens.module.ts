/**
 * Wires the public API's tokens: the hook that decides which routes take them (registered before
 * every other module, so it sees them all), the management routes and GET /api/credits.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AttemptStore } from '../../http/attempt-store.repository';
import type { AuthGuards } from '../auth/auth.guards';
import { createApiRateLimit } from './api-rate-limit';
import { createApiTokensRepository } from './api-tokens.repository';
import { apiTokensRoutes } from './api-tokens.routes';
import { createApiTokensService } from './api-tokens.service';
import { creditsRoutes } from './credits.routes';
import { registerPublicApiAuth } from './public-api';

export interface ApiTokensModuleDependencies {
  db: Database;
  clock: Clock;
  attemptStore: AttemptStore;
}

/** Before the routes: the hook must apply to every route added after it. */
export function registerApiTokenAuth(
  app: FastifyInstance,
  { db, clock, attemptStore }: ApiTokensModuleDependencies,
) {
  const apiTokens = createApiTokensService({ repository: createApiTokensRepository(db), clock });
  registerPublicApiAuth(app, {
    apiTokens,
    rateLimit: createApiRateLimit(attemptStore, clock),
    clock,
  });
  return {
    async registerRoutes(guards: AuthGuards) {
      await app.register(apiTokensRoutes, { apiTokens, guards });
      await app.register(creditsRoutes, { guards });
    },
  };
}
