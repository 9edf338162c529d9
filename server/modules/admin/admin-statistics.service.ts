/**
 * The admin dashboard's and analytics' figures (docs/admin.md#dashboard, docs/admin.md#statistics):
 * generations by studio and status, processing times, failure codes, credits used, revenue and
 * sign-ups, over a range of Vietnam calendar days split into buckets.
 */
import {
  DASHBOARD_PERIOD_DAYS,
  STATISTICS_TIME_ZONE,
  type DashboardSummary,
  type GenerationBucket,
  type GenerationStatistics,
  type GenerationStatisticsQuery,
  type UserStatisticsQuery,
  type UserStatisticsReport,
} from '../../../common/contracts/admin-statistics';
import { SERVICE_SLUGS, type ServiceSlug } from '../../../common/studios/studios';
import type { Clock } from '../../clock';
import type { AdminStatisticsRepository } from './admin-statistics.repository';
import type { AdminUsersService } from './admin-users.service';
import {
  addStatus,
  emptyStatusCounts,
  percentilesOf,
  revenueTotals,
  successRate,
  totalOf,
} from './statistics-figures';
import {
  addDays,
  resolveRange,
  TRUNC_UNIT,
  vietnamDay,
  type StatisticsRange,
} from './statistics-range';

export interface AdminStatisticsDependencies {
  repository: AdminStatisticsRepository;
  adminUsers: AdminUsersService;
  clock: Clock;
}

const inStudioOrder = (a: { service: string }, b: { service: string }) =>
  SERVICE_SLUGS.indexOf(a.service as ServiceSlug) - SERVICE_SLUGS.indexOf(b.service as ServiceSlug);

const rangeFields = (range: StatisticsRange) => ({
  period: range.period,
  start_date: range.startDate,
  end_date: range.endDate,
  time_zone: STATISTICS_TIME_ZONE as typeof STATISTICS_TIME_ZONE,
});

