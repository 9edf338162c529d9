/**
 * The admin statistics (docs/admin.md#statistics): seeded users, generations and payments at
 * chosen instants around Vietnam's midnights, week and month starts; every expected number is
 * worked out in JavaScript from the seed arrays. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardSummarySchema,
  generationStatisticsSchema,
  userStatisticsReportSchema,
  type GenerationStatistics,
  type StatisticsPeriod,
} from '../../common/contracts/admin-statistics';
import { GENERATION_STATUSES } from '../../common/contracts/generations';
import type { ServiceSlug } from '../../common/studios/studios';
import { bearer, createSignedInUser } from './helpers/accounts';
import {
  countBy,
  mondayOf,
  monthOf,
  percentile,
  seedGenerations,
  seedPayments,
  seedUsers,
  vietnamDayOf,
  type SeedGeneration,
  type SeedPayment,
  type SeedUser,
} from './helpers/statistics-seed';
import { csvLine } from '../../server/modules/admin/statistics-csv';
import { createTestApp, type TestApp } from './test-app';

/** Monday 2 June 2025, 00:30 in Vietnam (still Sunday 1 June in UTC). */
const NOW = '2025-06-01T17:30:00Z';

const GENERATIONS: SeedGeneration[] = [
  // The last minute of 31 May and the first of 1 June in Vietnam (both 31 May in UTC).
  {
    service: 'virtual-tryon',
    status: 'success',
    at: '2025-05-31T16:59:00Z',
    seconds: 10,
    credits: 1,
  },
  {
    service: 'virtual-tryon',
    status: 'success',
    at: '2025-05-31T17:00:00Z',
    seconds: 20,
    credits: 1,
  },
  // Sunday 23:30 and Monday 00:10 in Vietnam: one week apart, both Sunday in UTC.
  {
    service: 'hairstyle-changer',
    status: 'failed',
    at: '2025-06-01T16:30:00Z',
    seconds: 5,
    errorCode: 'no_face_detected',
    credits: 1,
  },
  {
    service: 'hairstyle-changer',
    status: 'success',
    at: '2025-06-01T17:10:00Z',
    seconds: 40,
    credits: 1,
  },
  {
    service: 'image-to-video',
    status: 'failed',
    at: '2025-06-01T17:20:00Z',
    seconds: 300,
    errorCode: 'provider_timeout',
    credits: 2,
  },
  { service: 'image-to-video', status: 'queued', at: '2025-06-01T17:25:00Z', credits: 2 },
  { service: 'body-generator', status: 'processing', at: '2025-06-01T17:26:00Z', credits: 1 },
  // The end of February and the start of March (2025 is not a leap year).
  {
    service: 'virtual-tryon',
    status: 'success',
    at: '2025-02-28T16:59:00Z',
    seconds: 30,
    credits: 1,
  },
  {
    service: 'virtual-tryon',
    status: 'failed',
    at: '2025-02-28T17:00:00Z',
    seconds: 2,
    errorCode: 'provider_failed',
    credits: 1,
  },
  {
    service: 'body-generator',
    status: 'success',
    at: '2025-05-10T03:00:00Z',
    seconds: 60,
    credits: 1,
  },
  {
    service: 'body-generator',
    status: 'success',
    at: '2025-05-12T03:00:00Z',
    seconds: 90,
    credits: 1,
  },
  {
    service: 'image-editing',
    status: 'success',
    at: '2025-04-15T03:00:00Z',
    seconds: 15,
    credits: 1,
  },
  // A failure with no code counts as internal.
  {
    service: 'image-editing',
    status: 'failed',
    at: '2025-04-16T03:00:00Z',
    seconds: 3,
    credits: 1,
  },
  // New Year's Eve and Day in Vietnam.
  {
    service: 'virtual-tryon',
    status: 'success',
    at: '2024-12-31T16:59:00Z',
    seconds: 12,
    credits: 1,
  },
  {
    service: 'virtual-tryon',
    status: 'success',
    at: '2024-12-31T17:00:00Z',
    seconds: 14,
    credits: 1,
  },
];

