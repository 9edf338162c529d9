/** The rows of `user_sessions`: one per sign-in, live until it expires or is revoked. */
import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users, userSessions } from '../../db/schema';
import type { UserRecord } from './user.model';

export type SessionRecord = typeof userSessions.$inferSelect;
export type NewSession = Pick<
  typeof userSessions.$inferInsert,
  'userId' | 'expiresAt' | 'userAgent' | 'ipAddress'
>;

/** How long a dead session's row is kept before a later sign-in of its user deletes it. */
const DEAD_SESSION_RETENTION_MS = 30 * 86_400_000;

const live = (now: Date) => and(isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now));

/**
 * Ends every live session of a user (all but `exceptSessionId`, when given). Takes a transaction
 * too, so that a password reset or an account takeover ends them in the same commit.
 */
export async function revokeUserSessions(
  db: Database | Transaction,
  userId: string,
  now: Date,
  exceptSessionId?: string,
): Promise<number> {
  const revoked = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(userSessions.userId, userId),
        live(now),
        exceptSessionId ? ne(userSessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: userSessions.id });
  return revoked.length;
}

export function createSessionsRepository(db: Database) {
  return {
    /** Opens a session, and deletes the user's sessions that died over 30 days ago. */
    async open(values: NewSession, now: Date): Promise<SessionRecord> {
      const longAgo = new Date(now.getTime() - DEAD_SESSION_RETENTION_MS);
      await db
        .delete(userSessions)
        .where(
          and(
            eq(userSessions.userId, values.userId),
            or(lt(userSessions.expiresAt, longAgo), lt(userSessions.revokedAt, longAgo)),
          ),
        );
      const [session] = await db
        .insert(userSessions)
        .values({ ...values, createdAt: now, lastSeenAt: now })
        .returning();
      return session!;
    },

    /** The user of a live session, in one query: the check every authenticated request makes. */
    async findLiveUser(
      sessionId: string,
      userId: string,
      now: Date,
    ): Promise<{ user: UserRecord; lastSeenAt: Date } | undefined> {
      const [row] = await db
        .select({ user: users, lastSeenAt: userSessions.lastSeenAt })
        .from(userSessions)
        .innerJoin(users, eq(users.id, userSessions.userId))
        .where(
          and(
            eq(userSessions.id, sessionId),
            eq(userSessions.userId, userId),
            live(now),
            // A disabled account's sessions stop at once (docs/admin.md#disabling-an-account).
            isNull(users.disabledAt),
          ),
        );
      return row;
    },

    async touch(sessionId: string, now: Date): Promise<void> {
      await db.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, sessionId));
    },

    /** The live sessions of a user, the most recently used first. */
    listLive(userId: string, now: Date): Promise<SessionRecord[]> {
      return db
        .select()
        .from(userSessions)
        .where(and(eq(userSessions.userId, userId), live(now)))
        .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt));
    },

    /** Ends one live session of the user; false when there is no such live session. */
    async revoke(userId: string, sessionId: string, now: Date): Promise<boolean> {
      const revoked = await db
        .update(userSessions)
        .set({ revokedAt: now })
        .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), live(now)))
        .returning({ id: userSessions.id });
      return revoked.length > 0;
    },

    revokeAll: (userId: string, now: Date, exceptSessionId?: string) =>
      revokeUserSessions(db, userId, now, exceptSessionId),
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
