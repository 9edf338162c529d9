/**
 * Starts Google sign-in and finishes a redirect that came back
 * (docs/product-rules.md#google-sign-in).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirebaseAuthResponse } from '../../../../common/contracts/auth';
import type { ClientConfig } from '../../../../common/contracts/client-config';
import { toaster } from '../../../components/toaster';
import { loadClientConfig } from '../../../lib/config/client-config';
import { authApi } from '../auth.api';
import { useSignInSuccess } from '../use-sign-in-success';
import { REDIRECT_PENDING_KEY, loadFirebaseAuth } from './firebase-port';
import { googleErrorMessage } from './google-errors';
import { exchangeFirebaseUser, signInWithGoogle } from './google-sign-in';
import { rememberIdentityCredentials } from './identity-credentials';

export type FirebaseSetup =
  | { state: 'loading' }
  | { state: 'ready'; config: NonNullable<ClientConfig['firebase']> }
  | { state: 'missing' };

export function useFirebaseSetup(): FirebaseSetup {
  const [setup, setSetup] = useState<FirebaseSetup>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadClientConfig().then(
      (config) =>
        live &&
        setSetup(
          config.firebase ? { state: 'ready', config: config.firebase } : { state: 'missing' },
        ),
      () => live && setSetup({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return setup;
}

/**
 * Toast durations: identity-provider registration 10 s, traditional credentials 8 s
 * (docs/product-rules.md#sign-in-timings).
 */
export const NEW_IDENTITY_ACCOUNT_TOAST_MS = 10_000;
export const TRADITIONAL_CREDENTIALS_TOAST_MS = 8_000;

function useFinishSignIn() {
  const { t } = useTranslation('auth');
  const onSignedIn = useSignInSuccess();
  return (response: FirebaseAuthResponse, returnTo: string | null) => {
    rememberIdentityCredentials(response.traditional_login);
    onSignedIn(response, returnTo);
    const { email, password_set } = response.traditional_login;
    if (response.is_new_user) {
      toaster.create({
        type: 'info',
        title: t('google.newAccountTitle'),
        description: t('google.newAccountLead', { email }),
        duration: NEW_IDENTITY_ACCOUNT_TOAST_MS,
      });
    } else if (password_set) {
      toaster.create({
        type: 'info',
        title: t('google.passwordAlsoWorks', { email }),
        duration: TRADITIONAL_CREDENTIALS_TOAST_MS,
      });
    }
  };
}

export function useGoogleSignIn(returnTo: string | null, onDone: () => void) {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);

  const start = async (config: NonNullable<ClientConfig['firebase']>) => {
    if (busy) return;
    setBusy(true);
    try {
      const port = await loadFirebaseAuth(config);
      const outcome = await signInWithGoogle(port, authApi.firebaseLogin);
      if (outcome.kind === 'signed-in') {
        onDone();
        finish(outcome.response, returnTo);
      }
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('toast.googleLoginFailed'),
        description: googleErrorMessage(t, error),
      });
    } finally {
      setBusy(false);
    }
  };
  return { start, busy };
}

/** After a redirect sign-in, the app comes back here: collect the result once. */
export function useGoogleRedirectResult(): void {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  useEffect(() => {
    if (sessionStorage.getItem(REDIRECT_PENDING_KEY) !== '1') return;
    sessionStorage.removeItem(REDIRECT_PENDING_KEY);
    void (async () => {
      try {
        const config = await loadClientConfig();
        if (!config.firebase) return;
        const user = await (await loadFirebaseAuth(config.firebase)).getRedirectResult();
        if (user) finish(await exchangeFirebaseUser(user, authApi.firebaseLogin), null);
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t('toast.firebaseLoginFailed'),
          description: googleErrorMessage(t, error),
        });
      }
    })();
    // Runs once per page load, by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
