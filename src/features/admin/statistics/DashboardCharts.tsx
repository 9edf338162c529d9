/** The dashboard's trend charts: generations by studio, sign-ups and revenue per day, gateways. */
import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '../../../../common/contracts/admin-statistics';
import { REVENUE_COLOR, SINGLE_SERIES_COLOR } from './chart-colors';
import { categories, studioSeries, studiosIn, timeSeries } from './chart-data';
import { ChartFigure } from './charts/ChartFigure';
import { SeriesBarChart } from './charts/SeriesBarChart';
import { useStatisticsFormat } from './use-statistics-format';

export function DashboardCharts({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation(['admin-statistics', 'common', 'billing']);
  const format = useStatisticsFormat();
  const days = summary.period.days;
  const columns = { date: t('columns.date'), total: t('columns.total') };
  const studios = studiosIn(summary.trend);
  const generations = timeSeries(
    summary.trend.map((day) => ({ date: day.date, values: day.by_studio })),
    studioSeries(t, studios),
    'daily',
    format,
    columns,
  );
  const signups = timeSeries(
    summary.trend.map((day) => ({ date: day.date, values: { signups: day.signups } })),
    [{ key: 'signups', label: t('columns.signups'), color: SINGLE_SERIES_COLOR }],
    'daily',
    format,
    columns,
  );
  const revenue = timeSeries(
    summary.trend.map((day) => ({ date: day.date, values: { revenue: day.revenue_vnd } })),
    [{ key: 'revenue', label: t('columns.revenue'), color: REVENUE_COLOR }],
    'daily',
    format,
    columns,
    format.vnd,
  );
  const gateways = categories(
    summary.revenue.by_gateway.map((entry) => ({
      key: entry.method,
      label: t(`billing:checkout.methods.${entry.method}`),
      value: entry.amount_vnd,
    })),
    t('columns.revenue'),
    REVENUE_COLOR,
    { category: t('columns.gateway'), value: t('columns.revenue') },
    format.vnd,
  );
  const busiest = [...summary.generations.by_studio].sort((a, b) => b.count - a.count)[0];

  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <ChartFigure
        testId="chart-generations"
        title={t('dashboard.charts.generations')}
        summary={
          busiest
            ? t('dashboard.charts.generationsSummary', {
                count: summary.generations.in_period,
                days,
                studio: t(`common:services.${busiest.service}.name`),
              })
            : t('dashboard.charts.generationsSummaryEmpty', { days })
        }
        table={generations.table}
      >
        <SeriesBarChart data={generations.data} series={generations.series} stacked />
      </ChartFigure>
      <ChartFigure
        testId="chart-signups"
        title={t('dashboard.charts.signups')}
        summary={t('dashboard.charts.signupsSummary', {
          count: summary.signups.in_period,
          verified: summary.signups.verified_in_period,
          days,
        })}
        table={signups.table}
      >
        <SeriesBarChart data={signups.data} series={signups.series} />
      </ChartFigure>
      <ChartFigure
        testId="chart-revenue"
        title={t('dashboard.charts.revenue')}
        summary={t('dashboard.charts.revenueSummary', {
          amount: format.vnd(summary.revenue.amount_vnd),
          count: summary.revenue.payments,
          days,
        })}
        table={revenue.table}
      >
        <SeriesBarChart
          data={revenue.data}
          series={revenue.series}
          formatValue={format.compactVnd}
        />
      </ChartFigure>
      <ChartFigure
        testId="chart-gateways"
        title={t('dashboard.charts.gateways')}
        summary={
          summary.revenue.payments > 0
            ? t('dashboard.charts.revenueSummary', {
                amount: format.vnd(summary.revenue.amount_vnd),
                count: summary.revenue.payments,
                days,
              })
            : t('dashboard.charts.gatewaysEmpty', { days })
        }
        table={gateways.table}
      >
        <SeriesBarChart
          data={gateways.data}
          series={gateways.series}
          horizontal
          formatValue={format.compactVnd}
        />
      </ChartFigure>
    </SimpleGrid>
  );
}
