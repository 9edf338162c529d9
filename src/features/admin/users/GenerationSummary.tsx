/**
 * The summary tab: per user, their generations (in all, by status, by studio), the credits they
 * spent on them and their latest one; most generations first, 50 a page. Filters: the plan in
 * force and a minimum number of generations, in the URL query.
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UserGenerationSummary } from '../../../../common/contracts/admin-user-activity';
import { PATHS } from '../../../../common/routes';
import { SERVICE_SLUGS } from '../../../../common/studios/studios';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { formatDateTime } from '../shared/admin-dates';
import { PagedTable } from '../shared/AdminTable';
import { adminUsersApi } from './admin-users.api';
import { FilterSelect } from '../shared/FilterSelect';
import {
  asPlanId,
  filled,
  offsetParam,
  pageFor,
  planChoices,
  planParam,
  type SetParams,
} from './url-filters';

interface GenerationSummaryProps {
  params: URLSearchParams;
  setParams: SetParams;
}

/** A whole number ≥ 0 from the URL, else '' (no minimum). */
function minimumParam(params: URLSearchParams): string {
  const value = params.get('min_generations') ?? '';
  return /^\d+$/.test(value) ? value : '';
}

export function GenerationSummary({ params, setParams }: GenerationSummaryProps) {
  const { t } = useTranslation('admin-users');
  const applied = {
    plan_filter: planParam(params, 'plan_filter'),
    min_generations: minimumParam(params),
  };
  const offset = offsetParam(params);
  const [form, setForm] = useState(applied);
  const query = {
    plan_filter: applied.plan_filter || undefined,
    min_generations: applied.min_generations || undefined,
    offset,
  };
  const summary = useApiResource(`admin-summary:${JSON.stringify(query)}`, (signal) =>
    adminUsersApi.summary(query, signal),
  );
  const write = (values: typeof form, page = '') =>
    setParams(filled({ tab: 'summary', ...values, page }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write(form);
  };

  return (
    <Stack gap="5">
      <form onSubmit={submit} aria-label={t('summary.filters')}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
          <FilterSelect
            label={t('search.plan')}
            anyLabel={t('search.anyPlan')}
            choices={planChoices(t)}
            value={form.plan_filter}
            onChange={(plan) => setForm((current) => ({ ...current, plan_filter: asPlanId(plan) }))}
            testId="summary-plan"
          />
          <Field.Root>
            <Field.Label>{t('summary.minGenerations')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={form.min_generations}
              onChange={(event) =>
                setForm((current) => ({ ...current, min_generations: event.target.value }))
              }
              data-testid="summary-min"
            />
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" colorPalette="brand" data-testid="summary-submit">
              {t('search.submit')}
            </Button>
          </HStack>
        </SimpleGrid>
      </form>
      <PagedTable
        resource={summary}
        rows={(data) => data.users}
        columns={[
          { label: t('columns.user') },
          { label: t('columns.plan') },
          { label: t('columns.total'), numeric: true },
          { label: t('columns.byStatus') },
          { label: t('columns.byStudio') },
          { label: t('columns.creditsUsed'), numeric: true },
          { label: t('columns.lastGeneration') },
        ]}
        renderRow={(user) => <SummaryRow key={user.user_id} user={user} />}
        label={t('tabs.summary')}
        pagesLabel={t('summary.pages')}
        onOffsetChange={(next) => write(applied, pageFor(next))}
        emptyText={t('summary.empty')}
        loadFailedText={t('summary.loadFailed')}
        testId="summary"
      />
    </Stack>
  );
}

function SummaryRow({ user }: { user: UserGenerationSummary }) {
  const { t, i18n } = useTranslation('admin-users');
  const statuses = (['success', 'failed', 'processing', 'queued'] as const)
    .filter((status) => user.by_status[status] > 0)
    .map((status) => `${t(`generationStatus.${status}`)} ${user.by_status[status]}`);
  const studios = SERVICE_SLUGS.filter((service) => user.by_service[service]).map(
    (service) => `${t(`common:services.${service}.name`)} ${user.by_service[service]}`,
  );
  return (
    <Table.Row data-testid="summary-row">
      <Table.Cell>
        <Link asChild color="brand.700" fontWeight="medium">
          <RouterLink to={PATHS.adminUser(user.user_id)}>{user.name}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          {user.email}
        </Text>
      </Table.Cell>
      <Table.Cell>{t(`billing:plans.${user.plan_id}.name`)}</Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {user.total}
      </Table.Cell>
      <Table.Cell>{statuses.join(' · ') || '—'}</Table.Cell>
      <Table.Cell>{studios.join(' · ') || '—'}</Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {user.credits_used.toLocaleString(i18n.language)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {user.last_generation_at ? formatDateTime(user.last_generation_at, i18n.language) : '—'}
      </Table.Cell>
    </Table.Row>
  );
}