const PAYMENTS: SeedPayment[] = [
  { method: 'vnpay', amountVnd: 199_000, status: 'completed', at: '2025-05-31T17:00:00Z' },
  { method: 'momo', amountVnd: 99_000, status: 'completed', at: '2025-05-31T16:59:00Z' },
  { method: 'vnpay', amountVnd: 499_000, status: 'completed', at: '2025-06-01T17:05:00Z' },
  { method: 'stripe', amountVnd: 99_000, status: 'failed', at: '2025-06-01T10:00:00Z' },
  { method: 'sandbox', amountVnd: 50_000, status: 'pending', at: '2025-05-20T10:00:00Z' },
  { method: 'paypal', amountVnd: 250_000, status: 'completed', at: '2025-03-03T10:00:00Z' },
];

const USERS: SeedUser[] = [
  { at: '2025-05-31T17:00:00Z', verified: true },
  { at: '2025-05-31T16:59:00Z', verified: false },
  { at: '2025-06-01T17:15:00Z', verified: true, plan: 'pro', planEndsAt: '2025-07-01T00:00:00Z' },
  {
    at: '2025-03-15T05:00:00Z',
    verified: true,
    plan: 'starter',
    planEndsAt: '2025-05-01T00:00:00Z',
  },
  { at: '2025-01-05T05:00:00Z', verified: false },
];

let server: TestApp;
let adminToken: string;
/** The statistics' clock: real time until a test pins it to NOW. */
let pinnedNow: Date | undefined;

beforeAll(async () => {
  server = await createTestApp({
    env: { ADMIN_EMAILS: 'stats-admin@studioai.vn' },
    clock: () => pinnedNow ?? new Date(),
  });
  const admin = await createSignedInUser(server, { email: 'stats-admin@studioai.vn' });
  adminToken = admin.token;
  await seedUsers(server, USERS);
  await seedGenerations(server, admin.user.id, GENERATIONS);
  await seedPayments(server, admin.user.id, PAYMENTS);
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ url, headers: bearer(adminToken) });

