/**
 * The analytics page's controls: group by, studio and date range. Each change goes straight into
 * the URL's query (analytics-query.ts); an end before the start is flagged and not sent.
 */
import { Button, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATISTICS_PERIODS } from '../../../../common/contracts/admin-statistics';
import { SERVICE_SLUGS, isServiceSlug } from '../../../../common/studios/studios';
import { rangeIsValid, type AnalyticsQuery } from './analytics-query';

interface AnalyticsControlsProps {
  query: AnalyticsQuery;
  onChange: (query: AnalyticsQuery) => void;
  onReset: () => void;
  /** The export button, beside the controls. */
  actions: ReactNode;
}

function Select(props: {
  label: string;
  value: string;
  testId: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root w={{ base: 'full', md: '56' }}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          data-testid={props.testId}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function AnalyticsControls({ query, onChange, onReset, actions }: AnalyticsControlsProps) {
  const { t } = useTranslation(['admin-statistics', 'common']);
  const invalid = !rangeIsValid(query);
  const date = (name: 'startDate' | 'endDate', testId: string) => (
    <Field.Root w={{ base: 'full', md: '44' }} invalid={name === 'endDate' && invalid}>
      <Field.Label>{t(`analytics.controls.${name}`)}</Field.Label>
      <Input
        type="date"
        data-testid={testId}
        value={query[name] ?? ''}
        onChange={(event) => onChange({ ...query, [name]: event.target.value || null })}
      />
      {name === 'endDate' && invalid && (
        <Field.ErrorText>{t('analytics.controls.endBeforeStart')}</Field.ErrorText>
      )}
    </Field.Root>
  );
  return (
    <Stack
      as="section"
      aria-label={t('analytics.controls.label')}
      gap="4"
      p="5"
      borderWidth="1px"
      borderRadius="2xl"
      bg="bg.panel"
    >
      <HStack gap="4" wrap="wrap" align="end">
        <Select
          label={t('analytics.controls.period')}
          testId="analytics-period"
          value={query.period}
          options={STATISTICS_PERIODS.map((period) => ({
            value: period,
            label: t(`analytics.controls.periods.${period}`),
          }))}
          onChange={(value) =>
            onChange({
              ...query,
              period: STATISTICS_PERIODS.find((known) => known === value) ?? query.period,
            })
          }
        />
        <Select
          label={t('analytics.controls.studio')}
          testId="analytics-studio"
          value={query.service ?? ''}
          options={[
            { value: '', label: t('analytics.controls.allStudios') },
            ...SERVICE_SLUGS.map((slug) => ({
              value: slug,
              label: t(`common:services.${slug}.name`),
            })),
          ]}
          onChange={(value) => onChange({ ...query, service: isServiceSlug(value) ? value : null })}
        />
        {date('startDate', 'analytics-start')}
        {date('endDate', 'analytics-end')}
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Button variant="ghost" onClick={onReset}>
          {t('analytics.controls.reset')}
        </Button>
        {actions}
      </HStack>
    </Stack>
  );
}
