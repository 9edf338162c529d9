/**
 * API tokens for the public API (docs/public-api.md): the session-only management routes
 * (`/api/tokens`), the usage stats, and the errors an API call may answer. Field errors carry the
 * `api` namespace's i18n keys, whose English texts are the product's own messages.
 */
import { z } from 'zod';
import { SERVICE_SLUGS } from '../studios/studios';

/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'sk_live_';
/** Characters of the secret the list shows, prefix included: enough to tell tokens apart. */
export const API_TOKEN_SHOWN_LENGTH = API_TOKEN_PREFIX.length + 6;
export const API_TOKEN_NAME_MAX_LENGTH = 100;
/** The range every token's limit must fall in; the plan may set a lower ceiling. */
export const API_RATE_LIMIT_MIN = 1;
export const API_RATE_LIMIT_MAX = 1000;
/** Days of the usage chart, today included. */
export const API_USAGE_DAYS = 30;

export const API_TOKEN_VALIDATION = {
  name: 'validation.tokenName',
  services: 'validation.tokenServices',
  rateLimit: 'validation.tokenRateLimit',
} as const;

/** Stable codes of the public API's refusals (docs/public-api.md#errors). */
export const API_TOKEN_ERRORS = {
  /** 401: the API token is unknown, inactive, regenerated or deleted. */
  invalidToken: 'api_token_invalid',
  /** 401: an API token on a route that takes only a signed-in session. */
  tokenNotAccepted: 'api_token_not_accepted',
  /** 403: the token does not permit this studio. */
  serviceNotPermitted: 'service_not_permitted',
  /** 403: the account holds as many tokens as its plan allows. */
  tokenLimitReached: 'api_token_limit_reached',
  /** 403: a rate limit above the plan's highest. */
  rateLimitAbovePlan: 'api_rate_limit_above_plan',
} as const;

const tokenName = z
  .string({ error: API_TOKEN_VALIDATION.name })
  .trim()
  .min(1, API_TOKEN_VALIDATION.name)
  .max(API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_VALIDATION.name);
const tokenServices = z
  .array(z.enum(SERVICE_SLUGS, { error: API_TOKEN_VALIDATION.services }), {
    error: API_TOKEN_VALIDATION.services,
  })
  .min(1, API_TOKEN_VALIDATION.services)
  .max(SERVICE_SLUGS.length, API_TOKEN_VALIDATION.services);
const rateLimit = z
  .number({ error: API_TOKEN_VALIDATION.rateLimit })
  .int(API_TOKEN_VALIDATION.rateLimit)
  .min(API_RATE_LIMIT_MIN, API_TOKEN_VALIDATION.rateLimit)
  .max(API_RATE_LIMIT_MAX, API_TOKEN_VALIDATION.rateLimit);

export const createApiTokenRequestSchema = z.object({
  name: tokenName,
  services: tokenServices,
  rate_limit: rateLimit,
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>;

export const updateApiTokenRequestSchema = z.object({
  name: tokenName.optional(),
  services: tokenServices.optional(),
  rate_limit: rateLimit.optional(),
  active: z.boolean().optional(),
});
export type UpdateApiTokenRequest = z.infer<typeof updateApiTokenRequestSchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret's first characters (`sk_live_ab12cd`); the rest is never shown again. */
  prefix: z.string(),
  services: z.array(z.enum(SERVICE_SLUGS)),
  rate_limit: z.number().int(),
  active: z.boolean(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** A new or regenerated token with its secret: the only answer that carries it. */
export const apiTokenWithSecretSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type ApiTokenWithSecret = z.infer<typeof apiTokenWithSecretSchema>;

export const apiTokenListResponseSchema = z.object({
  tokens: z.array(apiTokenSchema),
  /** What the account's plan allows. */
  limits: z.object({ max_tokens: z.number().int(), max_rate_limit: z.number().int() }),
});
export type ApiTokenListResponse = z.infer<typeof apiTokenListResponseSchema>;

export const apiUsageDaySchema = z.object({
  /** UTC day, `YYYY-MM-DD`. */
  day: z.string(),
  requests: z.number().int(),
  errors: z.number().int(),
});

export const apiUsageResponseSchema = z.object({
  total_tokens: z.number().int(),
  active_tokens: z.number().int(),
  requests_today: z.number().int(),
  /** Errors (answers of 400 and above) over requests in the last 30 days, 0..1; 0 with none. */
  error_rate: z.number(),
  /** The last API_USAGE_DAYS days, oldest first, every day present. */
  days: z.array(apiUsageDaySchema),
});
export type ApiUsageResponse = z.infer<typeof apiUsageResponseSchema>;

export const creditsResponseSchema = z.object({ credits: z.number().int() });
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;