async function report(query: string): Promise<GenerationStatistics> {
  const response = await get(`/api/admin/statistics/generations?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return generationStatisticsSchema.parse(response.json());
}

const BUCKET_OF: Record<StatisticsPeriod, (day: string) => string> = {
  daily: (day) => day,
  weekly: mondayOf,
  monthly: monthOf,
};

/** The generations of the seed in [start, end] (Vietnam days), of one studio if given. */
const seededIn = (start: string, end: string, service?: ServiceSlug) =>
  GENERATIONS.filter((row) => {
    const day = vietnamDayOf(row.at);
    return day >= start && day <= end && (!service || row.service === service);
  });

/** What each bucket should hold: total, by status, by studio and status. */
function expectedBuckets(rows: readonly SeedGeneration[], period: StatisticsPeriod) {
  const buckets: Record<string, { total: number; status: Record<string, number> }> = {};
  for (const row of rows) {
    const key = BUCKET_OF[period](vietnamDayOf(row.at));
    buckets[key] ??= { total: 0, status: {} };
    buckets[key].total += 1;
    buckets[key].status[row.status] = (buckets[key].status[row.status] ?? 0) + 1;
  }
  return buckets;
}

function expectBucketsMatch(result: GenerationStatistics, rows: readonly SeedGeneration[]) {
  const expected = expectedBuckets(rows, result.period);
  const nonEmpty = result.buckets.filter((bucket) => bucket.total > 0);
  expect(nonEmpty.map((bucket) => bucket.start_date)).toEqual(Object.keys(expected).sort());
  for (const bucket of nonEmpty) {
    const want = expected[bucket.start_date]!;
    expect(bucket.total, bucket.start_date).toBe(want.total);
    for (const status of GENERATION_STATUSES)
      expect(bucket.by_status[status], `${bucket.start_date} ${status}`).toBe(
        want.status[status] ?? 0,
      );
    const inBucket = rows.filter(
      (row) => BUCKET_OF[result.period](vietnamDayOf(row.at)) === bucket.start_date,
    );
    const studios = countBy(inBucket, (row) => row.service);
    expect(
      Object.fromEntries(
        Object.entries(bucket.by_studio).map(([slug, counts]) => [
          slug,
          GENERATION_STATUSES.reduce((sum, status) => sum + counts[status], 0),
        ]),
      ),
    ).toEqual(studios);
  }
}

describe('GET /api/admin/statistics/generations: buckets', () => {
  it('splits days at midnight in Vietnam, not UTC', async () => {
    const result = await report('period=daily&start_date=2025-05-31&end_date=2025-06-02');
    expect(result.buckets.map((bucket) => bucket.start_date)).toEqual([
      '2025-05-31',
      '2025-06-01',
      '2025-06-02',
    ]);
    expect(result.time_zone).toBe('Asia/Ho_Chi_Minh');
    expectBucketsMatch(result, seededIn('2025-05-31', '2025-06-02'));
    expect(result.buckets[0]!.total).toBe(1);
  });

  it('starts weeks on Monday: Sunday 23:30 and Monday 00:10 fall in different weeks', async () => {
    const result = await report('period=weekly&start_date=2025-05-19&end_date=2025-06-08');
    expect(result.buckets.map((bucket) => bucket.start_date)).toEqual([
      '2025-05-19',
      '2025-05-26',
      '2025-06-02',
    ]);
    expectBucketsMatch(result, seededIn('2025-05-19', '2025-06-08'));
    const lastSunday = result.buckets[1]!.by_studio['hairstyle-changer'];
    const monday = result.buckets[2]!.by_studio['hairstyle-changer'];
    expect(lastSunday?.failed).toBe(1);
    expect(monday?.success).toBe(1);
  });

  it('names a week by its Monday even when the range starts inside it, counting only its days', async () => {
    const result = await report('period=weekly&start_date=2025-06-01&end_date=2025-06-02');
    expect(result.buckets.map((bucket) => bucket.start_date)).toEqual(['2025-05-26', '2025-06-02']);
    expectBucketsMatch(result, seededIn('2025-06-01', '2025-06-02'));
  });

  it('ends months on their last day: 28 February and 31 May at 23:59 stay in their month', async () => {
    const result = await report('period=monthly&start_date=2025-01-01&end_date=2025-06-30');
    expect(result.buckets.map((bucket) => bucket.start_date)).toEqual([
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
    ]);
    expectBucketsMatch(result, seededIn('2025-01-01', '2025-06-30'));
    expect(result.buckets[1]!.by_status).toMatchObject({ success: 1, failed: 0 });
    expect(result.buckets[2]!.by_status).toMatchObject({ success: 0, failed: 1 });
  });

  it('takes both dates inclusively: the first and last minutes of the range count', async () => {
    const result = await report('period=daily&start_date=2025-01-01&end_date=2025-05-31');
    expect(result.totals.total).toBe(seededIn('2025-01-01', '2025-05-31').length);
    expect(result.buckets[0]!.total).toBe(1); // 1 January 00:00 in Vietnam
    expect(result.buckets.at(-1)!.total).toBe(1); // 31 May 23:59 in Vietnam
    expect(result.buckets).toHaveLength(151);
  });

  it('counts one studio only with ai_function, and revenue for the whole shop', async () => {
    const all = await report('start_date=2025-01-01&end_date=2025-06-30');
    const tryOn = await report(
      'ai_function=virtual-tryon&start_date=2025-01-01&end_date=2025-06-30',
    );
    const rows = seededIn('2025-01-01', '2025-06-30', 'virtual-tryon');
    expect(tryOn.ai_function).toBe('virtual-tryon');
    expect(tryOn.totals.total).toBe(rows.length);
    expect(tryOn.by_studio.map((studio) => studio.service)).toEqual(['virtual-tryon']);
    expectBucketsMatch(tryOn, rows);
    expect(tryOn.revenue).toEqual(all.revenue);
  });
});

describe('GET /api/admin/statistics/generations: figures', () => {
  const START = '2025-01-01';
  const END = '2025-06-30';

  it('gives totals by status, success rates and credits used (debits less refunds)', async () => {
    const result = await report(`start_date=${START}&end_date=${END}`);
    const rows = seededIn(START, END);
    const statuses = countBy(rows, (row) => row.status);
    expect(result.totals.by_status).toEqual({
      queued: 0,
      processing: 0,
      success: 0,
      failed: 0,
      ...statuses,
    });
    expect(result.totals.success_rate).toBeCloseTo(
      statuses.success! / (statuses.success! + statuses.failed!),
      10,
    );
    const kept = rows.filter((row) => row.status !== 'failed');
    expect(result.totals.credits_used).toBe(kept.reduce((sum, row) => sum + row.credits, 0));
    const video = result.by_studio.find((studio) => studio.service === 'image-to-video')!;
    expect(video.success_rate).toBe(0);
    expect(video.by_status).toEqual({ queued: 1, processing: 0, success: 0, failed: 1 });
  });

  it('gives p50, p90 and p99 of the successful runs, overall and per studio', async () => {
    const result = await report(`start_date=${START}&end_date=${END}`);
    const successes = seededIn(START, END).filter((row) => row.status === 'success');
    const seconds = successes.map((row) => row.seconds!);
    expect(result.processing_time.runs).toBe(seconds.length);
    expect(result.processing_time.p50_s).toBeCloseTo(percentile(seconds, 0.5)!, 3);
    expect(result.processing_time.p90_s).toBeCloseTo(percentile(seconds, 0.9)!, 3);
    expect(result.processing_time.p99_s).toBeCloseTo(percentile(seconds, 0.99)!, 3);
    for (const studio of result.by_studio) {
      const own = successes
        .filter((row) => row.service === studio.service)
        .map((row) => row.seconds!);
      expect(studio.processing_time.runs, studio.service).toBe(own.length);
      expect(studio.processing_time.p90_s ?? null, studio.service).toEqual(
        own.length ? expect.closeTo(percentile(own, 0.9)!, 3) : null,
      );
    }
  });

  it('lists failure codes with their counts, most frequent first; no code is internal', async () => {
    const result = await report(`start_date=${START}&end_date=${END}`);
    const failed = seededIn(START, END).filter((row) => row.status === 'failed');
    const expected = countBy(failed, (row) => row.errorCode ?? 'internal');
    expect(
      Object.fromEntries(result.failure_codes.map(({ code, count }) => [code, count])),
    ).toEqual(expected);
    const counts = result.failure_codes.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('sums completed payments by the day they completed, by gateway', async () => {
    const result = await report(`period=daily&start_date=2025-05-31&end_date=2025-06-02`);
    const completed = PAYMENTS.filter(
      (row) =>
        row.status === 'completed' &&
        ['2025-05-31', '2025-06-01', '2025-06-02'].includes(vietnamDayOf(row.at)),
    );
    expect(result.revenue.amount_vnd).toBe(completed.reduce((sum, row) => sum + row.amountVnd, 0));
    expect(result.revenue.payments).toBe(completed.length);
    expect(result.revenue.by_gateway).toEqual([
      { method: 'vnpay', amount_vnd: 199_000 + 499_000, payments: 2 },
      { method: 'momo', amount_vnd: 99_000, payments: 1 },
    ]);
    expect(result.buckets.map((bucket) => bucket.revenue_vnd)).toEqual([99_000, 199_000, 499_000]);
  });

  it('answers a range without data with empty buckets, no rates and no percentiles', async () => {
    const result = await report('period=monthly&start_date=2020-01-01&end_date=2020-03-31');
    expect(result.buckets).toHaveLength(3);
    expect(result.buckets.every((bucket) => bucket.total === 0 && bucket.revenue_vnd === 0)).toBe(
      true,
    );
    expect(result.totals).toEqual({
      total: 0,
      by_status: { queued: 0, processing: 0, success: 0, failed: 0 },
      success_rate: null,
      credits_used: 0,
    });
    expect(result.processing_time).toEqual({ runs: 0, p50_s: null, p90_s: null, p99_s: null });
    expect(result.failure_codes).toEqual([]);
    expect(result.by_studio).toEqual([]);
    expect(result.revenue).toEqual({ amount_vnd: 0, payments: 0, by_gateway: [] });
  });
});

describe('GET /api/admin/statistics/generations: defaults and validation', () => {
  it('defaults to monthly, the last 12 months ending with today’s (in Vietnam)', async () => {
    pinnedNow = new Date(NOW);
    try {
      const result = await report('');
      expect(result.period).toBe('monthly');
      expect(result.ai_function).toBeNull();
      expect(result.end_date).toBe('2025-06-02');
      expect(result.start_date).toBe('2024-07-01');
      expect(result.buckets).toHaveLength(12);
      expectBucketsMatch(result, seededIn('2024-07-01', '2025-06-02'));
    } finally {
      pinnedNow = undefined;
    }
  });

  it('defaults daily to 30 days and weekly to 12 weeks from a Monday', async () => {
    pinnedNow = new Date(NOW);
    try {
      const daily = await report('period=daily');
      expect([daily.start_date, daily.end_date]).toEqual(['2025-05-04', '2025-06-02']);
      expect(daily.buckets).toHaveLength(30);
      const weekly = await report('period=weekly&end_date=2025-06-04');
      expect([weekly.start_date, weekly.end_date]).toEqual(['2025-03-17', '2025-06-04']);
      expect(weekly.buckets).toHaveLength(12);
    } finally {
      pinnedNow = undefined;
    }
  });

  it.each([
    ['start_date=2025-02-30', 'start_date'],
    ['end_date=yesterday', 'end_date'],
    ['start_date=2025-06-02&end_date=2025-06-01', 'end_date'],
    ['start_date=2020-01-01&end_date=2025-01-01', 'end_date'],
    ['period=yearly', 'period'],
    ['ai_function=teleport', 'ai_function'],
  ])('refuses %s with 400 validation_failed on %s', async (query, field) => {
    const response = await get(`/api/admin/statistics/generations?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields)).toEqual([field]);
  });
});

