/**
 * The users tab: the search form (part of the e-mail or name, the plan in force, verified or
 * not) and the matching users, 50 a page, newest first. The form writes the URL query; the
 * table reads it.
 */
import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Field,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Table,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminUser } from '../../../../common/contracts/admin';
import { PATHS } from '../../../../common/routes';
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

interface UserSearchProps {
  params: URLSearchParams;
  setParams: SetParams;
}

const VERIFIED_VALUES = ['', 'true', 'false'] as const;
const asVerified = (value: string | null) => VERIFIED_VALUES.find((known) => known === value) ?? '';

export function UserSearch({ params, setParams }: UserSearchProps) {
  const { t } = useTranslation('admin-users');
  const applied = {
    email: params.get('email') ?? '',
    name: params.get('name') ?? '',
    plan: planParam(params, 'plan'),
    verified: asVerified(params.get('verified')),
  };
  const offset = offsetParam(params);
  const [form, setForm] = useState(applied);
  const query = {
    email: applied.email || undefined,
    name: applied.name || undefined,
    plan: applied.plan || undefined,
    is_verified: applied.verified || undefined,
    offset,
  };
  const users = useApiResource(`admin-users:${JSON.stringify(query)}`, (signal) =>
    adminUsersApi.search(query, signal),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(filled({ ...form, email: form.email.trim(), name: form.name.trim() }));
  };
  const clear = () => {
    setForm({ email: '', name: '', plan: '', verified: '' });
    setParams({});
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack gap="5">
      <form onSubmit={submit} role="search" aria-label={t('search.label')}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label>{t('search.email')}</Field.Label>
            <Input type="search" {...field('email')} data-testid="user-search-email" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('search.name')}</Field.Label>
            <Input type="search" {...field('name')} data-testid="user-search-name" />
          </Field.Root>
          <FilterSelect
            label={t('search.plan')}
            anyLabel={t('search.anyPlan')}
            choices={planChoices(t)}
            value={form.plan}
            onChange={(plan) => setForm((current) => ({ ...current, plan: asPlanId(plan) }))}
            testId="user-search-plan"
          />
          <FilterSelect
            label={t('search.verified')}
            anyLabel={t('search.anyVerified')}
            choices={[
              { value: 'true', label: t('search.verifiedOnly') },
              { value: 'false', label: t('search.unverifiedOnly') },
            ]}
            value={form.verified}
            onChange={(verified) =>
              setForm((current) => ({ ...current, verified: asVerified(verified) }))
            }
            testId="user-search-verified"
          />
        </SimpleGrid>
        <HStack gap="2" mt="3">
          <Button type="submit" colorPalette="brand" data-testid="user-search-submit">
            {t('search.submit')}
          </Button>
          <Button type="button" variant="ghost" onClick={clear}>
            {t('search.clear')}
          </Button>
        </HStack>
      </form>
      <PagedTable
        resource={users}
        rows={(data) => data.users}
        columns={[
          { label: t('columns.name') },
          { label: t('columns.email') },
          { label: t('columns.plan') },
          { label: t('columns.status') },
          { label: t('columns.credits'), numeric: true },
          { label: t('columns.joined') },
        ]}
        renderRow={(user) => <UserRow key={user.id} user={user} />}
        label={t('search.results')}
        pagesLabel={t('search.pages')}
        onOffsetChange={(next) => setParams(filled({ ...applied, page: pageFor(next) }))}
        emptyText={t('search.empty')}
        loadFailedText={t('search.loadFailed')}
        testId="user-search"
      />
    </Stack>
  );
}

/** Verified or not, and disabled, as badges (colour is never the only sign: each has words). */
export function UserStatusBadges({ user }: { user: Pick<AdminUser, 'is_verified' | 'disabled'> }) {
  const { t } = useTranslation('admin-users');
  return (
    <HStack gap="1" flexWrap="wrap">
      <Badge colorPalette={user.is_verified ? 'green' : 'gray'} variant="subtle">
        {t(user.is_verified ? 'status.verified' : 'status.unverified')}
      </Badge>
      {user.disabled && (
        <Badge colorPalette="red" variant="subtle">
          {t('status.disabled')}
        </Badge>
      )}
    </HStack>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('admin-users');
  return (
    <Table.Row data-testid="user-row">
      <Table.Cell>
        <Link asChild color="brand.700" fontWeight="medium">
          <RouterLink to={PATHS.adminUser(user.id)}>{user.name}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>{user.email}</Table.Cell>
      <Table.Cell>{t(`billing:plans.${user.plan_id ?? 'free_trial'}.name`)}</Table.Cell>
      <Table.Cell>
        <UserStatusBadges user={user} />
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {user.credits.toLocaleString(i18n.language)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(user.created_at, i18n.language)}</Table.Cell>
    </Table.Row>
  );
}
