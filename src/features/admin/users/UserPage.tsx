/**
 * /admin/users/:id (docs/admin.md "The users screens"): who the user is (editable details), their
 * balance with the credit adjustment form, then their generations, payments and credit ledger.
 */
import { useState } from 'react';
import { Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AdminUser } from '../../../../common/contracts/admin';
import { PATHS } from '../../../../common/routes';
import { SectionError } from '../../../components/SectionError';
import { apiErrorText } from '../../../lib/api/error-text';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { formatDateTime } from '../shared/admin-dates';
import { adminUsersApi } from './admin-users.api';
import { CreditAdjustmentForm } from './CreditAdjustmentForm';
import { UserGenerations, UserLedger, UserPayments } from './UserActivity';
import { UserDetailsForm } from './UserDetailsForm';
import { UserStatusBadges } from './UserSearch';

export default function UserPage() {
  const { t, i18n } = useTranslation('admin-users');
  const { id = '' } = useParams();
  const loaded = useApiResource(`admin-user:${id}`, (signal) => adminUsersApi.get(id, signal));
  // The user as last saved or reloaded here; `version` reloads the ledger after an adjustment.
  const [fresh, setFresh] = useState<AdminUser | null>(null);
  const [version, setVersion] = useState(0);
  const user = fresh?.id === id ? fresh : loaded.status === 'ready' ? loaded.data : null;

  const reloadBalance = async () => {
    try {
      const reloaded = await adminUsersApi.get(id);
      setFresh(reloaded);
      return reloaded.credits;
    } catch {
      return undefined; // the page keeps the balance it had; the form says what failed
    } finally {
      setVersion((count) => count + 1);
    }
  };

  return (
    <Stack gap="6" data-testid="admin-user-page">
      <Link asChild color="brand.700" alignSelf="start">
        <RouterLink to={PATHS.adminUsers}>{t('user.back')}</RouterLink>
      </Link>
      {!user && loaded.status === 'loading' && (
        <Stack gap="4" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height="10" maxW="md" />
          <Skeleton height="64" borderRadius="2xl" />
        </Stack>
      )}
      {!user && loaded.status === 'error' && (
        <>
          <Heading as="h1" size="2xl">
            {t('user.title')}
          </Heading>
          <SectionError
            message={apiErrorText(t, loaded.error, t('user.loadFailed'))}
            retryLabel={t('retry')}
            onRetry={loaded.retry}
          />
        </>
      )}
      {user && (
        <>
          <Stack gap="1">
            <HStack gap="3" flexWrap="wrap">
              <Heading as="h1" size="2xl" data-testid="admin-user-name">
                {user.name}
              </Heading>
              <UserStatusBadges user={user} />
            </HStack>
            <Text color="fg.muted">{user.email}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('user.summary', {
                plan: t(`billing:plans.${user.plan_id ?? 'free_trial'}.name`),
                joined: formatDateTime(user.created_at, i18n.language),
              })}
            </Text>
            <Link asChild color="brand.700" fontSize="sm" alignSelf="start">
              <RouterLink
                to={`${PATHS.adminAudit}?${new URLSearchParams({ target_type: 'user', target_id: user.id })}`}
              >
                {t('user.auditLink')}
              </RouterLink>
            </Link>
          </Stack>
          <UserDetailsForm key={user.updated_at} user={user} onSaved={setFresh} />
          <CreditAdjustmentForm
            userId={user.id}
            balance={user.credits}
            onBalanceChanged={reloadBalance}
          />
          <UserGenerations userId={user.id} />
          <UserPayments userId={user.id} />
          <UserLedger userId={user.id} version={version} />
        </>
      )}
    </Stack>
  );
}
