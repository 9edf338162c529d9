/** A pending e-mail change: the code from the new address's mail, or cancel the change. */
import { useState } from 'react';
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { emailChangeConfirmSchema, type Account } from '../../../common/contracts/account';
import { FormField } from '../../components/form/FormField';
import { accountApi } from './account.api';
import { useProfileForm } from './use-profile-form';

interface PendingEmailProps {
  pending: string;
  current: string;
  minutes: number;
  onConfirmed: (account: Account) => void;
  onCancel: () => Promise<void>;
}

export function PendingEmail({
  pending,
  current,
  minutes,
  onConfirmed,
  onCancel,
}: PendingEmailProps) {
  const { t } = useTranslation('profile');
  const [cancelling, setCancelling] = useState(false);
  const form = useProfileForm({
    schema: emailChangeConfirmSchema,
    initial: { code: '' },
    t,
    failureTitle: t('saveFailed'),
    fieldsByCode: { invalid_otp: 'code', otp_expired: 'code', otp_locked: 'code' },
    onValid: async ({ code }) => onConfirmed(await accountApi.confirmEmailChange(code)),
  });
  const cancel = async () => {
    setCancelling(true);
    try {
      await onCancel();
    } finally {
      setCancelling(false);
    }
  };
  const busy = form.submitting || cancelling;

  return (
    <Alert.Root status="info" borderRadius="xl" alignItems="start" data-testid="email-pending">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title overflowWrap="anywhere">
          {t('email.pendingTitle', { email: pending })}
        </Alert.Title>
        <Alert.Description>{t('email.pendingLead', { minutes, current })}</Alert.Description>
        <form onSubmit={form.submit} noValidate>
          <Stack gap="3">
            <FormField
              label={t('email.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              bg="white"
              maxW="48"
              {...form.field('code')}
              data-testid="email-code"
            />
            <HStack gap="2" flexWrap="wrap">
              <Button type="submit" colorPalette="brand" loading={form.submitting} disabled={busy}>
                {t('email.confirm')}
              </Button>
              <Button
                variant="outline"
                bg="white"
                onClick={() => void cancel()}
                loading={cancelling}
                disabled={busy}
              >
                {t('email.cancelChange')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Alert.Content>
    </Alert.Root>
  );
}
