/**
 * Folding the statistics' grouped rows into the report's figures (docs/admin.md#statistics):
 * status counts, success rates, revenue by gateway and the percentiles' shape.
 */
import type {
  ProcessingPercentiles,
  RevenueTotals,
  StatusCounts,
} from '../../../common/contracts/admin-statistics';
import { GENERATION_STATUSES, type GenerationStatus } from '../../../common/contracts/generations';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../common/contracts/payments';
import type { PercentileRow } from './admin-statistics.repository';

export const emptyStatusCounts = (): StatusCounts =>
  Object.fromEntries(GENERATION_STATUSES.map((status) => [status, 0])) as StatusCounts;

export function addStatus(counts: StatusCounts, status: GenerationStatus, count: number) {
  counts[status] += count;
}

export const totalOf = (counts: StatusCounts) =>
  GENERATION_STATUSES.reduce((total, status) => total + counts[status], 0);

/** Successes among the finished generations (queued and running ones are not counted), 0..1. */
export function successRate(counts: StatusCounts): number | null {
  const finished = counts.success + counts.failed;
  return finished === 0 ? null : counts.success / finished;
}

/** Sums completed payments' rows by gateway, biggest first (ties in the checkout's order). */
export function revenueTotals(
  rows: readonly { method: string; amount: number; count: number }[],
): RevenueTotals {
  const byGateway = new Map<PaymentMethod, { amount_vnd: number; payments: number }>();
  for (const row of rows) {
    const method = row.method as PaymentMethod;
    const entry = byGateway.get(method) ?? { amount_vnd: 0, payments: 0 };
    entry.amount_vnd += row.amount;
    entry.payments += row.count;
    byGateway.set(method, entry);
  }
  const by_gateway = [...byGateway]
    .map(([method, entry]) => ({ method, ...entry }))
    .sort(
      (a, b) =>
        b.amount_vnd - a.amount_vnd ||
        PAYMENT_METHODS.indexOf(a.method) - PAYMENT_METHODS.indexOf(b.method),
    );
  return {
    amount_vnd: by_gateway.reduce((total, entry) => total + entry.amount_vnd, 0),
    payments: by_gateway.reduce((total, entry) => total + entry.payments, 0),
    by_gateway,
  };
}

const NO_RUNS: ProcessingPercentiles = { runs: 0, p50_s: null, p90_s: null, p99_s: null };

/** Seconds are rounded to the millisecond: the timestamps hold microseconds nobody reads. */
const seconds = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/** The percentiles row of one studio, or of all of them (`service` null). */
export function percentilesOf(
  rows: readonly PercentileRow[],
  service: string | null,
): ProcessingPercentiles {
  const row = rows.find((candidate) => candidate.service === service);
  if (!row || row.runs === 0) return NO_RUNS;
  return {
    runs: row.runs,
    p50_s: seconds(row.p50),
    p90_s: seconds(row.p90),
    p99_s: seconds(row.p99),
  };
}
