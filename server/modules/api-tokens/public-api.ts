/**
 * Which routes an API token opens, decided in one place: a route takes `Authorization: Bearer
 * sk_live_…` only when it says `config: { publicApi: … }`; every other route refuses such a
 * token with 401 before its own guards run, so no account, token, admin or payment route can be
 * reached with one (docs/public-api.md). On a public route the token is checked (live, the
 * studio permitted, within its rate limit) and its owner becomes the request's user, so the
 * route's `requireUser` lets it through; every answer is then counted for the usage stats.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKEN_ERRORS } from '../../../common/contracts/api-tokens';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { Clock } from '../../clock';
import { HttpError, retryLaterError } from '../../http/errors';
import { apiTokenSecretOf } from './api-token-secrets';
import type { ApiRateLimit } from './api-rate-limit';
import type { ApiTokenRecord } from './api-tokens.repository';
import { apiGatesOf, type ApiTokensService } from './api-tokens.service';

/** A route's opt-in to API tokens; `serviceParam` names the route parameter holding a studio. */
export interface PublicApiRoute {
  serviceParam?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the public API's routes only: they also take an API token. */
    publicApi?: PublicApiRoute;
  }
  interface FastifyRequest {
    /** The API token the request came with, on a public API route. */
    apiToken: ApiTokenRecord | null;
  }
}

/** `config` of a route of the public API. */
export const publicApi = (route: PublicApiRoute = {}) => ({ publicApi: route });

export function registerPublicApiAuth(
  app: FastifyInstance,
  {
    apiTokens,
    rateLimit,
    clock,
  }: { apiTokens: ApiTokensService; rateLimit: ApiRateLimit; clock: Clock },
) {
  app.decorateRequest('apiToken', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const secret = apiTokenSecretOf(request.headers.authorization);
    if (!secret) return;
    const route = request.routeOptions.config.publicApi;
    if (!route) {
      throw new HttpError(
        401,
        API_TOKEN_ERRORS.tokenNotAccepted,
        'API tokens are not accepted here: sign in to use this.',
      );
    }
    const found = await apiTokens.authenticate(secret);
    if (!found) {
      throw new HttpError(
        401,
        API_TOKEN_ERRORS.invalidToken,
        'This API token is not valid: it is unknown, inactive, regenerated or deleted.',
      );
    }
    const { token, owner } = found;
    request.apiToken = token;
    request.user = owner;

    // The plan's ceiling holds even for a token made under a higher plan that has since ended.
    const limit = Math.min(
      token.rateLimitPerMinute,
      apiGatesOf(owner, clock()).apiRateLimitPerMinute,
    );
    const decision = await rateLimit.hit(token.id, limit);
    const resetS = Math.ceil(decision.resetInMs / 1000);
    reply.header('ratelimit-limit', String(decision.limit));
    reply.header('ratelimit-remaining', String(decision.remaining));
    reply.header('ratelimit-reset', String(resetS));
    if (!decision.allowed) {
      throw retryLaterError(
        ERROR_CODES.rateLimited,
        decision.resetInMs,
        (seconds) =>
          `This token's limit of ${decision.limit} requests per minute is reached. ` +
          `Please try again in ${seconds} seconds.`,
      );
    }

    const service = route.serviceParam
      ? (request.params as Record<string, string | undefined>)[route.serviceParam]
      : undefined;
    if (service !== undefined && !(token.services as string[]).includes(service)) {
      throw new HttpError(
        403,
        API_TOKEN_ERRORS.serviceNotPermitted,
        `This API token is not permitted to use ${service}.`,
      );
    }
  });

  // Counted before the answer leaves, so the stats a client reads next already include it.
  app.addHook('onSend', async (request, reply) => {
    if (request.apiToken) await apiTokens.countRequest(request.apiToken, reply.statusCode);
  });
}
