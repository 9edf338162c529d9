/** The analytics page's reports for one query: loading, error, empty and the charts. */
import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  GenerationStatistics,
  UserStatisticsReport,
} from '../../../../common/contracts/admin-statistics';
import { SectionError } from '../../../components/SectionError';
import { apiErrorText } from '../../../lib/api/error-text';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { analyticsKey, type AnalyticsQuery } from './analytics-query';
import { GenerationCharts } from './GenerationCharts';
import { StatCard } from './StatCard';
import { statisticsApi } from './statistics.api';
import { UserCharts } from './UserCharts';
import { useStatisticsFormat } from './use-statistics-format';

interface AnalyticsReportsProps {
  query: AnalyticsQuery;
  /** Told of the generations report once it is shown (the CSV is named after its range). */
  onShown: (report: GenerationStatistics | null) => void;
}

export function AnalyticsReports({ query, onShown }: AnalyticsReportsProps) {
  const { t } = useTranslation('admin-statistics');
  const key = analyticsKey(query);
  const generations = useApiResource(`generations:${key}`, (signal) =>
    statisticsApi.generations(query, signal),
  );
  const users = useApiResource(`users:${key}`, (signal) => statisticsApi.users(query, signal));
  const shown = generations.status === 'ready' ? generations.data : null;
  useEffect(() => onShown(shown), [shown, onShown]);

  if (generations.status === 'error' || users.status === 'error') {
    const failed = generations.status === 'error' ? generations : users;
    return (
      <SectionError
        message={apiErrorText(t, failed.status === 'error' ? failed.error : null, t('loadFailed'))}
        retryLabel={t('retry')}
        onRetry={() => {
          generations.retry();
          users.retry();
        }}
      />
    );
  }
  if (generations.status === 'loading' || users.status === 'loading') {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t('loading')}>
        <SimpleGrid columns={{ base: 2, lg: 3 }} gap="4">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="24" borderRadius="2xl" />
          ))}
        </SimpleGrid>
        <Skeleton height="80" borderRadius="2xl" />
      </Stack>
    );
  }
  return <Reports generations={generations.data} users={users.data} />;
}

function Reports({
  generations,
  users,
}: {
  generations: GenerationStatistics;
  users: UserStatisticsReport;
}) {
  const { t } = useTranslation('admin-statistics');
  const format = useStatisticsFormat();
  const { totals, processing_time: times } = generations;
  return (
    <Stack gap="6" data-testid="analytics-reports">
      <Text color="fg.muted" data-testid="analytics-range">
        {t('analytics.range', {
          start: format.fullDay(generations.start_date),
          end: format.fullDay(generations.end_date),
        })}
      </Text>
      <SimpleGrid columns={{ base: 2, lg: 3 }} gap="4">
        <StatCard
          testId="total-generations"
          label={t('analytics.totals.generations')}
          value={format.number(totals.total)}
          hint={t('analytics.hints.generations', {
            success: format.number(totals.by_status.success),
            failed: format.number(totals.by_status.failed),
          })}
        />
        <StatCard
          testId="total-success-rate"
          label={t('analytics.totals.successRate')}
          value={format.percent(totals.success_rate)}
          hint={t('analytics.hints.successRate')}
        />
        <StatCard
          testId="total-credits"
          label={t('analytics.totals.creditsUsed')}
          value={format.number(totals.credits_used)}
          hint={t('analytics.hints.creditsUsed')}
        />
        <StatCard
          testId="total-revenue"
          label={t('analytics.totals.revenue')}
          value={format.vnd(generations.revenue.amount_vnd)}
          hint={t('analytics.hints.revenue', { count: generations.revenue.payments })}
        />
        <StatCard
          testId="total-p50"
          label={t('analytics.totals.p50')}
          value={format.seconds(times.p50_s)}
          hint={t('analytics.hints.runs', { count: times.runs })}
        />
        <StatCard
          testId="total-p90"
          label={t('analytics.totals.p90')}
          value={format.seconds(times.p90_s)}
          hint={t('analytics.hints.p99', { value: format.seconds(times.p99_s) })}
        />
      </SimpleGrid>
      {totals.total === 0 && (
        <Alert.Root status="info" borderRadius="xl" data-testid="analytics-empty">
          <Alert.Indicator />
          <Alert.Description>{t('analytics.empty')}</Alert.Description>
        </Alert.Root>
      )}
      <GenerationCharts report={generations} />
      <UserCharts report={users} />
    </Stack>
  );
}
