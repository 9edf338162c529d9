/**
 * The signed-in sessions of an account: GET /auth/sessions lists them, DELETE ends them,
 * POST /auth/logout ends the caller's own (docs/accounts.md, "Sessions").
 */
import { z } from 'zod';

export const sessionViewSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** The browser that signed in, as it named itself; null when it sent none. */
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const sessionListResponseSchema = z.object({ sessions: z.array(sessionViewSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid() });

/**
 * DELETE /auth/sessions ("sign out everywhere"). `revoke_api_access` also deletes the account's
 * API tokens and pauses its webhook endpoints; absent, it is true, since whoever the owner wants
 * out could have made a token (docs/accounts.md#recovery-ends-api-access).
 */
export const signOutEverywhereRequestSchema = z
  .object({ revoke_api_access: z.boolean().optional() })
  // A DELETE without a body reaches the schema as null.
  .nullish();
export type SignOutEverywhereRequest = z.infer<typeof signOutEverywhereRequestSchema>;

export const sessionsEndedResponseSchema = z.object({
  status: z.literal('success'),
  /** How many sessions this call ended. */
  ended: z.number().int().min(0),
});
export type SessionsEndedResponse = z.infer<typeof sessionsEndedResponseSchema>;
