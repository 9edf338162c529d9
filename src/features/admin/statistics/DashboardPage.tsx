/**
 * /admin and /admin/dashboard: the last 30 days at a glance (docs/admin.md#dashboard): stat
 * cards, the jobs waiting and failing, and trend charts of generations by studio, sign-ups and
 * revenue, each with its numbers as a table.
 */
import {
  Alert,
  Button,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardSummary } from '../../../../common/contracts/admin-statistics';
import { SectionError } from '../../../components/SectionError';
import { apiErrorText } from '../../../lib/api/error-text';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { PATHS } from '../../../../common/routes';
import { DashboardCharts } from './DashboardCharts';
import { StatCard } from './StatCard';
import { statisticsApi } from './statistics.api';
import { useStatisticsFormat } from './use-statistics-format';

export default function DashboardPage() {
  const { t } = useTranslation('admin-statistics');
  const format = useStatisticsFormat();
  const summary = useApiResource('admin-dashboard', (signal) => statisticsApi.dashboard(signal));

  return (
    <Stack gap="6" data-testid="admin-dashboard">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t('dashboard.title')}
          </Heading>
          {summary.status === 'ready' && (
            <Text color="fg.muted">
              {t('dashboard.lead', {
                days: summary.data.period.days,
                start: format.fullDay(summary.data.period.start_date),
                end: format.fullDay(summary.data.period.end_date),
              })}
            </Text>
          )}
        </Stack>
        <Button asChild variant="outline">
          <RouterLink to={PATHS.adminAnalytics}>{t('dashboard.openAnalytics')}</RouterLink>
        </Button>
      </HStack>
      {summary.status === 'loading' && (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="28" borderRadius="2xl" />
          ))}
        </SimpleGrid>
      )}
      {summary.status === 'error' && (
        <SectionError
          message={apiErrorText(t, summary.error, t('loadFailed'))}
          retryLabel={t('retry')}
          onRetry={summary.retry}
        />
      )}
      {summary.status === 'ready' && <DashboardContent summary={summary.data} />}
    </Stack>
  );
}

function DashboardContent({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('admin-statistics');
  const format = useStatisticsFormat();
  const days = summary.period.days;
  const quiet =
    summary.generations.in_period === 0 &&
    summary.signups.in_period === 0 &&
    summary.revenue.payments === 0;
  const card = (key: string, value: string, hint: string) => (
    <StatCard
      key={key}
      testId={`stat-${key}`}
      label={t(`dashboard.cards.${key}`)}
      value={value}
      hint={hint}
    />
  );
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
        {card(
          'users',
          format.number(summary.users.total_users),
          t('dashboard.cards.usersHint', {
            verified: format.number(summary.users.verified_users),
            count: summary.signups.in_period,
            days,
          }),
        )}
        {card(
          'generationsToday',
          format.number(summary.generations.today),
          t('dashboard.cards.generationsTodayHint', { count: summary.generations.in_period, days }),
        )}
        {card(
          'successRate',
          format.percent(summary.generations.success_rate),
          t('dashboard.cards.successRateHint', { days }),
        )}
        {card(
          'creditsUsed',
          format.number(summary.credits_used),
          t('dashboard.cards.creditsUsedHint', { days }),
        )}
        {card(
          'revenue',
          format.vnd(summary.revenue.amount_vnd),
          t('dashboard.cards.revenueHint', { count: summary.revenue.payments, days }),
        )}
        {card(
          'jobsWaiting',
          format.number(summary.jobs.waiting),
          t('dashboard.cards.jobsWaitingHint', { count: summary.jobs.running }),
        )}
        {card(
          'failedToday',
          format.number(summary.jobs.failed_today),
          t('dashboard.cards.failedTodayHint', { count: summary.jobs.failed_in_period, days }),
        )}
      </SimpleGrid>
      {quiet ? (
        <Alert.Root status="info" borderRadius="xl" data-testid="admin-dashboard-empty">
          <Alert.Indicator />
          <Alert.Description>{t('dashboard.empty', { days })}</Alert.Description>
        </Alert.Root>
      ) : (
        <DashboardCharts summary={summary} />
      )}
    </Stack>
  );
}
