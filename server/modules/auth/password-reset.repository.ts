/** The live password-reset token of each user (one at most). */
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import type { RevokedApiAccess } from './api-access.model';
import { revokeApiAccess } from './api-access.repository';
import { revokeUserSessions } from './sessions.repository';

export type StoredResetToken = typeof passwordResetTokens.$inferSelect;
const tokens = passwordResetTokens;

export function createPasswordResetRepository(db: Database) {
  return {
    /** Stores the token in place of any earlier one: only the newest link works. */
    async replace(token: Pick<StoredResetToken, 'userId' | 'tokenHash' | 'expiresAt'>) {
      await db
        .insert(tokens)
        .values(token)
        .onConflictDoUpdate({
          target: tokens.userId,
          set: { tokenHash: token.tokenHash, expiresAt: token.expiresAt },
        });
    },

    async find(userId: string): Promise<StoredResetToken | undefined> {
      const [token] = await db.select().from(tokens).where(eq(tokens.userId, userId));
      return token;
    },

    /**
     * Deletes the token (it works once), sets the new password, ends every session of the
     * account and its API access (whoever knew the old password is locked out too), in one
     * transaction.
     * @returns what API access ended, or false when the token was used, replaced or expired
     * meanwhile.
     */
    consumeAndSetPassword(
      userId: string,
      tokenHash: string,
      passwordHash: string,
      now: Date,
    ): Promise<RevokedApiAccess | false> {
      return db.transaction(async (tx) => {
        const consumed = await tx
          .delete(tokens)
          .where(
            and(
              eq(tokens.userId, userId),
              eq(tokens.tokenHash, tokenHash),
              gt(tokens.expiresAt, now),
            ),
          )
          .returning({ userId: tokens.userId });
        if (consumed.length === 0) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await revokeUserSessions(tx, userId, now);
        return revokeApiAccess(tx, userId, now);
      });
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
