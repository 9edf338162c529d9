/**
 * Confirms "delete my account": with the password, or, for an account without one (Google
 * only), with a code mailed to its address. The deletion then waits out its grace period.
 */
import { useState } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  deletionRequestSchema,
  type Account,
} from '../../../common/contracts/account';
import { FormField } from '../../components/form/FormField';
import { toaster } from '../../components/toaster';
import { useLanguage } from '../../lib/i18n/use-language';
import { accountApi } from './account.api';
import { toastFailure } from './profile-errors';
import { formatDate } from './profile-format';
import { useProfileForm } from './use-profile-form';

const DAY_MS = 24 * 60 * 60 * 1000;
const { password, code } = deletionRequestSchema.shape;
const passwordSchema = z.object({ secret: password.unwrap() });
const codeSchema = z.object({ secret: code.unwrap() });

interface DeleteAccountDialogProps {
  account: Account;
  open: boolean;
  onClose: () => void;
  onScheduled: (account: Account) => void;
}

export function DeleteAccountDialog({
  account,
  open,
  onClose,
  onScheduled,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const byPassword = account.password_set;
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [dueAt] = useState(() => new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS));
  const form = useProfileForm({
    schema: byPassword ? passwordSchema : codeSchema,
    initial: { secret: '' },
    t,
    failureTitle: t('saveFailed'),
    fieldsByCode: {
      wrong_password: 'secret',
      invalid_otp: 'secret',
      otp_expired: 'secret',
      otp_locked: 'secret',
    },
    onValid: async ({ secret }) =>
      onScheduled(
        await accountApi.requestDeletion(byPassword ? { password: secret } : { code: secret }),
      ),
  });

  const sendCode = async () => {
    setSending(true);
    try {
      await accountApi.sendDeletionCode();
      setCodeSent(true);
      toaster.create({
        type: 'success',
        title: t('deletion.codeSent', { email: account.user.email }),
      });
    } catch (error) {
      toastFailure(t, t('saveFailed'), error);
    } finally {
      setSending(false);
    }
  };
  const busy = form.submitting || sending;
  const askingCode = !byPassword && !codeSent;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && !busy && onClose()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="delete-account-dialog">
            <form onSubmit={form.submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('deletion.dialogTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">
                    {t('deletion.dialogLead', { date: formatDate(dueAt.toISOString(), language) })}
                  </Text>
                  {!byPassword && (
                    <Text fontSize="sm">
                      {t('deletion.codeLead', { email: account.user.email })}
                    </Text>
                  )}
                  {byPassword ? (
                    <FormField
                      label={t('deletion.password')}
                      type="password"
                      autoComplete="current-password"
                      helperText={t('deletion.passwordHelp')}
                      {...form.field('secret')}
                    />
                  ) : (
                    codeSent && (
                      <FormField
                        label={t('deletion.code')}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={6}
                        {...form.field('secret')}
                      />
                    )
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {t('cancel')}
                </Button>
                {askingCode ? (
                  <Button colorPalette="red" loading={sending} onClick={() => void sendCode()}>
                    {t('deletion.sendCode')}
                  </Button>
                ) : (
                  <Button
                    type="submit"
                    colorPalette="red"
                    loading={form.submitting}
                    disabled={busy}
                    data-testid="delete-account-confirm"
                  >
                    {t('deletion.confirm', { days: ACCOUNT_DELETION_GRACE_DAYS })}
                  </Button>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
