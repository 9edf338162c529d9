/**
 * The history filters: the service, and Completed / Processing / Failed
 * (docs/product-rules.md#generation-record).
 */
import { HStack, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  HISTORY_STATUS_FILTERS,
  generationServiceSchema,
  type GenerationService,
} from '../../../common/contracts/generations';
import { SERVICE_SLUGS } from '../../../common/routes';
import { FilterChip } from '../../components/generation/FilterChip';
import type { HistoryFilters, HistoryStatusFilter } from './history-cache';

interface HistoryFiltersBarProps {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
}

export function HistoryFiltersBar({ filters, onChange }: HistoryFiltersBarProps) {
  const { t } = useTranslation('history');
  const statuses: (HistoryStatusFilter | undefined)[] = [undefined, ...HISTORY_STATUS_FILTERS];
  return (
    <HStack
      role="search"
      aria-label={t('filters.label')}
      gap="4"
      p="3"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      flexWrap="wrap"
      justify="space-between"
      data-testid="history-filters"
    >
      <HStack gap="2" flexWrap="wrap" role="group" aria-labelledby="status-filter-label">
        <Text id="status-filter-label" fontSize="sm" fontWeight="medium" color="fg.muted" me="1">
          {t('filters.status')}
        </Text>
        {statuses.map((status) => (
          <FilterChip
            key={status ?? 'all'}
            selected={filters.status === status}
            onClick={() => onChange({ ...filters, status })}
            testId={`status-filter-${status ?? 'all'}`}
          >
            {status ? t(`filters.${status}`) : t('filters.allStatuses')}
          </FilterChip>
        ))}
      </HStack>
      <Stack direction="row" align="center" gap="2">
        <chakra.label htmlFor="history-service" fontSize="sm" fontWeight="medium" color="fg.muted">
          {t('filters.service')}
        </chakra.label>
        <NativeSelect.Root size="sm" width="52">
          <NativeSelect.Field
            id="history-service"
            data-testid="service-filter"
            value={filters.service ?? ''}
            onChange={(event) => {
              const parsed = generationServiceSchema.safeParse(event.target.value);
              onChange({ ...filters, service: parsed.success ? parsed.data : undefined });
            }}
          >
            <option value="">{t('filters.allServices')}</option>
            {SERVICE_SLUGS.map((slug: GenerationService) => (
              <option key={slug} value={slug}>
                {t(`common:services.${slug}.name`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
    </HStack>
  );
}