describe('GET /api/admin/statistics/generations.csv', () => {
  it('downloads the report as UTF-8 CSV with a BOM: a row per bucket and studio', async () => {
    const response = await get(
      '/api/admin/statistics/generations.csv?period=monthly&start_date=2025-05-01&end_date=2025-06-30',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="generations-all-monthly-2025-05-01-2025-06-30.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      'period_start,studio,total,queued,processing,success,failed,success_rate',
    );
    const rows = seededIn('2025-05-01', '2025-06-30');
    const expected = Object.entries(
      countBy(rows, (row) => `${monthOf(vietnamDayOf(row.at))},${row.service}`),
    );
    expect(lines).toHaveLength(1 + expected.length);
    expect(lines).toContain('2025-06-01,image-to-video,2,1,0,0,1,0');
    expect(lines).toContain('2025-05-01,body-generator,2,0,0,2,0,1');
    expect(lines).toContain('2025-05-01,virtual-tryon,1,0,0,1,0,1');
  });

  it('refuses the same bad queries as the report', async () => {
    const response = await get('/api/admin/statistics/generations.csv?start_date=2025-13-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('GET /api/admin/statistics/users', () => {
  it('keeps the totals and adds sign-ups per bucket (verified among them) and users by plan', async () => {
    pinnedNow = new Date(NOW);
    try {
      const response = await get(
        '/api/admin/statistics/users?period=weekly&start_date=2025-05-26&end_date=2025-06-08',
      );
      expect(response.statusCode).toBe(200);
      const result = userStatisticsReportSchema.parse(response.json());
      expect(result.total_users).toBe(USERS.length + 1);
      expect(result.verified_users).toBe(USERS.filter((row) => row.verified).length + 1);
      const inRange = USERS.filter((row) => vietnamDayOf(row.at) >= '2025-05-26');
      const byWeek = (week: string) =>
        inRange.filter((row) => mondayOf(vietnamDayOf(row.at)) === week);
      expect(result.buckets).toEqual(
        ['2025-05-26', '2025-06-02'].map((week) => ({
          start_date: week,
          signups: byWeek(week).length,
          verified: byWeek(week).filter((row) => row.verified).length,
        })),
      );
      // The starter plan ended on 1 May: that account is on the free trial again.
      expect(result.by_plan).toEqual([
        { plan: 'free_trial', users: USERS.length - 1 /* the pro */ + 1 /* the admin */ },
        { plan: 'pro', users: 1 },
      ]);
    } finally {
      pinnedNow = undefined;
    }
  });

  it('refuses an end before the start', async () => {
    const response = await get(
      '/api/admin/statistics/users?start_date=2025-02-02&end_date=2025-02-01',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { end_date: expect.any(String) },
    });
  });
});

describe('GET /api/admin/dashboard/summary', () => {
  it('gives the last 30 days in Vietnam: today, the period, jobs, credits, revenue and trends', async () => {
    pinnedNow = new Date(NOW);
    try {
      const response = await get('/api/admin/dashboard/summary');
      expect(response.statusCode).toBe(200);
      const summary = dashboardSummarySchema.parse(response.json());
      const today = '2025-06-02';
      const start = '2025-05-04';
      expect(summary.period).toEqual({
        start_date: start,
        end_date: today,
        days: 30,
        time_zone: 'Asia/Ho_Chi_Minh',
      });
      const period = seededIn(start, today);
      const todays = seededIn(today, today);
      expect(summary.generations.today).toBe(todays.length);
      expect(summary.generations.in_period).toBe(period.length);
      const byName = (a: { service: string }, b: { service: string }) =>
        a.service.localeCompare(b.service);
      expect([...summary.generations.by_studio].sort(byName)).toEqual(
        Object.entries(countBy(period, (row) => row.service))
          .map(([service, count]) => ({ service, count }))
          .sort(byName),
      );
      const kept = period.filter((row) => row.status !== 'failed');
      expect(summary.credits_used).toBe(kept.reduce((sum, row) => sum + row.credits, 0));
      expect(summary.jobs).toEqual({
        waiting: GENERATIONS.filter((row) => row.status === 'queued').length,
        running: GENERATIONS.filter((row) => row.status === 'processing').length,
        failed_today: todays.filter((row) => row.status === 'failed').length,
        failed_in_period: period.filter((row) => row.status === 'failed').length,
      });
      const signups = USERS.filter((row) => vietnamDayOf(row.at) >= start);
      expect(summary.signups).toEqual({
        in_period: signups.length,
        verified_in_period: signups.filter((row) => row.verified).length,
      });
      expect(summary.revenue.amount_vnd).toBe(199_000 + 99_000 + 499_000);
      expect(summary.trend).toHaveLength(30);
      expect(summary.trend[0]!.date).toBe(start);
      expect(summary.trend.at(-1)).toEqual({
        date: today,
        signups: 1,
        generations: todays.length,
        by_studio: countBy(todays, (row) => row.service),
        revenue_vnd: 499_000,
      });
      // The summary still carries the user totals and newest sign-ups.
      expect(summary.users.total_users).toBe(USERS.length + 1);
      expect(summary.recent_users.length).toBeGreaterThan(0);
    } finally {
      pinnedNow = undefined;
    }
  });
});

describe('the statistics routes', () => {
  const ROUTES = [
    '/api/admin/dashboard/summary',
    '/api/admin/statistics/users',
    '/api/admin/statistics/generations',
    '/api/admin/statistics/generations.csv',
  ];

  it('are in the route table that tests/server/admin.test.ts walks', () => {
    const registered = server.routes.map((route) => route.url);
    for (const url of ROUTES) expect(registered, url).toContain(url);
  });

  it('refuse guests (401) and signed-in non-admins (403)', async () => {
    const member = await createSignedInUser(server);
    for (const url of ROUTES) {
      const guest = await server.app.inject({ url });
      expect(guest.statusCode, url).toBe(401);
      const denied = await server.app.inject({ url, headers: bearer(member.token) });
      expect(denied.statusCode, url).toBe(403);
    }
  });
});

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks, doubles quotes and defuses formulas', () => {
    expect(
      csvLine(['plain', 12, null, 'a,b', 'say "hi"', 'two\nlines', '=SUM(A1)', 'Thử đồ']),
    ).toBe('plain,12,,"a,b","say ""hi""","two\nlines",\'=SUM(A1),Thử đồ\r\n');
  });
});
