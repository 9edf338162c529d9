/**
 * The signed-in user's numbers (docs/product-rules.md#dashboard): credits, generations by outcome,
 * assets.
 */
import { useEffect, type ReactNode } from 'react';
import { Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../common/routes';
import { SectionError } from '../../components/SectionError';
import { generationsApi } from '../../lib/api/generations';
import { stalenessOf, useKeptResource, type Staleness } from './use-kept-resource';

const STAT_COLUMNS = { base: 2, md: 3, xl: 6 };

function StatCard({
  label,
  value,
  accent,
  children,
  testId,
}: {
  label: string;
  value: number;
  accent?: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Stack
      gap="1"
      p="4"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      shadow="xs"
      data-testid={testId}
    >
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        fontSize="2xl"
        fontWeight="bold"
        color={accent}
        fontVariantNumeric="tabular-nums"
        lineHeight="short"
      >
        {value.toLocaleString()}
      </Text>
      {children}
    </Stack>
  );
}

export function StatsSection({
  owner,
  refreshKey,
  onStale,
}: {
  /** The signed-in user: their numbers are kept on the device for offline visits. */
  owner: string;
  refreshKey: string;
  /** Hears whether the numbers shown are the device's copy (the page shows one banner). */
  onStale: (stale: Staleness | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const stats = useKeptResource(
    `dashboard-stats:${refreshKey}`,
    { owner, section: 'stats' },
    (signal) => generationsApi.dashboard(signal),
  );
  const stale = stalenessOf(stats);
  useEffect(() => onStale(stale), [stale, onStale]);
  if (stats.status === 'loading') {
    return (
      <SimpleGrid columns={STAT_COLUMNS} gap="3" aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} h="24" borderRadius="xl" />
        ))}
      </SimpleGrid>
    );
  }
  if (stats.status === 'error') {
    return (
      <SectionError
        message={t('stats.loadFailed')}
        retryLabel={t('recent.retry')}
        onRetry={stats.retry}
      />
    );
  }
  const data = stats.data;
  return (
    <SimpleGrid
      columns={STAT_COLUMNS}
      gap="3"
      aria-label={t('stats.title')}
      role="group"
      data-testid="dashboard-stats"
    >
      <StatCard
        label={t('stats.credits')}
        value={data.credits}
        accent="brand.fg"
        testId="stat-credits"
      >
        <Button asChild size="xs" variant="plain" colorPalette="brand" px="0" alignSelf="start">
          <RouterLink to={`${PATHS.studioPricing}#packs`}>{t('stats.buyCredits')}</RouterLink>
        </Button>
      </StatCard>
      <StatCard label={t('stats.total')} value={data.total_generations} testId="stat-total" />
      <StatCard
        label={t('stats.completed')}
        value={data.completed}
        accent="green.600"
        testId="stat-completed"
      />
      <StatCard
        label={t('stats.processing')}
        value={data.processing}
        accent="blue.600"
        testId="stat-processing"
      />
      <StatCard
        label={t('stats.failed')}
        value={data.failed}
        accent={data.failed ? 'red.600' : undefined}
        testId="stat-failed"
      />
      <StatCard label={t('stats.assets')} value={data.assets} testId="stat-assets" />
    </SimpleGrid>
  );
}
