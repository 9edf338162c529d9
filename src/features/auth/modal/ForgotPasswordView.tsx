/**
 * Forgot password (docs/product-rules.md#auth-modal): the form, then a 'check your email'
 * confirmation with resend (back to the form, e-mail prefilled) and a way back to sign in.
 */
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordFormSchema } from '../../../../common/contracts/auth';
import { FormField } from '../../../components/form/FormField';
import { MailIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { authApi } from '../auth.api';
import { describeAuthError } from '../auth-errors';
import { useAuthModal } from './use-auth-modal';

export function ForgotPasswordView() {
  const { t } = useTranslation('auth');
  const { modal, show } = useAuthModal();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useZodForm(
    forgotPasswordFormSchema,
    { email: modal.email },
    async ({ email }) => {
      try {
        await authApi.forgotPassword(email);
        toaster.create({
          type: 'success',
          title: t('toast.resetRequested'),
          description: t('toast.resetRequestedLead'),
        });
        setSentTo(email);
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t('toast.requestFailed'),
          description: describeAuthError(t, error, t('codes.network_error')),
        });
      }
    },
    t,
  );

  if (sentTo) {
    return (
      <Stack gap="4" align="center" textAlign="center" data-testid="forgot-sent">
        <MailIcon boxSize="10" color="brand.solid" />
        <Text fontWeight="semibold" fontSize="lg">
          {t('forgot.sentTitle')}
        </Text>
        <Text color="fg.muted">{t('forgot.sentLead', { email: sentTo })}</Text>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {t('forgot.resend')}
        </Button>
        <Button variant="plain" colorPalette="brand" onClick={() => show('login', sentTo)}>
          {t('forgot.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{t('forgot.lead')}</Text>
        <FormField
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <Button type="submit" colorPalette="brand" loading={form.submitting}>
          {t('forgot.submit')}
        </Button>
        <Button
          variant="plain"
          colorPalette="brand"
          onClick={() => show('login', form.values.email)}
        >
          {t('forgot.backToLogin')}
        </Button>
      </Stack>
    </form>
  );
}
