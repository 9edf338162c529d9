import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { loginFormSchema } from '../../../../common/contracts/auth';
import { FormField } from '../../../components/form/FormField';
import { toaster } from '../../../components/toaster';
import { withRetry } from '../../../lib/api/retry';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { authApi } from '../auth.api';
import { CREDENTIAL_RETRY, describeAuthError, errorCode, isNetworkFailure } from '../auth-errors';
import { GoogleSignInButton } from '../google/GoogleSignInButton';
import { readIdentityCredentials } from '../google/identity-credentials';
import { useSignInSuccess } from '../use-sign-in-success';
import { useAuthModal } from './use-auth-modal';
import { ViewSwitch } from './ViewSwitch';

export function LoginView() {
  const { t } = useTranslation('auth');
  const { modal, show, close } = useAuthModal();
  const onSignedIn = useSignInSuccess();

  const form = useZodForm(
    loginFormSchema,
    { email: modal.email || readIdentityCredentials()?.email || '', password: '' },
    async ({ email, password }) => {
      try {
        const response = await withRetry(() => authApi.login(email, password), {
          ...CREDENTIAL_RETRY,
          shouldRetry: isNetworkFailure,
        });
        close();
        onSignedIn(response, modal.returnTo);
      } catch (error) {
        if (errorCode(error) === 'email_not_verified') {
          await authApi.generateOtp(email).catch(() => undefined); // a code may already be on its way
          toaster.create({
            type: 'info',
            title: t('toast.verifyFirst'),
            description: t('toast.verifyFirstLead', { email }),
          });
          show('verify-otp', email);
          return;
        }
        toaster.create({
          type: 'error',
          title: t('toast.loginFailed'),
          description: describeAuthError(t, error, t('toast.checkCredentials')),
        });
      }
    },
    t,
  );

  return (
    <Stack gap="5">
      {modal.returnTo && (
        <Text fontSize="sm" color="fg.muted">
          {t('login.returnTo')} <Code data-testid="login-return-to">{modal.returnTo}</Code>
        </Text>
      )}
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <FormField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <FormField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <Button
            type="button"
            variant="plain"
            size="sm"
            alignSelf="end"
            colorPalette="brand"
            px="0"
            onClick={() => show('forgot-password', form.values.email)}
          >
            {t('login.forgot')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={form.submitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <GoogleSignInButton returnTo={modal.returnTo} onSignedIn={close} orLabel={t('login.or')} />
      <ViewSwitch
        question={t('login.noAccount')}
        action={t('login.createAccount')}
        onSwitch={() => show('register', form.values.email)}
      />
    </Stack>
  );
}
