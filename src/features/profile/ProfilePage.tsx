/**
 * /profile: the account's settings, one card each — profile, e-mail, password, linked accounts,
 * sessions, notification e-mails, "your data" and "delete my account" (docs/accounts.md, "The
 * profile page"). A scheduled deletion is announced at the top, with its cancel.
 */
import { useEffect, useState } from 'react';
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../common/contracts/account';
import type { User } from '../../../common/contracts/auth';
import { SectionError } from '../../components/SectionError';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DeletionBanner } from './DeletionBanner';
import { EmailSection } from './EmailSection';
import { LinkedAccountsSection } from './LinkedAccountsSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { ProfileDetailsSection } from './ProfileDetailsSection';
import { isSessionEnded } from './profile-errors';
import { SessionsSection } from './SessionsSection';
import { useAccount } from './use-account';

export interface ProfilePageProps {
  /** The account's user changed (name, picture, e-mail, language): the app shows it everywhere. */
  onUserChange: (user: User) => void;
  /** "Sign out everywhere" ended every session, this device's too. */
  onSignedOutEverywhere: () => void;
  /** The page's calls answer 401: this session was ended elsewhere. */
  onSessionEnded: () => void;
}

function LoadingProfile() {
  return (
    <Stack gap="6" aria-busy="true" data-testid="profile-loading">
      {[56, 40, 48].map((height, index) => (
        <Skeleton key={index} h={height} borderRadius="2xl" />
      ))}
    </Stack>
  );
}

function Sections({
  account,
  onChange,
  onSignedOutEverywhere,
}: {
  account: Account;
  onChange: (account: Account) => void;
  onSignedOutEverywhere: () => void;
}) {
  // A password change ends the other sessions: the list is asked for again.
  const [sessionsRound, setSessionsRound] = useState(0);
  return (
    <>
      <ProfileDetailsSection account={account} onChange={onChange} />
      <EmailSection account={account} onChange={onChange} />
      <PasswordSection
        account={account}
        onChange={onChange}
        onOthersSignedOut={() => setSessionsRound((round) => round + 1)}
      />
      <LinkedAccountsSection account={account} />
      <SessionsSection refreshKey={sessionsRound} onSignedOutEverywhere={onSignedOutEverywhere} />
      <NotificationsSection account={account} onChange={onChange} />
      <DataExportSection />
      <DeleteAccountSection account={account} onChange={onChange} />
    </>
  );
}

export function ProfilePage({
  onUserChange,
  onSignedOutEverywhere,
  onSessionEnded,
}: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const state = useAccount(onUserChange);
  const ended = state.status === 'error' && isSessionEnded(state.error);
  useEffect(() => {
    if (ended) onSessionEnded();
  }, [ended, onSessionEnded]);

  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full" data-testid="profile-page">
      {state.status === 'ready' && state.account.deletion_due_at && (
        <DeletionBanner dueAt={state.account.deletion_due_at} onChange={state.replace} />
      )}
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('common:titles.profile')}
        </Heading>
        <Text color="fg.muted">{t('lead')}</Text>
      </Stack>
      {state.status === 'loading' && <LoadingProfile />}
      {state.status === 'error' && (
        <Stack gap="1">
          <SectionError message={t('loadFailed')} retryLabel={t('retry')} onRetry={state.retry} />
          <Text fontSize="sm" color="fg.muted">
            {t('loadFailedLead')}
          </Text>
        </Stack>
      )}
      {state.status === 'ready' && (
        <Sections
          account={state.account}
          onChange={state.replace}
          onSignedOutEverywhere={onSignedOutEverywhere}
        />
      )}
    </Stack>
  );
}
