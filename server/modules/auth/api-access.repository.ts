/**
 * Ends an account's access through the public API when the account is recovered: its API
 * tokens are deleted (their secrets answer 401 from then on) and its webhook endpoints paused.
 * Whoever held a session once could have minted a token or registered an endpoint; ending the
 * sessions alone would leave those working (docs/accounts.md#recovery-ends-api-access).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { apiTokens, webhookEndpoints } from '../../db/schema';
import type { RevokedApiAccess } from './api-access.model';

/**
 * Deletes every API token of the user and pauses every endpoint not paused yet. Takes a
 * transaction too, so that a password reset does it in the commit that sets the new password.
 */
export async function revokeApiAccess(
  db: Database | Transaction,
  userId: string,
  now: Date,
): Promise<RevokedApiAccess> {
  const tokens = await db
    .delete(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .returning({ name: apiTokens.name, prefix: apiTokens.prefix, createdAt: apiTokens.createdAt });
  const paused = await db
    .update(webhookEndpoints)
    .set({ pausedAt: now })
    .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.pausedAt)))
    .returning({ id: webhookEndpoints.id });
  tokens.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    tokens: tokens.map(({ name, prefix }) => ({ name, prefix })),
    pausedWebhooks: paused.length,
  };
}

export function createApiAccessRepository(db: Database) {
  return {
    revoke: (userId: string, now: Date) => revokeApiAccess(db, userId, now),
  };
}
export type ApiAccessRepository = ReturnType<typeof createApiAccessRepository>;
