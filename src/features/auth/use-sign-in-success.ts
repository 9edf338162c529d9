/**
 * What every successful sign-in does (docs/product-rules.md#successful-sign-in): keep the session,
 * greet the user, and go to the page that asked for sign-in, or else to the dashboard.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../../common/contracts/auth';
import { PATHS } from '../../../common/routes';
import { toaster } from '../../components/toaster';
import { completeSignIn } from './session';

export interface SignInSuccessOptions {
  /** After a redirect the greeting waits for the page to settle (sign-in-toasts.ts). */
  welcomeDelayMs?: number;
}

export function useSignInSuccess() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    response: Pick<LoginResponse, 'access_token' | 'user'>,
    returnTo: string | null,
    { welcomeDelayMs = 0 }: SignInSuccessOptions = {},
  ) => {
    const user = completeSignIn(response);
    toaster.createAfter(welcomeDelayMs, {
      type: 'success',
      title: t('toast.loginSuccess'),
      description: t('toast.welcomeBack', { name: user.name || user.email }),
    });
    navigate(returnTo ?? PATHS.dashboard, { replace: true });
  };
}
