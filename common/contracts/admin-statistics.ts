/**
 * The admin statistics: the dashboard summary and the analytics reports (docs/admin.md#dashboard
 * and docs/admin.md#statistics). Every date is a calendar day in Vietnam's time zone
 * (STATISTICS_TIME_ZONE); a bucket is named by its first day.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from './payments';
import { GENERATION_STATUSES } from './generations';
import { SERVICE_SLUGS } from '../studios/studios';
import { PLAN_IDS } from '../plans';
import { adminDashboardSummarySchema, userStatisticsSchema } from './admin';

/** The statistics' days start at midnight in Vietnam (UTC+7, no daylight saving). */
export const STATISTICS_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** "This period" of the dashboard: today and the 29 days before it. */
export const DASHBOARD_PERIOD_DAYS = 30;

/** How a report groups its days; a week starts on Monday (ISO 8601). */
export const STATISTICS_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = 'monthly';
/**
 * Without a start_date a report covers this many buckets ending with the one of end_date (or
 * today): 30 days, 12 weeks or 12 months.
 */
export const DEFAULT_BUCKETS: Readonly<Record<StatisticsPeriod, number>> = {
  daily: 30,
  weekly: 12,
  monthly: 12,
};
/** The longest range a report covers (a guard against a typo's thousand-year query). */
export const MAX_STATISTICS_RANGE_DAYS = 1_096;

/** A calendar date, YYYY-MM-DD, that exists (2026-02-30 is refused). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'Not a calendar date');

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The range fields shared by the reports; both dates are inclusive. */
const rangeShape = {
  period: z.enum(STATISTICS_PERIODS).default(DEFAULT_STATISTICS_PERIOD),
  start_date: calendarDate.optional(),
  end_date: calendarDate.optional(),
};

type RangeQuery = { start_date?: string | undefined; end_date?: string | undefined };
const endNotBeforeStart = ({ start_date: start, end_date: end }: RangeQuery) =>
  !start || !end || start <= end;
const rangeNotTooLong = ({ start_date: start, end_date: end }: RangeQuery) =>
  !start || !end || dayNumber(end) - dayNumber(start) < MAX_STATISTICS_RANGE_DAYS;

function withRangeChecks<Shape extends z.ZodRawShape & typeof rangeShape>(shape: Shape) {
  return z
    .object(shape)
    .refine(endNotBeforeStart, {
      message: 'end_date must not be before start_date',
      path: ['end_date'],
    })
    .refine(rangeNotTooLong, {
      message: `The range may span at most ${MAX_STATISTICS_RANGE_DAYS} days`,
      path: ['end_date'],
    });
}

export const userStatisticsQuerySchema = withRangeChecks(rangeShape);
export type UserStatisticsQuery = z.infer<typeof userStatisticsQuerySchema>;

export const generationStatisticsQuerySchema = withRangeChecks({
  ...rangeShape,
  /** One studio only (its slug); all studios without it. */
  ai_function: z.enum(SERVICE_SLUGS).optional(),
});
export type GenerationStatisticsQuery = z.infer<typeof generationStatisticsQuerySchema>;

const count = z.number().int();
/** Generations of each status (queued and processing are the ones still in progress). */
const statusCountsSchema = z.object(
  Object.fromEntries(GENERATION_STATUSES.map((status) => [status, count])) as Record<
    (typeof GENERATION_STATUSES)[number],
    typeof count
  >,
);
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** The range a report covers, as it was resolved from the query. */
const rangeSchema = z.object({
  period: z.enum(STATISTICS_PERIODS),
  /** The first day of the first bucket and the last day of the last (both inclusive). */
  start_date: z.string(),
  end_date: z.string(),
  time_zone: z.literal(STATISTICS_TIME_ZONE),
});

const revenueByGatewaySchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  amount_vnd: count,
  payments: count,
});

/** Completed payments, by the day they completed; amounts in whole đồng, VAT included. */
const revenueSchema = z.object({
  amount_vnd: count,
  payments: count,
  by_gateway: z.array(revenueByGatewaySchema),
});
export type RevenueTotals = z.infer<typeof revenueSchema>;

