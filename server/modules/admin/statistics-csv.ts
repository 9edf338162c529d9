/**
 * The generations report as CSV (docs/admin.md#csv-export): RFC 4180 quoting, CRLF line ends and
 * UTF-8 with a byte-order mark, so Excel (which guesses a legacy code page without one) opens
 * it right on a Vietnamese Windows.
 */
import type { GenerationStatistics } from '../../../common/contracts/admin-statistics';
import { GENERATION_STATUSES } from '../../../common/contracts/generations';
import { SERVICE_SLUGS } from '../../../common/studios/studios';
import { successRate, totalOf } from './statistics-figures';

const BYTE_ORDER_MARK = '\uFEFF';

/** The columns, in order; a row per bucket and studio that had generations. */
export const GENERATIONS_CSV_COLUMNS = [
  'period_start',
  'studio',
  'total',
  ...GENERATION_STATUSES,
  'success_rate',
] as const;

/**
 * One field: quoted when it holds a quote, comma or line break (quotes doubled). A text that a
 * spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (fields: readonly (string | number | null)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;

/** The report's generations per bucket and studio, as a CSV document with its BOM. */
export function generationsCsv(report: GenerationStatistics): string {
  const lines = [csvLine(GENERATIONS_CSV_COLUMNS)];
  for (const bucket of report.buckets) {
    for (const service of SERVICE_SLUGS) {
      const byStatus = bucket.by_studio[service];
      if (!byStatus) continue;
      const rate = successRate(byStatus);
      lines.push(
        csvLine([
          bucket.start_date,
          service,
          totalOf(byStatus),
          ...GENERATION_STATUSES.map((status) => byStatus[status]),
          rate === null ? null : Number(rate.toFixed(4)),
        ]),
      );
    }
  }
  return BYTE_ORDER_MARK + lines.join('');
}
