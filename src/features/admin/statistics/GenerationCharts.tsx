/**
 * The generations report's charts: by studio and by status over the buckets, processing-time
 * percentiles per studio, failure codes and revenue. A range without generations shows revenue
 * only (the page says there were none).
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { GenerationStatistics } from '../../../../common/contracts/admin-statistics';
import { GENERATION_STATUSES } from '../../../../common/contracts/generations';
import { FAILURE_COLOR, PERCENTILE_COLORS, REVENUE_COLOR, STATUS_COLORS } from './chart-colors';
import { categories, studioSeries, studiosIn, timeSeries } from './chart-data';
import { ChartFigure } from './charts/ChartFigure';
import { SeriesBarChart } from './charts/SeriesBarChart';
import { useStatisticsFormat } from './use-statistics-format';

const PERCENTILES = ['p50', 'p90', 'p99'] as const;

export function GenerationCharts({ report }: { report: GenerationStatistics }) {
  const { t } = useTranslation(['admin-statistics', 'common', 'billing']);
  const format = useStatisticsFormat();
  const { period, totals } = report;
  const columns = { date: t('columns.period'), total: t('columns.total') };
  const byStudio = timeSeries(
    report.buckets.map((bucket) => ({
      date: bucket.start_date,
      values: Object.fromEntries(
        Object.entries(bucket.by_studio).map(([slug, counts]) => [
          slug,
          GENERATION_STATUSES.reduce((sum, status) => sum + counts[status], 0),
        ]),
      ),
    })),
    studioSeries(t, studiosIn(report.buckets)),
    period,
    format,
    columns,
  );
  const byStatus = timeSeries(
    report.buckets.map((bucket) => ({ date: bucket.start_date, values: bucket.by_status })),
    GENERATION_STATUSES.map((status) => ({
      key: status,
      label: t(`status.${status}`),
      color: STATUS_COLORS[status],
    })),
    period,
    format,
    columns,
  );
  const studioTimes = [
    ...report.by_studio.map((studio) => ({
      key: studio.service,
      label: t(`common:services.${studio.service}.name`),
      times: studio.processing_time,
    })),
    { key: 'all', label: t('analytics.controls.allStudios'), times: report.processing_time },
  ].filter((entry) => entry.times.runs > 0);
  const percentileTable = {
    columns: [
      t('columns.studio'),
      t('columns.runs'),
      ...PERCENTILES.map((p) => t(`analytics.percentiles.${p}`)),
    ],
    rows: studioTimes.map(({ key, label, times }) => ({
      key,
      cells: [
        label,
        format.number(times.runs),
        ...PERCENTILES.map((p) => format.seconds(times[`${p}_s`])),
      ],
    })),
  };
  const failures = categories(
    report.failure_codes.map(({ code, count }) => ({ key: code, label: code, value: count })),
    t('columns.count'),
    FAILURE_COLOR,
    { category: t('columns.code'), value: t('columns.count') },
    format.number,
  );
  const revenue = timeSeries(
    report.buckets.map((bucket) => ({
      date: bucket.start_date,
      values: { revenue: bucket.revenue_vnd },
    })),
    [{ key: 'revenue', label: t('columns.revenue'), color: REVENUE_COLOR }],
    period,
    format,
    columns,
    format.vnd,
  );
  const inFlight = totals.by_status.queued + totals.by_status.processing;

  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      {totals.total > 0 && (
        <>
          <ChartFigure
            testId="chart-by-studio"
            title={t('analytics.charts.byStudio')}
            summary={t('analytics.charts.byStudioSummary', {
              count: totals.total,
              start: format.fullDay(report.start_date),
              end: format.fullDay(report.end_date),
            })}
            table={byStudio.table}
          >
            <SeriesBarChart data={byStudio.data} series={byStudio.series} stacked />
          </ChartFigure>
          <ChartFigure
            testId="chart-by-status"
            title={t('analytics.charts.byStatus')}
            summary={t('analytics.charts.byStatusSummary', {
              success: totals.by_status.success,
              failed: totals.by_status.failed,
              inFlight,
            })}
            table={byStatus.table}
          >
            <SeriesBarChart data={byStatus.data} series={byStatus.series} stacked />
          </ChartFigure>
          <ChartFigure
            testId="chart-processing"
            title={t('analytics.charts.processing')}
            summary={
              report.processing_time.runs > 0
                ? t('analytics.charts.processingSummary', {
                    count: report.processing_time.runs,
                    p50: format.seconds(report.processing_time.p50_s),
                    p90: format.seconds(report.processing_time.p90_s),
                    p99: format.seconds(report.processing_time.p99_s),
                  })
                : t('analytics.charts.processingEmpty')
            }
            table={percentileTable}
          >
            <SeriesBarChart
              data={studioTimes.map(({ label, times }) => ({
                label,
                p50: times.p50_s ?? 0,
                p90: times.p90_s ?? 0,
                p99: times.p99_s ?? 0,
              }))}
              series={PERCENTILES.map((p) => ({
                key: p,
                label: t(`analytics.percentiles.${p}`),
                color: PERCENTILE_COLORS[p],
              }))}
              formatValue={format.seconds}
            />
          </ChartFigure>
          <ChartFigure
            testId="chart-failures"
            title={t('analytics.charts.failures')}
            summary={
              report.failure_codes[0]
                ? t('analytics.charts.failuresSummary', {
                    count: totals.by_status.failed,
                    code: report.failure_codes[0].code,
                  })
                : t('analytics.charts.failuresEmpty')
            }
            table={failures.table}
          >
            <SeriesBarChart data={failures.data} series={failures.series} horizontal />
          </ChartFigure>
        </>
      )}
      <ChartFigure
        testId="chart-revenue"
        title={t('analytics.charts.revenue')}
        summary={t('analytics.charts.revenueSummary', {
          amount: format.vnd(report.revenue.amount_vnd),
          count: report.revenue.payments,
        })}
        table={revenue.table}
      >
        <SeriesBarChart
          data={revenue.data}
          series={revenue.series}
          formatValue={format.compactVnd}
        />
      </ChartFigure>
    </SimpleGrid>
  );
}
