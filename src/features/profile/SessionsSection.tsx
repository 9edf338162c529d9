/**
 * Active sessions: every device signed in to the account, this one first. Another device can be
 * signed out here; "Sign out everywhere" ends them all, this one too, after asking (and, unless
 * its box is cleared, the API tokens and webhooks).
 */
import { useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SessionView } from '../../../common/contracts/sessions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LogOutIcon } from '../../components/icons';
import { toaster } from '../../components/toaster';
import { SectionError } from '../../components/SectionError';
import { ApiError } from '../../lib/api/api-error';
import { useApiResource } from '../../lib/api/use-api-resource';
import { accountApi } from './account.api';
import { toastFailure } from './profile-errors';
import { ProfileSection } from './ProfileSection';
import { RevokeApiAccessCheckbox } from './RevokeApiAccessCheckbox';
import { SessionRow } from './SessionRow';

/** This device first, then the most recently active. */
export function orderSessions(sessions: readonly SessionView[]): SessionView[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at),
  );
}

interface SessionsSectionProps {
  /** A new key loads the list again (after a password change ended the others). */
  refreshKey: number;
  onSignedOutEverywhere: () => void;
}

export function SessionsSection({ refreshKey, onSignedOutEverywhere }: SessionsSectionProps) {
  const { t } = useTranslation('profile');
  const list = useApiResource(`sessions:${refreshKey}`, async (signal) => ({
    sessions: orderSessions((await accountApi.sessions(signal)).sessions),
    loadedAt: Date.now(),
  }));
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());
  const [ending, setEnding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revokeApiAccess, setRevokeApiAccess] = useState(true);

  const end = async (id: string) => {
    setEnding(id);
    try {
      await accountApi.endSession(id);
      toaster.create({ type: 'success', title: t('sessions.ended') });
      setEnded((current) => new Set(current).add(id));
    } catch (error) {
      // Already over (it expired, or another device ended it): the list just catches up.
      if (error instanceof ApiError && error.status === 404)
        setEnded((current) => new Set(current).add(id));
      else toastFailure(t, t('sessions.endFailed'), error);
    } finally {
      setEnding(null);
    }
  };

  const endAll = async () => {
    try {
      await accountApi.endAllSessions(revokeApiAccess);
    } catch (error) {
      toastFailure(t, t('sessions.endFailed'), error);
      return;
    }
    setConfirming(false);
    toaster.create({ type: 'info', title: t('sessions.signedOutEverywhere') });
    onSignedOutEverywhere();
  };

  const live =
    list.status === 'ready' ? list.data.sessions.filter((session) => !ended.has(session.id)) : [];

  return (
    <ProfileSection id="sessions" title={t('sessions.title')} lead={t('sessions.lead')}>
      {list.status === 'loading' && (
        <Stack gap="3" aria-busy="true" data-testid="sessions-loading">
          {[0, 1].map((index) => (
            <Skeleton key={index} h="14" borderRadius="lg" />
          ))}
        </Stack>
      )}
      {list.status === 'error' && (
        <SectionError
          message={t('sessions.loadFailed')}
          retryLabel={t('retry')}
          onRetry={list.retry}
        />
      )}
      {list.status === 'ready' && (
        <Stack
          as="ul"
          gap="0"

          listStyleType="none"
          data-testid="sessions"
        >
          {live.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              now={list.data.loadedAt}
              ending={ending === session.id}
              disabled={ending !== null}
              onEnd={() => void end(session.id)}
            />
          ))}
        </Stack>
      )}
      {list.status === 'ready' && live.every((session) => session.current) && (
        <Text fontSize="sm" color="fg.muted">
          {t('sessions.empty')}
        </Text>
      )}
      <Button
        variant="outline"
        colorPalette="red"
        alignSelf={{ base: 'stretch', sm: 'start' }}
        onClick={() => setConfirming(true)}
        data-testid="sign-out-everywhere"
      >
        <LogOutIcon /> {t('sessions.signOutEverywhere')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('sessions.confirmTitle')}
        confirmLabel={t('sessions.confirm')}
        cancelLabel={t('cancel')}
        onClose={() => setConfirming(false)}
        onConfirm={endAll}
        testId="sign-out-everywhere-dialog"
      >
        <Stack gap="4">
          <Text color="fg.muted">{t('sessions.confirmLead')}</Text>
          <RevokeApiAccessCheckbox
            checked={revokeApiAccess}
            onChange={setRevokeApiAccess}
            testId="sign-out-everywhere-revoke-api"
          />
        </Stack>
      </ConfirmDialog>
    </ProfileSection>
  );
}
