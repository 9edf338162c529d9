/** The rows the profile page reads and changes, beside the ones the auth module owns. */
import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountCodes,
  assets,
  dataExports,
  generations,
  passwordResetTokens,
  userIdentities,
  users,
} from '../../db/schema';
import { forgetAuditedName } from '../admin/admin-audit.repository';
import type { UserRecord } from '../auth/user.model';

export type AccountCode = typeof accountCodes.$inferSelect;
export type CodePurpose = AccountCode['purpose'];
export type NewAccountCode = Pick<
  typeof accountCodes.$inferInsert,
  'userId' | 'purpose' | 'target' | 'codeHash' | 'expiresAt'
>;
export type DataExportRecord = typeof dataExports.$inferSelect;
export type AccountChanges = Partial<
  Pick<typeof users.$inferInsert, 'name' | 'language' | 'notifyRenewals'>
>;

export function createAccountRepository(db: Database) {
  async function updated(userId: string, values: Partial<typeof users.$inferInsert>) {
    const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
    if (!user) throw new Error(`user ${userId} vanished`);
    return user;
  }

  return {
    /** When a Google identity was first linked to the account; undefined when none is. */
    async googleLinkedAt(userId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ linkedAt: sql<Date>`min(${userIdentities.createdAt})` })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId));
      return row?.linkedAt ? new Date(row.linkedAt) : undefined;
    },

    update: (userId: string, changes: AccountChanges): Promise<UserRecord> =>
      updated(userId, changes),

    /** Sets the avatar's key and returns the user as it was before (its old key to delete). */
    async replaceAvatar(userId: string, avatarKey: string | null) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        const [after] = await tx
          .update(users)
          .set({ avatarKey })
          .where(eq(users.id, userId))
          .returning();
        return { before: before!, after: after! };
      });
    },

    /**
     * Sets the new password and ends any reset link mailed before, in one transaction: a link
     * that outlived the change would let whoever read the mail set a password of their own.
     */
    setPasswordHash(userId: string, passwordHash: string) {
      return db.transaction(async (tx) => {
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, userId))
          .returning();
        if (!user) throw new Error(`user ${userId} vanished`);
        return user;
      });
    },

    // ---- Mailed codes (e-mail change, deletion) ----
    async saveCode(code: NewAccountCode) {
      await db
        .insert(accountCodes)
        .values(code)
        .onConflictDoUpdate({
          target: [accountCodes.userId, accountCodes.purpose],
          set: { ...code, attempts: 0, createdAt: sql`now()` },
        });
    },

    async findCode(userId: string, purpose: CodePurpose): Promise<AccountCode | undefined> {
      const [row] = await db
        .select()
        .from(accountCodes)
        .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)));
      return row;
    },

    /** Counts one try of the live code; the code's row, if it may still be tried. */
    async claimCodeAttempt(userId: string, purpose: CodePurpose, maxAttempts: number, now: Date) {
      const [row] = await db
        .update(accountCodes)
        .set({ attempts: sql`${accountCodes.attempts} + 1` })
        .where(
          and(
            eq(accountCodes.userId, userId),
            eq(accountCodes.purpose, purpose),
            gt(accountCodes.expiresAt, now),
            sql`${accountCodes.attempts} < ${maxAttempts}`,
          ),
        )
        .returning();
      return row;
    },

    async discardCode(userId: string, purpose: CodePurpose) {
      await db
        .delete(accountCodes)
        .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)));
    },

    async emailInUse(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    /**
     * Moves the account to the code's address and deletes the code, in one transaction.
     * @returns the user, or undefined when the code was used meanwhile or another account took
     * the address.
     */
    applyEmailChange(userId: string, codeHash: string, newEmail: string) {
      return db.transaction(async (tx) => {
        const consumed = await tx
          .delete(accountCodes)
          .where(
            and(
              eq(accountCodes.userId, userId),
              eq(accountCodes.purpose, 'email_change'),
              eq(accountCodes.codeHash, codeHash),
            ),
          )
          .returning({ userId: accountCodes.userId });
        if (consumed.length === 0) return undefined;
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, newEmail));
        if (taken) return undefined;
        const [user] = await tx
          .update(users)
          .set({ email: newEmail, isVerified: true })
          .where(eq(users.id, userId))
          .returning();
        return user;
      });
    },

    // ---- Deletion ----
    scheduleDeletion: (userId: string, dueAt: Date) => updated(userId, { deletionDueAt: dueAt }),
    cancelDeletion: (userId: string) => updated(userId, { deletionDueAt: null }),

    /** Accounts whose grace period is over, oldest first. */
    async dueForErasure(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.deletionDueAt), lte(users.deletionDueAt, now)))
        .orderBy(users.deletionDueAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Deletes the user row, and with it (ON DELETE CASCADE) sessions, identities, assets,
     * generations, exports and codes; the credit ledger keeps its rows with user_id set to null,
     * the admin audit log its rows without the person's name. Only if the deletion is still due:
     * a cancel that came first wins.
     */
    erase(userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const erased = await tx
          .delete(users)
          .where(and(eq(users.id, userId), lte(users.deletionDueAt, now)))
          .returning({ id: users.id });
        if (erased.length === 0) return false;
        await forgetAuditedName(tx, userId);
        return true;
      });
    },

    /** Every storage key holding the user's files (inputs shared with samples excluded). */
    async storageKeys(userId: string): Promise<string[]> {
      const [user] = await db
        .select({ avatarKey: users.avatarKey })
        .from(users)
        .where(eq(users.id, userId));
      const assetRows = await db
        .select({
          file: assets.storageKey,
          thumbnail: assets.thumbnailKey,
          poster: assets.posterKey,
        })
        .from(assets)
        .where(eq(assets.userId, userId));
      const generationRows = await db
        .select({
          result: generations.resultKey,
          thumbnail: generations.thumbnailKey,
          poster: generations.posterKey,
          inputs: generations.inputs,
        })
        .from(generations)
        .where(eq(generations.userId, userId));
      const exportRows = await db
        .select({ key: dataExports.storageKey })
        .from(dataExports)
        .where(eq(dataExports.userId, userId));
      const ownInputPrefix = `generation-inputs/${userId}/`;
      const keys = [
        user?.avatarKey,
        ...assetRows.flatMap((row) => [row.file, row.thumbnail, row.poster]),
        ...generationRows.flatMap((row) => [
          row.result,
          row.thumbnail,
          row.poster,
          ...row.inputs
            .map((input) => input.storageKey)
            .filter((key) => key.startsWith(ownInputPrefix)),
        ]),
        ...exportRows.map((row) => row.key),
      ];
      return [...new Set(keys.filter((key): key is string => Boolean(key)))];
    },

    // ---- Data exports ----
    async createExport(userId: string, expiresAt: Date): Promise<DataExportRecord> {
      const [row] = await db.insert(dataExports).values({ userId, expiresAt }).returning();
      return row!;
    },

    listExports(userId: string, now: Date): Promise<DataExportRecord[]> {
      return db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), gt(dataExports.expiresAt, now)))
        .orderBy(desc(dataExports.createdAt));
    },

    async findExport(exportId: string): Promise<DataExportRecord | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
      return row;
    },

    async finishExport(
      exportId: string,
      result: { storageKey: string; byteSize: number } | 'failed',
      now: Date,
    ) {
      await db
        .update(dataExports)
        .set(
          result === 'failed'
            ? { status: 'failed', completedAt: now }
            : { status: 'ready', completedAt: now, ...result },
        )
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
    },

    /** Expired exports (their files to delete), at most `limit`. */
    async expiredExports(now: Date, limit: number) {
      return db
        .select({ id: dataExports.id, storageKey: dataExports.storageKey })
        .from(dataExports)
        .where(lte(dataExports.expiresAt, now))
        .limit(limit);
    },

    async deleteExports(ids: string[]) {
      if (ids.length > 0) await db.delete(dataExports).where(inArray(dataExports.id, ids));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
