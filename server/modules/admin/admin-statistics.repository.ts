/**
 * The admin statistics' queries (docs/admin.md#statistics). Each one counts inside a range of
 * instants and groups by the bucket its rows fall in, a calendar day, ISO week or month in
 * Vietnam's time zone; the service lays the answers over the range's buckets.
 */
import { and, count, eq, gte, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { STATISTICS_TIME_ZONE } from '../../../common/contracts/admin-statistics';
import { LEDGER_REASONS } from '../../../common/credits';
import type { ServiceSlug } from '../../../common/studios/studios';
import { DEFAULT_PLAN_ID } from '../../../common/plans';
import type { Database } from '../../db/client';
import { creditLedger, generations, payments, users } from '../../db/schema';

/** Instants from `from` (inclusive) to `until` (exclusive), grouped by `unit`. */
export interface BucketedRange {
  from: Date;
  until: Date;
  unit: 'day' | 'week' | 'month';
}

/**
 * The bucket's first day of a timestamp column, as YYYY-MM-DD. The unit and zone are code
 * constants, inlined so GROUP BY sees the same expression as SELECT.
 */
const bucketOf = (column: SQL | AnyPgColumn, unit: BucketedRange['unit']) =>
  sql<string>`to_char(date_trunc('${sql.raw(unit)}', ${column} AT TIME ZONE '${sql.raw(STATISTICS_TIME_ZONE)}'), 'YYYY-MM-DD')`;

const inRange = (column: AnyPgColumn, { from, until }: { from: Date; until: Date }) =>
  and(gte(column, from), lt(column, until));

const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export interface PercentileRow {
  /** Null for the row over every studio. */
  service: string | null;
  runs: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
}

export function createAdminStatisticsRepository(db: Database) {
  const generationsWhere = (range: { from: Date; until: Date }, service?: ServiceSlug) =>
    and(
      inRange(generations.createdAt, range),
      service ? eq(generations.service, service) : undefined,
    );

  return {
    /** Generations per bucket, studio and status, by the time they were requested. */
    async generationCounts(range: BucketedRange, service?: ServiceSlug) {
      const bucket = bucketOf(generations.createdAt, range.unit);
      return db
        .select({
          bucket,
          service: generations.service,
          status: generations.status,
          count: count(),
        })
        .from(generations)
        .where(generationsWhere(range, service))
        .groupBy(bucket, generations.service, generations.status);
    },

    /**
     * p50, p90 and p99 of the seconds from request to result of the successful runs requested
     * in the range, per studio and over all of them (percentile_cont: linear interpolation).
     */
    async processingPercentiles(range: { from: Date; until: Date }, service?: ServiceSlug) {
      const seconds = sql`EXTRACT(EPOCH FROM ${generations.finishedAt} - ${generations.createdAt})`;
      const result = await db.execute(sql`
        SELECT ${generations.service} AS service, count(*) AS runs,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY ${seconds}) AS p50,
               percentile_cont(0.9) WITHIN GROUP (ORDER BY ${seconds}) AS p90,
               percentile_cont(0.99) WITHIN GROUP (ORDER BY ${seconds}) AS p99
        FROM ${generations}
        WHERE ${and(
          generationsWhere(range, service),
          eq(generations.status, 'success'),
          sql`${generations.finishedAt} IS NOT NULL`,
        )}
        GROUP BY GROUPING SETS ((${generations.service}), ())`);
      // Both drivers answer { rows }; numeric and bigint come back as strings on node-postgres.
      const { rows } = result as unknown as { rows: Record<string, unknown>[] };
      return rows.map((row): PercentileRow => ({
        service: (row.service as string | null) ?? null,
        runs: Number(row.runs),
        p50: asNumber(row.p50),
        p90: asNumber(row.p90),
        p99: asNumber(row.p99),
      }));
    },

    /** The failed generations' error codes with their counts. */
    async failureCodes(range: { from: Date; until: Date }, service?: ServiceSlug) {
      return db
        .select({ code: generations.errorCode, count: count() })
        .from(generations)
        .where(and(generationsWhere(range, service), eq(generations.status, 'failed')))
        .groupBy(generations.errorCode);
    },

    /** Credits debited for the range's generations, less what was refunded (the ledger's sum). */
    async creditsUsed(range: { from: Date; until: Date }, service?: ServiceSlug) {
      const [row] = await db
        .select({ spent: sum(creditLedger.delta).mapWith(Number) })
        .from(creditLedger)
        .innerJoin(generations, eq(creditLedger.generationId, generations.id))
        .where(
          and(
            generationsWhere(range, service),
            inArray(creditLedger.reason, [
              LEDGER_REASONS.generation,
              LEDGER_REASONS.generationRefund,
            ]),
          ),
        );
      return -(row?.spent ?? 0);
    },

    /** Completed payments per bucket and gateway, by the time they completed. */
    async revenue(range: BucketedRange) {
      const bucket = bucketOf(sql`${payments.completedAt}`, range.unit);
      return db
        .select({
          bucket,
          method: payments.method,
          amount: sum(payments.amountVnd).mapWith(Number),
          count: count(),
        })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'completed'),
            gte(payments.completedAt, range.from),
            lt(payments.completedAt, range.until),
          ),
        )
        .groupBy(bucket, payments.method);
    },

    /** Accounts created per bucket, and how many of them are verified now. */
    async signups(range: BucketedRange) {
      const bucket = bucketOf(users.createdAt, range.unit);
      return db
        .select({
          bucket,
          signups: count(),
          verified: sql<number>`count(*) filter (where ${users.isVerified})`.mapWith(Number),
        })
        .from(users)
        .where(inRange(users.createdAt, range))
        .groupBy(bucket);
    },

    /** Every account by the plan in force at `now`: a paid plan past its end is the free trial. */
    async usersByPlan(now: Date) {
      const plan = sql<string>`CASE WHEN ${users.planEndsAt} > ${now} THEN ${users.planId} ELSE '${sql.raw(DEFAULT_PLAN_ID)}' END`;
      // By position: the plan's expression holds a parameter, which GROUP BY would not match.
      return db
        .select({ plan, users: count() })
        .from(users)
        .groupBy(sql`1`);
    },

    /** Generations waiting for a worker (queued) and running now, whenever requested. */
    async jobsInFlight() {
      return db
        .select({ status: generations.status, count: count() })
        .from(generations)
        .where(inArray(generations.status, ['queued', 'processing']))
        .groupBy(generations.status);
    },
  };
}
export type AdminStatisticsRepository = ReturnType<typeof createAdminStatisticsRepository>;
