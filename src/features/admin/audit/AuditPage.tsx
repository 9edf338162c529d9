/**
 * /admin/audit (docs/admin.md#audit-log): every admin write, newest first, 50 a page — who, what,
 * about what, when, and the changed fields before and after (the server never records a
 * secret). Filters: action, target type and id, admin, and a range of days; all in the URL query,
 * so a user's page can link to the rows about that user.
 */
import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Code,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_AUDIT_TARGETS,
  type AdminAuditEntry,
} from '../../../../common/contracts/admin-audit';
import { PATHS } from '../../../../common/routes';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { dayEnd, dayStart, formatDateTime } from '../shared/admin-dates';
import { PagedTable } from '../shared/AdminTable';
import { FilterSelect } from '../shared/FilterSelect';
import { filled, offsetParam, pageFor } from '../users/url-filters';
import { auditApi } from './audit.api';
import { changedFields } from './changed-fields';

/** The filters as the URL holds them: days as YYYY-MM-DD, the rest as the API takes them. */
type Filters = Record<'action' | 'target_type' | 'target_id' | 'admin_id' | 'from' | 'to', string>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((known) => known === value) ?? '';

function filtersFrom(params: URLSearchParams): Filters {
  return {
    action: oneOf(ADMIN_AUDIT_ACTIONS, params.get('action')),
    target_type: oneOf(ADMIN_AUDIT_TARGETS, params.get('target_type')),
    target_id: params.get('target_id') ?? '',
    admin_id: params.get('admin_id') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

export default function AuditPage() {
  const { t } = useTranslation('admin-users');
  const [params, setParams] = useSearchParams();
  return (
    <Stack gap="6" data-testid="admin-audit-page">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('audit.title')}
        </Heading>
        <Text color="fg.muted">{t('audit.lead')}</Text>
      </Stack>
      <AuditLog key={params.toString()} params={params} setParams={setParams} />
    </Stack>
  );
}

function AuditLog({
  params,
  setParams,
}: {
  params: URLSearchParams;
  setParams: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation('admin-users');
  const applied = filtersFrom(params);
  const offset = offsetParam(params);
  const [form, setForm] = useState(applied);
  const rangeError = Boolean(form.from && form.to && form.from > form.to);
  const query = {
    action: applied.action || undefined,
    target_type: applied.target_type || undefined,
    target_id: applied.target_id || undefined,
    admin_id: applied.admin_id || undefined,
    start_date: dayStart(applied.from),
    end_date: dayEnd(applied.to),
    offset,
  };
  const log = useApiResource(`admin-audit:${JSON.stringify(query)}`, (signal) =>
    auditApi.list(query, signal),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    setParams(
      filled({ ...form, target_id: form.target_id.trim(), admin_id: form.admin_id.trim() }),
    );
  };
  const input = (name: keyof Filters) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack gap="5">
      <form onSubmit={submit} aria-label={t('audit.filters')}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
          <FilterSelect
            label={t('audit.action')}
            anyLabel={t('audit.anyAction')}
            choices={ADMIN_AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: t(`audit.actions.${action}`),
            }))}
            value={form.action}
            onChange={(action) => setForm((current) => ({ ...current, action }))}
            testId="audit-action"
          />
          <FilterSelect
            label={t('audit.targetType')}
            anyLabel={t('audit.anyTarget')}
            choices={ADMIN_AUDIT_TARGETS.map((target) => ({
              value: target,
              label: t(`audit.targets.${target}`),
            }))}
            value={form.target_type}
            onChange={(target_type) => setForm((current) => ({ ...current, target_type }))}
            testId="audit-target-type"
          />
          <Field.Root>
            <Field.Label>{t('audit.targetId')}</Field.Label>
            <Input {...input('target_id')} data-testid="audit-target-id" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('audit.adminId')}</Field.Label>
            <Input {...input('admin_id')} data-testid="audit-admin-id" />
            <Field.HelperText>{t('audit.adminHelp')}</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('audit.from')}</Field.Label>
            <Input type="date" {...input('from')} data-testid="audit-from" />
          </Field.Root>
          <Field.Root invalid={rangeError}>
            <Field.Label>{t('audit.to')}</Field.Label>
            <Input type="date" {...input('to')} data-testid="audit-to" />
            {rangeError && <Field.ErrorText>{t('generations.rangeError')}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <HStack gap="2" mt="3">
          <Button type="submit" colorPalette="brand" data-testid="audit-submit">
            {t('search.submit')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setParams({})}>
            {t('search.clear')}
          </Button>
        </HStack>
      </form>
      <PagedTable
        resource={log}
        rows={(data) => data.entries}
        columns={[
          { label: t('columns.when') },
          { label: t('columns.admin') },
          { label: t('columns.action') },
          { label: t('columns.target') },
          { label: t('columns.changes') },
        ]}
        renderRow={(entry) => (
          <AuditRow
            key={entry.id}
            entry={entry}
            onAdmin={(adminId) => setParams(filled({ ...applied, admin_id: adminId }))}
          />
        )}
        label={t('audit.title')}
        pagesLabel={t('audit.pages')}
        onOffsetChange={(next) => setParams(filled({ ...applied, page: pageFor(next) }))}
        emptyText={t('audit.empty')}
        loadFailedText={t('audit.loadFailed')}
        testId="audit"
      />
    </Stack>
  );
}

function AuditRow({ entry, onAdmin }: { entry: AdminAuditEntry; onAdmin: (id: string) => void }) {
  const { t, i18n } = useTranslation('admin-users');
  const target = t(`audit.targets.${entry.target_type}`, { defaultValue: entry.target_type });
  return (
    <Table.Row data-testid="audit-row" data-action={entry.action} verticalAlign="top">
      <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.created_at, i18n.language)}</Table.Cell>
      <Table.Cell>
        {entry.admin_id ? (
          <Button
            variant="plain"
            size="sm"
            p="0"
            h="auto"
            color="brand.700"
            onClick={() => onAdmin(entry.admin_id!)}
            aria-label={t('audit.filterByAdmin', { admin: entry.admin_email ?? entry.admin_id })}
          >
            {entry.admin_email ?? entry.admin_id}
          </Button>
        ) : (
          <Text color="fg.muted">{t('audit.erasedAdmin')}</Text>
        )}
      </Table.Cell>
      <Table.Cell>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</Table.Cell>
      <Table.Cell>
        {entry.target_type === 'user' && entry.target_id ? (
          <Link asChild color="brand.700">
            <RouterLink to={PATHS.adminUser(entry.target_id)}>{target}</RouterLink>
          </Link>
        ) : (
          <Text>{target}</Text>
        )}
        {entry.target_id && (
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {entry.target_id}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell minW="64">
        <Stack gap="1" as="ul" listStyleType="none" data-testid="audit-changes">
          {changedFields(entry).map(({ field, before, after }) => (
            <Box as="li" key={field} fontSize="sm">
              <Code size="sm">{field}</Code>{' '}
              <Text as="span" color="fg.muted">
                {before ?? '—'}
              </Text>
              {' → '}
              <Text as="span">{after ?? '—'}</Text>
            </Box>
          ))}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
