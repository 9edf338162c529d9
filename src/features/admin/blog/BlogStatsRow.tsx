/**
 * The blog's figures above its tabs (docs/admin.md#blog-management): published posts,
 * categories, tags and authors, from GET /api/blog/stats, with its loading and error states.
 */
import { Button, HStack, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BlogStats } from '../../../../common/contracts/blog';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { blogAdminApi } from './blog-admin.api';

const FIGURES = [
  'posts',
  'categories',
  'tags',
  'authors',
] as const satisfies readonly (keyof BlogStats)[];

export function BlogStatsRow() {
  const { t } = useTranslation('admin-blog');
  const stats = useApiResource('admin-blog-stats', (signal) => blogAdminApi.stats(signal));

  if (stats.status === 'error') {
    return (
      <HStack role="alert" gap="3" flexWrap="wrap" data-testid="blog-stats-error">
        <Text color="red.700">{t('stats.failed')}</Text>
        <Button size="xs" variant="outline" onClick={stats.retry}>
          {t('retry')}
        </Button>
      </HStack>
    );
  }
  return (
    <SimpleGrid
      columns={{ base: 2, md: 4 }}
      gap="3"
      aria-busy={stats.status === 'loading'}
      data-testid="blog-stats"
    >
      {FIGURES.map((name) => (
        <Stat.Root key={name} p="3" bg="white" borderWidth="1px" borderRadius="lg">
          <Stat.Label>{t(`stats.${name}`)}</Stat.Label>
          {stats.status === 'ready' ? (
            <Stat.ValueText data-testid={`blog-stat-${name}`}>
              {stats.data[name].toLocaleString()}
            </Stat.ValueText>
          ) : (
            <Skeleton height="8" width="12" data-testid="blog-stats-loading" />
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
