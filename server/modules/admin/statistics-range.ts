/**
 * The days a statistics report covers and its buckets (docs/admin.md#statistics): calendar days
 * in Vietnam's time zone, grouped by day, by ISO week (from Monday) or by month. Pure date
 * arithmetic on YYYY-MM-DD strings, so the SQL and the empty buckets agree on every boundary.
 */
import {
  DEFAULT_BUCKETS,
  STATISTICS_TIME_ZONE,
  type StatisticsPeriod,
} from '../../../common/contracts/admin-statistics';

const DAY_MS = 86_400_000;
/** Vietnam has kept UTC+7 without daylight saving since 1975. */
const VIETNAM_OFFSET = '+07:00';

export interface StatisticsRange {
  period: StatisticsPeriod;
  /** First and last day, inclusive (YYYY-MM-DD, Vietnam). */
  startDate: string;
  endDate: string;
  /** The instants the range covers: from `from` (inclusive) to `until` (exclusive). */
  from: Date;
  until: Date;
  /** Every bucket's first day, in order: the report's rows, empty ones included. */
  buckets: string[];
}

/** The SQL date_trunc unit of each period (its 'week' starts on Monday). */
export const TRUNC_UNIT: Readonly<Record<StatisticsPeriod, 'day' | 'week' | 'month'>> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
};

const vietnamDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATISTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day an instant falls on in Vietnam. */
export const vietnamDay = (instant: Date): string => vietnamDate.format(instant);

/** Midnight of a Vietnam calendar day, as an instant. */
export const vietnamMidnight = (date: string): Date =>
  new Date(`${date}T00:00:00${VIETNAM_OFFSET}`);

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return format(new Date(asUtc(date).getTime() + days * DAY_MS));
}

/** The first day of the bucket that holds `date`. */
export function bucketStart(date: string, period: StatisticsPeriod): string {
  if (period === 'daily') return date;
  if (period === 'monthly') return `${date.slice(0, 7)}-01`;
  const weekday = asUtc(date).getUTCDay(); // 0 is Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The first day of the bucket `steps` buckets after the one starting on `start`. */
function nextBucket(start: string, period: StatisticsPeriod, steps = 1): string {
  if (period === 'daily') return addDays(start, steps);
  if (period === 'weekly') return addDays(start, 7 * steps);
  const date = asUtc(start);
  return format(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + steps, 1)));
}

/**
 * Resolves a report's query: the end defaults to today (in Vietnam), the start to the first day
 * of the DEFAULT_BUCKETS-th bucket back from the end's.
 */
export function resolveRange(
  query: { period: StatisticsPeriod; start_date?: string; end_date?: string },
  now: Date,
): StatisticsRange {
  const { period } = query;
  const endDate = query.end_date ?? vietnamDay(now);
  const startDate =
    query.start_date ??
    nextBucket(bucketStart(endDate, period), period, 1 - DEFAULT_BUCKETS[period]);
  const buckets: string[] = [];
  for (let start = bucketStart(startDate, period); start <= endDate;) {
    buckets.push(start);
    start = nextBucket(start, period);
  }
  return {
    period,
    startDate,
    endDate,
    from: vietnamMidnight(startDate),
    until: vietnamMidnight(addDays(endDate, 1)),
    buckets,
  };
}
