/**
 * API tokens (docs/public-api.md): what the /api-management page does with them, within what
 * the account's plan allows, and how an API call is matched to its token.
 */
import {
  API_TOKEN_ERRORS,
  API_USAGE_DAYS,
  type ApiToken,
  type ApiTokenListResponse,
  type ApiTokenWithSecret,
  type ApiUsageResponse,
  type CreateApiTokenRequest,
  type UpdateApiTokenRequest,
} from '../../../common/contracts/api-tokens';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { effectivePlanId, PLANS, type PlanGates } from '../../../common/plans';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import { hashApiTokenSecret, newApiTokenSecret } from './api-token-secrets';
import type { ApiTokenOwner, ApiTokenRecord, ApiTokensRepository } from './api-tokens.repository';

export interface ApiTokensDependencies {
  repository: ApiTokensRepository;
  clock: Clock;
}

const DAY_MS = 86_400_000;
/** How precisely a token's last use is kept, in ms (as a session's last use). */
export const LAST_USED_RESOLUTION_MS = 60_000;
/** A UTC day as usage rows name it. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const notFound = () =>
  new HttpError(404, ERROR_CODES.notFound, 'This API token does not exist or was deleted.');

/** What the plan the account is on now allows its tokens. */
export function apiGatesOf(owner: ApiTokenOwner, now: Date): PlanGates {
  return PLANS[effectivePlanId(owner.planId, owner.planEndsAt, now)].gates;
}

export function apiTokenView(token: ApiTokenRecord): ApiToken {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    services: token.services,
    rate_limit: token.rateLimitPerMinute,
    active: token.active,
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
    created_at: token.createdAt.toISOString(),
  };
}

export function createApiTokensService({ repository, clock }: ApiTokensDependencies) {
  function checkRateLimitAllowed(owner: ApiTokenOwner, rateLimit: number | undefined) {
    if (rateLimit === undefined) return;
    const { apiRateLimitPerMinute } = apiGatesOf(owner, clock());
    if (rateLimit > apiRateLimitPerMinute) {
      throw new HttpError(
        403,
        API_TOKEN_ERRORS.rateLimitAbovePlan,
        `Your plan allows at most ${apiRateLimitPerMinute} requests per minute per token.`,
      );
    }
  }

  return {
    async list(owner: ApiTokenOwner): Promise<ApiTokenListResponse> {
      const gates = apiGatesOf(owner, clock());
      const tokens = await repository.listOf(owner.id);
      return {
        tokens: tokens.map(apiTokenView),
        limits: { max_tokens: gates.apiTokens, max_rate_limit: gates.apiRateLimitPerMinute },
      };
    },

    async create(
      owner: ApiTokenOwner,
      request: CreateApiTokenRequest,
    ): Promise<ApiTokenWithSecret> {
      checkRateLimitAllowed(owner, request.rate_limit);
      const { apiTokens: allowed } = apiGatesOf(owner, clock());
      const { secret, secretHash, prefix } = newApiTokenSecret();
      const token = await repository.insertWithin(
        {
          userId: owner.id,
          name: request.name,
          services: request.services,
          rateLimitPerMinute: request.rate_limit,
          secretHash,
          prefix,
        },
        allowed,
      );
      if (!token) {
        throw new HttpError(
          403,
          API_TOKEN_ERRORS.tokenLimitReached,
          `Your plan allows ${allowed} API token${allowed === 1 ? '' : 's'}. Delete one or upgrade.`,
        );
      }
      return { token: apiTokenView(token), secret };
    },

    async update(owner: ApiTokenOwner, id: string, changes: UpdateApiTokenRequest) {
      checkRateLimitAllowed(owner, changes.rate_limit);
      const token = await repository.update(owner.id, id, {
        name: changes.name,
        services: changes.services,
        rateLimitPerMinute: changes.rate_limit,
        active: changes.active,
      });
      if (!token) throw notFound();
      return apiTokenView(token);
    },

    /** A new secret; the old one stops working with this statement. */
    async regenerate(owner: ApiTokenOwner, id: string): Promise<ApiTokenWithSecret> {
      const { secret, secretHash, prefix } = newApiTokenSecret();
      const token = await repository.update(owner.id, id, { secretHash, prefix });
      if (!token) throw notFound();
      return { token: apiTokenView(token), secret };
    },

    async remove(owner: ApiTokenOwner, id: string): Promise<void> {
      if (!(await repository.remove(owner.id, id))) throw notFound();
    },

    async usage(owner: ApiTokenOwner): Promise<ApiUsageResponse> {
      const now = clock();
      const days = Array.from({ length: API_USAGE_DAYS }, (_, index) =>
        utcDay(new Date(now.getTime() - (API_USAGE_DAYS - 1 - index) * DAY_MS)),
      );
      const [tokens, counted] = await Promise.all([
        repository.listOf(owner.id),
        repository.usageSince(owner.id, days[0]!),
      ]);
      const byDay = new Map(counted.map((row) => [row.day, row]));
      const series = days.map((day) => ({
        day,
        requests: byDay.get(day)?.requests ?? 0,
        errors: byDay.get(day)?.errors ?? 0,
      }));
      const requests = series.reduce((total, day) => total + day.requests, 0);
      const errors = series.reduce((total, day) => total + day.errors, 0);
      return {
        total_tokens: tokens.length,
        active_tokens: tokens.filter((token) => token.active).length,
        requests_today: series.at(-1)!.requests,
        error_rate: requests === 0 ? 0 : errors / requests,
        days: series,
      };
    },

    /** The live token of a secret and its owner; undefined for an unknown or dead one. */
    authenticate(secret: string) {
      return repository.findActiveBySecretHash(hashApiTokenSecret(secret));
    },

    /**
     * Counts an answered API call for the usage stats, and marks the token used. The mark is
     * written at most once a minute: a write per request would only rewrite the same row (and,
     * without a vacuum between, slow every lookup of the token).
     */
    async countRequest(token: ApiTokenRecord, statusCode: number) {
      const now = clock();
      await repository.countRequest(token, utcDay(now), statusCode >= 400);
      const lastUsedMs = token.lastUsedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
      if (now.getTime() - lastUsedMs >= LAST_USED_RESOLUTION_MS) {
        await repository.markUsed(token.id, now);
      }
    },
  };
}
export type ApiTokensService = ReturnType<typeof createApiTokensService>;
