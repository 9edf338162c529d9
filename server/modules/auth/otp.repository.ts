/** The pending e-mail verification code of each user (one at most). */
import { and, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailVerificationCodes } from '../../db/schema';
import { markVerified } from './auth.repository';

export type StoredOtp = typeof emailVerificationCodes.$inferSelect;
export type NewOtp = Pick<StoredOtp, 'userId' | 'codeHash' | 'sentAt' | 'expiresAt'>;

const codes = emailVerificationCodes;

export function createOtpRepository(db: Database) {
  return {
    async find(userId: string): Promise<StoredOtp | undefined> {
      const [code] = await db.select().from(codes).where(eq(codes.userId, userId));
      return code;
    },

    /**
     * Stores a new code in place of the pending one, unless that one was sent after
     * `cooldownStart` and still has tries left: one conditional upsert, so two racing requests
     * cannot both send. A code used up by wrong guesses holds no cooldown: its owner can have a
     * new one at once.
     * @returns whether the code was stored.
     */
    async replaceUnlessSentAfter(
      code: NewOtp,
      cooldownStart: Date,
      maxAttempts: number,
    ): Promise<boolean> {
      const stored = await db
        .insert(codes)
        .values(code)
        .onConflictDoUpdate({
          target: codes.userId,
          set: { ...code, attempts: 0 },
          setWhere: or(lte(codes.sentAt, cooldownStart), gte(codes.attempts, maxAttempts)),
        })
        .returning({ userId: codes.userId });
      return stored.length > 0;
    },

    /**
     * Counts one try of the pending code, if it is unexpired and under `maxAttempts` tries; the
     * count and the check are one UPDATE, so parallel guesses cannot exceed the limit.
     * @returns the code's hash to compare with, or undefined when it may not be tried.
     */
    async claimAttempt(userId: string, maxAttempts: number, now: Date) {
      const [claimed] = await db
        .update(codes)
        .set({ attempts: sql`${codes.attempts} + 1` })
        .where(
          and(eq(codes.userId, userId), lt(codes.attempts, maxAttempts), gt(codes.expiresAt, now)),
        )
        .returning({ codeHash: codes.codeHash });
      return claimed?.codeHash;
    },

    /**
     * Uses up the code and verifies the user's e-mail (with the free trial) in one transaction.
     * @returns false when the code was replaced or used meanwhile.
     */
    consumeAndVerify(userId: string, codeHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const consumed = await tx
          .delete(codes)
          .where(and(eq(codes.userId, userId), eq(codes.codeHash, codeHash)))
          .returning({ userId: codes.userId });
        if (consumed.length === 0) return false;
        await markVerified(tx, userId);
        return true;
      });
    },

    /** Withdraws a code whose mail could not be sent, so a resend is not held by the cooldown. */
    async discard(userId: string, codeHash: string): Promise<void> {
      await db.delete(codes).where(and(eq(codes.userId, userId), eq(codes.codeHash, codeHash)));
    },
  };
}
export type OtpRepository = ReturnType<typeof createOtpRepository>;
