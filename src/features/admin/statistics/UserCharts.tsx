/** The users report's charts: sign-ups (and the verified among them) per bucket, users by plan. */
import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserStatisticsReport } from '../../../../common/contracts/admin-statistics';
import { SINGLE_SERIES_COLOR } from './chart-colors';
import { categories, timeSeries } from './chart-data';
import { ChartFigure } from './charts/ChartFigure';
import { SeriesBarChart } from './charts/SeriesBarChart';
import { useStatisticsFormat } from './use-statistics-format';

export function UserCharts({ report }: { report: UserStatisticsReport }) {
  const { t } = useTranslation(['admin-statistics', 'billing']);
  const format = useStatisticsFormat();
  const signups = timeSeries(
    report.buckets.map((bucket) => ({
      date: bucket.start_date,
      values: { signups: bucket.signups, verified: bucket.verified },
    })),
    [
      { key: 'signups', label: t('columns.signups'), color: SINGLE_SERIES_COLOR },
      { key: 'verified', label: t('columns.verified'), color: 'green.solid' },
    ],
    report.period,
    format,
    // The verified are among the sign-ups, not beside them: no total column.
    { date: t('columns.period') },
  );
  const plans = categories(
    report.by_plan.map(({ plan, users }) => ({
      key: plan,
      label: t(`billing:plans.${plan}.name`),
      value: users,
    })),
    t('columns.users'),
    'blue.solid',
    { category: t('columns.plan'), value: t('columns.users') },
    format.number,
  );
  const signupCount = report.buckets.reduce((sum, bucket) => sum + bucket.signups, 0);
  const verifiedCount = report.buckets.reduce((sum, bucket) => sum + bucket.verified, 0);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <ChartFigure
        testId="chart-signups"
        title={t('analytics.charts.signups')}
        summary={t('analytics.charts.signupsSummary', {
          count: signupCount,
          verified: verifiedCount,
        })}
        table={signups.table}
      >
        <SeriesBarChart data={signups.data} series={signups.series} />
      </ChartFigure>
      <ChartFigure
        testId="chart-plans"
        title={t('analytics.charts.plans')}
        summary={t('analytics.charts.plansSummary', { count: report.total_users })}
        table={plans.table}
      >
        <SeriesBarChart data={plans.data} series={plans.series} horizontal />
      </ChartFigure>
    </SimpleGrid>
  );
}
