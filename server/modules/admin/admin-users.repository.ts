/** The users table as the admin area reads and edits it. */
import { and, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PLAN_ID, type PlanId } from '../../../common/plans';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema';
import { markVerified } from '../auth/auth.repository';
import type { UserRecord } from '../auth/user.model';
import { adjustByAdmin, balanceOf } from '../credits/credits.repository';
import { revokeUserSessions } from '../auth/sessions.repository';
import { recordAudit } from './admin-audit.repository';
import { auditChanges } from './audit-changes';

export interface UserFilters {
  email?: string;
  name?: string;
  /** The plan in force at `now` (a lapsed paid plan counts as the free trial). */
  plan?: PlanId;
  isVerified?: boolean;
}

/**
 * The plan in force at `now`, in SQL: `effectivePlanId` (common/plans.ts) for a filter, so that
 * a search by plan finds what the answer's `plan_id` shows.
 */
export const planInForceSql = (now: Date) =>
  sql<PlanId>`CASE WHEN ${users.planId} <> ${DEFAULT_PLAN_ID} AND ${users.planEndsAt} > ${now}
    THEN ${users.planId} ELSE ${DEFAULT_PLAN_ID} END`;

export type UserChanges = Partial<
  Pick<UserRecord, 'name' | 'isVerified' | 'isAdmin' | 'language'> & { disabled: boolean }
>;

/** The fields an admin may change, as the API and the audit log name them (no secrets). */
const auditedFields = (user: UserRecord) => ({
  name: user.name,
  is_verified: user.isVerified,
  is_admin: user.isAdmin,
  language: user.language,
  disabled: user.disabledAt !== null,
});

function whereOf({ email, name, plan, isVerified }: UserFilters, now: Date): SQL | undefined {
  return and(
    email ? ilike(users.email, containsPattern(email)) : undefined,
    name ? ilike(users.name, containsPattern(name)) : undefined,
    plan ? eq(planInForceSql(now), plan) : undefined,
    isVerified === undefined ? undefined : eq(users.isVerified, isVerified),
  );
}

/** How many rows of the group meet `condition`. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export function createAdminUsersRepository(db: Database) {
  return {
    async statistics(adminEmails: readonly string[], since7Days: Date, since30Days: Date) {
      const [row] = await db
        .select({
          total: count(),
          verified: countWhere(eq(users.isVerified, true)),
          admins: countWhere(
            or(
              eq(users.isAdmin, true),
              and(eq(users.isVerified, true), inArray(users.email, [...adminEmails])),
            ),
          ),
          last7Days: countWhere(gt(users.createdAt, since7Days)),
          last30Days: countWhere(gt(users.createdAt, since30Days)),
        })
        .from(users);
      return row!;
    },

    async search(filters: UserFilters, page: { limit: number; offset: number }, now: Date) {
      const where = whereOf(filters, now);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(userId: string): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },

    /**
     * Changes a user and writes the audit row, in one transaction. Verifying an account here
     * also grants its free trial, if it never had one; disabling it ends its sessions at once.
     */
    update(
      adminId: string,
      userId: string,
      { disabled, ...changes }: UserChanges,
      now: Date,
    ): Promise<UserRecord | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!before) return undefined;
        const disabledAt =
          disabled === undefined ? before.disabledAt : disabled ? (before.disabledAt ?? now) : null;
        await tx
          .update(users)
          .set({ ...changes, disabledAt })
          .where(eq(users.id, userId));
        if (changes.isVerified) await markVerified(tx, userId);
        if (disabledAt && !before.disabledAt) await revokeUserSessions(tx, userId, now);
        const [after] = await tx.select().from(users).where(eq(users.id, userId));
        await recordAudit(tx, {
          adminId,
          action: 'user.update',
          targetType: 'user',
          targetId: userId,
          ...auditChanges(auditedFields(before), auditedFields(after!)),
        });
        return after;
      });
    },

    /**
     * Adds or removes credits with their ledger row and audit row, in one transaction.
     * @returns the user's balance before and after; `after` null when a removal was refused
     * because the balance is short (no ledger or audit row; lapsed grants still expire); undefined
     * for an unknown user.
     */
    adjustCredits(
      adminId: string,
      userId: string,
      { amount, reason }: { amount: number; reason: string },
      now: Date,
    ): Promise<{ before: number; after: number | null } | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ credits: users.credits })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) return undefined;
        const before = user.credits;
        const after = await adjustByAdmin(tx, { userId, amount, now });
        if (after === null) return { before: await balanceOf(tx, userId), after };
        await recordAudit(tx, {
          adminId,
          action: 'user.credits_adjust',
          targetType: 'user',
          targetId: userId,
          before: { credits: before },
          after: { credits: after, amount, reason },
        });
        return { before, after };
      });
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