export function createAdminStatisticsService(deps: AdminStatisticsDependencies) {
  const { repository, adminUsers, clock } = deps;
  const bucketed = (range: StatisticsRange) => ({ ...range, unit: TRUNC_UNIT[range.period] });

  /** Generations and revenue over the range's buckets, empty buckets included. */
  async function generationBuckets(range: StatisticsRange, service?: ServiceSlug) {
    const [counts, revenue] = await Promise.all([
      repository.generationCounts(bucketed(range), service),
      repository.revenue(bucketed(range)),
    ]);
    const buckets = new Map<string, GenerationBucket>(
      range.buckets.map((start) => [
        start,
        {
          start_date: start,
          total: 0,
          by_status: emptyStatusCounts(),
          by_studio: {},
          revenue_vnd: 0,
        },
      ]),
    );
    for (const row of counts) {
      const bucket = buckets.get(row.bucket)!;
      bucket.total += row.count;
      addStatus(bucket.by_status, row.status, row.count);
      bucket.by_studio[row.service] ??= emptyStatusCounts();
      addStatus(bucket.by_studio[row.service]!, row.status, row.count);
    }
    for (const row of revenue) buckets.get(row.bucket)!.revenue_vnd += row.amount;
    return { counts, revenue, buckets: [...buckets.values()] };
  }

  async function generationStatistics(
    query: GenerationStatisticsQuery,
  ): Promise<GenerationStatistics> {
    const range = resolveRange(query, clock());
    const service = query.ai_function;
    const [{ counts, revenue, buckets }, percentiles, failures, creditsUsed] = await Promise.all([
      generationBuckets(range, service),
      repository.processingPercentiles(range, service),
      repository.failureCodes(range, service),
      repository.creditsUsed(range, service),
    ]);
    const totals = emptyStatusCounts();
    const studios = new Map<string, ReturnType<typeof emptyStatusCounts>>();
    for (const row of counts) {
      addStatus(totals, row.status, row.count);
      if (!studios.has(row.service)) studios.set(row.service, emptyStatusCounts());
      addStatus(studios.get(row.service)!, row.status, row.count);
    }
    return {
      ...rangeFields(range),
      ai_function: service ?? null,
      buckets,
      totals: {
        total: totalOf(totals),
        by_status: totals,
        success_rate: successRate(totals),
        credits_used: creditsUsed,
      },
      by_studio: [...studios]
        .map(([slug, byStatus]) => ({
          service: slug as ServiceSlug,
          total: totalOf(byStatus),
          by_status: byStatus,
          success_rate: successRate(byStatus),
          processing_time: percentilesOf(percentiles, slug),
        }))
        .sort(inStudioOrder),
      processing_time: percentilesOf(percentiles, null),
      failure_codes: failures
        .map((row) => ({ code: row.code ?? 'internal', count: row.count }))
        .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
      revenue: revenueTotals(revenue),
    };
  }

  async function userStatistics(query: UserStatisticsQuery): Promise<UserStatisticsReport> {
    const now = clock();
    const range = resolveRange(query, now);
    const [totals, signups, plans] = await Promise.all([
      adminUsers.statistics(),
      repository.signups(bucketed(range)),
      repository.usersByPlan(now),
    ]);
    const byBucket = new Map(signups.map((row) => [row.bucket, row]));
    return {
      ...totals,
      ...rangeFields(range),
      buckets: range.buckets.map((start) => ({
        start_date: start,
        signups: byBucket.get(start)?.signups ?? 0,
        verified: byBucket.get(start)?.verified ?? 0,
      })),
      by_plan: plans
        .map((row) => ({
          plan: row.plan as UserStatisticsReport['by_plan'][number]['plan'],
          users: row.users,
        }))
        .sort((a, b) => b.users - a.users || a.plan.localeCompare(b.plan)),
    };
  }

  /** The dashboard: the last DASHBOARD_PERIOD_DAYS days (today included), day by day. */
  async function dashboardSummary(): Promise<DashboardSummary> {
    const now = clock();
    const today = vietnamDay(now);
    const start = addDays(today, 1 - DASHBOARD_PERIOD_DAYS);
    const range = resolveRange({ period: 'daily', start_date: start, end_date: today }, now);
    const [summary, report, users, inFlight] = await Promise.all([
      adminUsers.dashboardSummary(),
      generationStatistics({ period: 'daily', start_date: start, end_date: today }),
      repository.signups(bucketed(range)),
      repository.jobsInFlight(),
    ]);
    const signups = new Map(users.map((row) => [row.bucket, row]));
    const todayBucket = report.buckets.find((bucket) => bucket.start_date === today)!;
    const inFlightOf = (status: string) =>
      inFlight.find((row) => row.status === status)?.count ?? 0;
    return {
      ...summary,
      period: {
        start_date: start,
        end_date: today,
        time_zone: STATISTICS_TIME_ZONE,
        days: DASHBOARD_PERIOD_DAYS,
      },
      signups: {
        in_period: users.reduce((total, row) => total + row.signups, 0),
        verified_in_period: users.reduce((total, row) => total + row.verified, 0),
      },
      generations: {
        today: todayBucket.total,
        in_period: report.totals.total,
        success_rate: report.totals.success_rate,
        by_studio: report.by_studio.map(({ service, total }) => ({ service, count: total })),
      },
      credits_used: report.totals.credits_used,
      revenue: report.revenue,
      jobs: {
        waiting: inFlightOf('queued'),
        running: inFlightOf('processing'),
        failed_today: todayBucket.by_status.failed,
        failed_in_period: report.totals.by_status.failed,
      },
      trend: report.buckets.map((bucket) => ({
        date: bucket.start_date,
        signups: signups.get(bucket.start_date)?.signups ?? 0,
        generations: bucket.total,
        by_studio: Object.fromEntries(
          Object.entries(bucket.by_studio).map(([slug, byStatus]) => [slug, totalOf(byStatus)]),
        ),
        revenue_vnd: bucket.revenue_vnd,
      })),
    };
  }

  return { generationStatistics, userStatistics, dashboardSummary };
}
export type AdminStatisticsService = ReturnType<typeof createAdminStatisticsService>;
