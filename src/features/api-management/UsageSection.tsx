/** The usage cards (tokens, active, requests today, error rate) and the 30-day chart. */
import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiUsageResponse } from '../../../common/contracts/api-tokens';
import { UsageChart } from './UsageChart';

export function UsageSection({ usage }: { usage: ApiUsageResponse }) {
  const { t, i18n } = useTranslation('api');
  const percent = new Intl.NumberFormat(i18n.language === 'vi' ? 'vi-VN' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const cards = [
    { key: 'totalTokens', value: String(usage.total_tokens) },
    { key: 'activeTokens', value: String(usage.active_tokens) },
    { key: 'requestsToday', value: String(usage.requests_today) },
    { key: 'errorRate', value: percent.format(usage.error_rate) },
  ] as const;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        {cards.map(({ key, value }) => (
          <Card.Root key={key} variant="outline" size="sm" borderRadius="xl">
            <Card.Body gap="1">
              <Text fontSize="sm" color="fg.muted">
                {t(`usage.${key}`)}
              </Text>
              <Text fontSize="2xl" fontWeight="bold" data-testid={`usage-${key}`}>
                {value}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" fontWeight="medium">
        {t('usage.chartTitle')}
      </Text>
      <UsageChart days={usage.days} />
    </Stack>
  );
}
