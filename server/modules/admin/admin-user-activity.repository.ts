/**
 * What users did, as the admin area reads it (docs/admin.md "A user's activity"): generation
 * counts per user, and one user's generations and credit ledger. Read only.
 */
import { and, count, desc, eq, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import { LEDGER_REASONS } from '../../../common/credits';
import type { PlanId } from '../../../common/plans';
import type { Database } from '../../db/client';
import { creditLedger, generations, users } from '../../db/schema';
import { countWhere, planInForceSql } from './admin-users.repository';

export interface Page {
  limit: number;
  offset: number;
}

export interface SummaryFilters {
  /** The plan in force at `now`. */
  plan?: PlanId;
  /** Users with at least this many generations (0: everyone). */
  minGenerations: number;
}

export interface DateRange {
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

/** The ledger reasons a generation's credits move under: its debit and its refund. */
const GENERATION_REASONS = [LEDGER_REASONS.generation, LEDGER_REASONS.generationRefund];

const statusCount = (status: (typeof generations.status.enumValues)[number]) =>
  countWhere(eq(generations.status, status));

export function createAdminUserActivityRepository(db: Database) {
  return {
    /**
     * A page of users with their generation counts, most generations first (then the most
     * recently active), and how many users match in all.
     */
    async generationSummary(filters: SummaryFilters, page: Page, now: Date) {
      const perUser = db
        .select({
          userId: generations.userId,
          total: count().as('total'),
          queued: statusCount('queued').as('queued'),
          processing: statusCount('processing').as('processing'),
          success: statusCount('success').as('success'),
          failed: statusCount('failed').as('failed'),
          lastAt: max(generations.createdAt).as('last_at'),
        })
        .from(generations)
        .groupBy(generations.userId)
        .as('per_user');
      const spent = db
        .select({
          userId: creditLedger.userId,
          // Debits are negative and refunds positive: what was spent is minus their sum.
          used: sql<number>`-sum(${creditLedger.delta})`.mapWith(Number).as('used'),
        })
        .from(creditLedger)
        .where(inArray(creditLedger.reason, GENERATION_REASONS))
        .groupBy(creditLedger.userId)
        .as('spent');
      const plan = planInForceSql(now);
      const total = sql<number>`coalesce(${perUser.total}, 0)`.mapWith(Number);
      const where = and(
        filters.plan ? eq(plan, filters.plan) : undefined,
        filters.minGenerations > 0 ? gte(total, filters.minGenerations) : undefined,
      );
      const counted = (column: SQL.Aliased<number>) =>
        sql<number>`coalesce(${column}, 0)`.mapWith(Number);
      const [rows, [matches]] = await Promise.all([
        db
          .select({
            userId: users.id,
            email: users.email,
            name: users.name,
            planId: plan,
            total,
            queued: counted(perUser.queued),
            processing: counted(perUser.processing),
            success: counted(perUser.success),
            failed: counted(perUser.failed),
            creditsUsed: sql<number>`coalesce(${spent.used}, 0)`.mapWith(Number),
            lastAt: perUser.lastAt,
          })
          .from(users)
          .leftJoin(perUser, eq(perUser.userId, users.id))
          .leftJoin(spent, eq(spent.userId, users.id))
          .where(where)
          .orderBy(desc(total), sql`${perUser.lastAt} DESC NULLS LAST`, desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ value: count() })
          .from(users)
          .leftJoin(perUser, eq(perUser.userId, users.id))
          .where(where),
      ]);
      return { rows, total: matches?.value ?? 0 };
    },

    /** Generation counts per studio of these users. */
    async countsByService(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: generations.userId, service: generations.service, count: count() })
        .from(generations)
        .where(inArray(generations.userId, userIds))
        .groupBy(generations.userId, generations.service);
    },

    /** One user's generations in a range, newest first, and how many there are in it. */
    async generationsOf(userId: string, range: DateRange, page: Page) {
      const where = and(
        eq(generations.userId, userId),
        range.from ? gte(generations.createdAt, range.from) : undefined,
        range.until ? lt(generations.createdAt, range.until) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(generations)
          .where(where)
          .orderBy(desc(generations.createdAt), desc(generations.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(generations).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** One user's credit ledger, newest first, and how many rows it has. */
    async ledgerOf(userId: string, page: Page) {
      const where = eq(creditLedger.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(creditLedger)
          .where(where)
          .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(creditLedger).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
export type AdminUserActivityRepository = ReturnType<typeof createAdminUserActivityRepository>;
