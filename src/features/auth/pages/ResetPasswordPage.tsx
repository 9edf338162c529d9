/**
 * /auth/reset-password?token=…&email=…: the link from the reset e-mail
 * (docs/product-rules.md#password-reset).
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema } from '../../../../common/contracts/auth';
import { PATHS } from '../../../../common/routes';
import { FormField } from '../../../components/form/FormField';
import { toaster } from '../../../components/toaster';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useSetAtom } from '../../../lib/state';
import { authApi } from '../auth.api';
import { describeAuthError } from '../auth-errors';
import { loginModalAtom } from '../session.atoms';
import { AuthPageFrame } from './AuthPageFrame';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const setModal = useSetAtom(loginModalAtom);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  const form = useZodForm(
    resetPasswordFormSchema,
    { password: '', confirmPassword: '' },
    async ({ password }) => {
      try {
        await authApi.resetPassword(email, token, password);
        toaster.create({
          type: 'success',
          title: t('toast.resetSuccess'),
          description: t('toast.resetSuccessLead'),
        });
        navigate(PATHS.home, { replace: true });
        setModal({ open: true, view: 'login', returnTo: null, email });
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t('toast.resetFailed'),
          description: describeAuthError(t, error, t('toast.invalidResetToken')),
        });
      }
    },
    t,
  );

  const openForgot = () => setModal({ open: true, view: 'forgot-password', returnTo: null, email });

  if (!token || !email) {
    return (
      <AuthPageFrame title={t('reset.title')}>
        <Text role="alert">{t('reset.invalidLink')}</Text>
        <Button colorPalette="brand" onClick={openForgot}>
          {t('reset.requestNew')}
        </Button>
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame title={t('reset.title')}>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <Text color="fg.muted">{t('reset.lead', { email })}</Text>
          {(['password', 'confirmPassword'] as const).map((name) => (
            <FormField
              key={name}
              label={t(`reset.${name}`)}
              type="password"
              autoComplete="new-password"
              {...form.field(name)}
            />
          ))}
          <Button type="submit" colorPalette="brand" loading={form.submitting}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPageFrame>
  );
}
