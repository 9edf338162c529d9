import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '../../../../common/contracts/auth';
import { FormField } from '../../../components/form/FormField';
import { toaster } from '../../../components/toaster';
import { withRetry } from '../../../lib/api/retry';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { authApi } from '../auth.api';
import { CREDENTIAL_RETRY, describeAuthError, isNetworkFailure } from '../auth-errors';
import { useAuthModal } from './use-auth-modal';
import { ViewSwitch } from './ViewSwitch';

export function RegisterView() {
  const { t, i18n } = useTranslation('auth');
  const { modal, show } = useAuthModal();

  const form = useZodForm(
    registerFormSchema,
    { name: '', email: modal.email, password: '', confirmPassword: '' },
    async ({ name, email, password }) => {
      try {
        const language = i18n.language === 'en' ? 'en' : 'vi';
        const result = await withRetry(() => authApi.register(email, password, name, language), {
          ...CREDENTIAL_RETRY,
          shouldRetry: isNetworkFailure,
        });
        toaster.create({
          type: 'success',
          title: t('toast.otpSent'),
          description: t('toast.otpSentLead', { email: result.email }),
        });
        show(result.requires_verification ? 'verify-otp' : 'login', result.email);
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t('toast.registrationFailed'),
          description: describeAuthError(t, error, t('toast.tryDifferentCredentials')),
        });
      }
    },
    t,
  );

  const field = (
    name: 'name' | 'email' | 'password' | 'confirmPassword',
    type: string,
    autoComplete: string,
    helperText?: string,
  ) => (
    <FormField
      label={t(`register.${name}`)}
      type={type}
      autoComplete={autoComplete}
      helperText={helperText}
      {...form.field(name)}
    />
  );

  return (
    <Stack gap="5">
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          {field('name', 'text', 'name')}
          {field('email', 'email', 'email')}
          {field('password', 'password', 'new-password', t('register.passwordHelp'))}
          {field('confirmPassword', 'password', 'new-password')}
          <Button type="submit" colorPalette="brand" loading={form.submitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <ViewSwitch
        question={t('register.haveAccount')}
        action={t('register.signIn')}
        onSwitch={() => show('login', form.values.email)}
      />
    </Stack>
  );
}