/** Seconds from the request to the result of the successful runs; null without any run. */
const percentilesSchema = z.object({
  runs: count,
  p50_s: z.number().nullable(),
  p90_s: z.number().nullable(),
  p99_s: z.number().nullable(),
});
export type ProcessingPercentiles = z.infer<typeof percentilesSchema>;

export const generationBucketSchema = z.object({
  /**
   * The bucket's first day (a Monday for weekly, the 1st for monthly), even when the range starts
   * inside it: the counts cover only the range's days.
   */
  start_date: z.string(),
  total: count,
  by_status: statusCountsSchema,
  /** Each studio's generations by status, by slug (studios with none are left out). */
  by_studio: z.record(z.string(), statusCountsSchema),
  revenue_vnd: count,
});
export type GenerationBucket = z.infer<typeof generationBucketSchema>;

export const studioTotalsSchema = z.object({
  service: z.enum(SERVICE_SLUGS),
  total: count,
  by_status: statusCountsSchema,
  /** success / (success + failed), 0..1; null when none has finished. */
  success_rate: z.number().nullable(),
  processing_time: percentilesSchema,
});
export type StudioTotals = z.infer<typeof studioTotalsSchema>;

export const generationStatisticsSchema = rangeSchema.extend({
  ai_function: z.enum(SERVICE_SLUGS).nullable(),
  buckets: z.array(generationBucketSchema),
  totals: z.object({
    total: count,
    by_status: statusCountsSchema,
    success_rate: z.number().nullable(),
    /** Credits debited for the generations and not refunded. */
    credits_used: count,
  }),
  by_studio: z.array(studioTotalsSchema),
  processing_time: percentilesSchema,
  /** The failed generations' error codes, most frequent first. */
  failure_codes: z.array(z.object({ code: z.string(), count })),
  /** Revenue is the shop's whole, whatever the ai_function. */
  revenue: revenueSchema,
});
export type GenerationStatistics = z.infer<typeof generationStatisticsSchema>;

export const userStatisticsReportSchema = userStatisticsSchema.extend(rangeSchema.shape).extend({
  buckets: z.array(
    z.object({
      start_date: z.string(),
      /** Accounts created in the bucket. */
      signups: count,
      /** Of those, the ones whose e-mail is verified now. */
      verified: count,
    }),
  ),
  /** Every account by the plan in force now (a lapsed paid plan counts as the free trial). */
  by_plan: z.array(z.object({ plan: z.enum(PLAN_IDS), users: count })),
});
export type UserStatisticsReport = z.infer<typeof userStatisticsReportSchema>;

/** One day of the dashboard's trend charts. */
export const dashboardDaySchema = z.object({
  date: z.string(),
  signups: count,
  generations: count,
  by_studio: z.record(z.string(), count),
  revenue_vnd: count,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardStatisticsSchema = z.object({
  period: rangeSchema.omit({ period: true }).extend({ days: count }),
  signups: z.object({ in_period: count, verified_in_period: count }),
  generations: z.object({
    today: count,
    in_period: count,
    success_rate: z.number().nullable(),
    by_studio: z.array(z.object({ service: z.enum(SERVICE_SLUGS), count })),
  }),
  credits_used: count,
  revenue: revenueSchema,
  /** The generations' own states: waiting (queued), running, failed today and in the period. */
  jobs: z.object({ waiting: count, running: count, failed_today: count, failed_in_period: count }),
  trend: z.array(dashboardDaySchema),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;

/** GET /api/admin/dashboard/summary: the user totals and newest sign-ups, with the period's figures. */
export const dashboardSummarySchema = adminDashboardSummarySchema.extend(
  dashboardStatisticsSchema.shape,
);
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** The generations CSV's file name: what it holds and the range it covers. */
export const generationsCsvFilename = (
  report: Pick<GenerationStatistics, 'ai_function' | 'period' | 'start_date' | 'end_date'>,
) =>
  `generations-${report.ai_function ?? 'all'}-${report.period}-${report.start_date}-${report.end_date}.csv`;
