/**
 * The charts' rows and their table alternatives, built from the reports: pure functions, so
 * each chart and its table show the same numbers (tests/unit/admin-chart-data.test.ts).
 */
import type { TFunction } from 'i18next';
import type { StatisticsPeriod } from '../../../../common/contracts/admin-statistics';
import { SERVICE_SLUGS, type ServiceSlug } from '../../../../common/studios/studios';
import type { ChartTable } from './charts/ChartFigure';
import type { ChartSeries } from './charts/SeriesBarChart';
import { STUDIO_COLORS } from './chart-colors';
import type { StatisticsFormat } from './use-statistics-format';

type Row = { label: string } & Record<string, number | string>;

export interface ChartData {
  data: Row[];
  series: ChartSeries[];
  table: ChartTable;
}

interface Point {
  date: string;
  /** The value of each series' key. */
  values: Record<string, number>;
}

/** The studios that appear in any point, in the registry's order. */
export function studiosIn(
  points: readonly { by_studio: Record<string, unknown> }[],
): ServiceSlug[] {
  const seen = new Set(points.flatMap((point) => Object.keys(point.by_studio)));
  return SERVICE_SLUGS.filter((slug) => seen.has(slug));
}

export const studioSeries = (t: TFunction, slugs: readonly ServiceSlug[]): ChartSeries[] =>
  slugs.map((slug) => ({
    key: slug,
    label: t(`common:services.${slug}.name`),
    color: STUDIO_COLORS[slug],
  }));

/**
 * Points over time as chart rows (labelled per period) and a table: a date column, one column
 * per series, and a total column when there is more than one series.
 */
export function timeSeries(
  points: readonly Point[],
  series: readonly ChartSeries[],
  period: StatisticsPeriod,
  format: StatisticsFormat,
  /** The table's date column, and its total column (none without a label). */
  columns: { date: string; total?: string },
  formatValue: (value: number) => string = format.number,
): ChartData {
  const data = points.map((point) => ({
    label: format.bucket(point.date, period),
    ...Object.fromEntries(series.map(({ key }) => [key, point.values[key] ?? 0])),
  })) as Row[];
  const withTotal = series.length > 1 && columns.total !== undefined;
  const table: ChartTable = {
    columns: [
      columns.date,
      ...series.map(({ label }) => label),
      ...(withTotal ? [columns.total!] : []),
    ],
    rows: points.map((point) => {
      const values = series.map(({ key }) => point.values[key] ?? 0);
      const total = values.reduce((sum, value) => sum + value, 0);
      return {
        key: point.date,
        cells: [
          period === 'monthly' ? format.bucket(point.date, period) : format.fullDay(point.date),
          ...values.map(formatValue),
          ...(withTotal ? [formatValue(total)] : []),
        ],
      };
    }),
  };
  return { data, series: [...series], table };
}

/** Categories (gateways, codes, plans, percentiles) with one value each. */
export function categories(
  entries: readonly { key: string; label: string; value: number }[],
  seriesLabel: string,
  color: string,
  columns: { category: string; value: string },
  formatValue: (value: number) => string,
): ChartData {
  return {
    data: entries.map(({ label, value }) => ({ label, value })) as Row[],
    series: [{ key: 'value', label: seriesLabel, color }],
    table: {
      columns: [columns.category, columns.value],
      rows: entries.map(({ key, label, value }) => ({ key, cells: [label, formatValue(value)] })),
    },
  };
}
