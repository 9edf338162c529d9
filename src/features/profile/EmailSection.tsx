/**
 * E-mail: the current address; a change sends a 6-digit code to the new address, which the
 * user types here to finish it (or cancels). Until then the old address signs in.
 */
import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ACCOUNT_CODE_TTL_MINUTES,
  emailChangeRequestSchema,
  type Account,
} from '../../../common/contracts/account';
import { FormField } from '../../components/form/FormField';
import { MailIcon } from '../../components/icons';
import { toaster } from '../../components/toaster';
import { accountApi } from './account.api';
import { PendingEmail } from './PendingEmail';
import { toastFailure } from './profile-errors';
import { ProfileSection } from './ProfileSection';
import { useProfileForm } from './use-profile-form';

interface EmailSectionProps {
  account: Account;
  onChange: (account: Account) => void;
}

/** The change form; the current password is asked only of an account that has one. */
function changeSchema(current: string, passwordSet: boolean) {
  const { new_email, current_password } = emailChangeRequestSchema.shape;
  return z.object({
    new_email: new_email.refine((email) => email.toLowerCase() !== current.toLowerCase(), {
      message: 'validation.sameEmail',
    }),
    current_password: passwordSet ? current_password.unwrap() : z.string(),
  });
}

function ChangeEmailForm({
  account,
  onSent,
  onCancel,
}: {
  account: Account;
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const form = useProfileForm({
    schema: changeSchema(account.user.email, account.password_set),
    initial: { new_email: '', current_password: '' },
    t,
    failureTitle: t('saveFailed'),
    fieldsByCode: { wrong_password: 'current_password', email_taken: 'new_email' },
    onValid: async ({ new_email, current_password }) => {
      await accountApi.requestEmailChange(
        new_email,
        account.password_set ? current_password : undefined,
      );
      toaster.create({ type: 'success', title: t('email.codeSent', { email: new_email }) });
      onSent(new_email);
    },
  });
  return (
    <form onSubmit={form.submit} noValidate data-testid="email-change-form">
      <Stack gap="4">
        <FormField
          label={t('email.newEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('new_email')}
        />
        {account.password_set && (
          <FormField
            label={t('email.currentPassword')}
            type="password"
            autoComplete="current-password"
            helperText={t('email.currentPasswordHelp')}
            {...form.field('current_password')}
          />
        )}
        <HStack gap="2" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={form.submitting}>
            {t('email.sendCode')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={form.submitting}>
            {t('cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function EmailSection({ account, onChange }: EmailSectionProps) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const { user, pending_email: pending } = account;

  const cancelPending = async () => {
    try {
      onChange(await accountApi.cancelEmailChange());
      toaster.create({ type: 'info', title: t('email.changeCancelled') });
    } catch (error) {
      toastFailure(t, t('saveFailed'), error);
    }
  };

  return (
    <ProfileSection id="email" title={t('email.title')} lead={t('email.lead')}>
      <HStack gap="3" flexWrap="wrap">
        <MailIcon color="fg.muted" />
        <Stack gap="0" minW="0" flex="1">
          <Text fontSize="xs" color="fg.muted">
            {t('email.current')}
          </Text>
          <Text fontWeight="medium" overflowWrap="anywhere" data-testid="current-email">
            {user.email}
          </Text>
        </Stack>
        <Badge colorPalette={user.is_verified ? 'green' : 'orange'} variant="subtle">
          {user.is_verified ? t('email.verified') : t('email.notVerified')}
        </Badge>
      </HStack>
      {pending ? (
        <PendingEmail
          pending={pending}
          current={user.email}
          minutes={ACCOUNT_CODE_TTL_MINUTES}
          onConfirmed={(changed) => {
            onChange(changed);
            toaster.create({
              type: 'success',
              title: t('email.changed'),
              description: t('email.changedLead', { email: changed.user.email }),
            });
          }}
          onCancel={cancelPending}
        />
      ) : editing ? (
        <ChangeEmailForm
          account={account}
          onCancel={() => setEditing(false)}
          onSent={(email) => {
            setEditing(false);
            onChange({ ...account, pending_email: email });
          }}
        />
      ) : (
        <Button
          variant="outline"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          onClick={() => setEditing(true)}
          data-testid="email-change"
        >
          {t('email.change')}
        </Button>
      )}
    </ProfileSection>
  );
}
