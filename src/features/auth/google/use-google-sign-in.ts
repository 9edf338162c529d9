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
import {
  FirebaseRegistrationError,
  exchangeFirebaseUser,
  signInWithGoogle,
} from './google-sign-in';
import { rememberIdentityCredentials } from './identity-credentials';
import { googleSignInToasts, type SignInArrival } from './sign-in-toasts';

/**
 * Whether Google sign-in can be offered: `off` when the server has no Firebase configuration at
 * all (the button is not shown) or its configuration cannot be had (offline), `broken` when it
 * has part of one (the spec's configuration error shows).
 */
export type FirebaseSetup =
  | { state: 'loading' }
  | { state: 'ready'; config: NonNullable<ClientConfig['firebase']> }
  | { state: 'off' }
  | { state: 'broken' };

function setupFrom(config: ClientConfig): FirebaseSetup {
  if (config.firebase) return { state: 'ready', config: config.firebase };
  return { state: config.firebaseIncomplete ? 'broken' : 'off' };
}

export function useFirebaseSetup(): FirebaseSetup {
  const [setup, setSetup] = useState<FirebaseSetup>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadClientConfig().then(
      (config) => live && setSetup(setupFrom(config)),
      () => live && setSetup({ state: 'off' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return setup;
}

/**
 * Finishes any Google sign-in: remembers the identity credentials, signs in, and shows its toasts
 * at the times of sign-in-toasts.ts.
 */
export function useFinishGoogleSignIn(arrival: SignInArrival) {
  const { t } = useTranslation('auth');
  const onSignedIn = useSignInSuccess();
  return (response: FirebaseAuthResponse, returnTo: string | null) => {
    rememberIdentityCredentials(response.traditional_login);
    const { email } = response.traditional_login;
    for (const toast of googleSignInToasts(response, arrival)) {
      if (toast.kind === 'welcome') {
        onSignedIn(response, returnTo, { welcomeDelayMs: toast.delayMs });
      } else if (toast.kind === 'newAccount') {
        toaster.createAfter(toast.delayMs, {
          type: 'info',
          title: t('google.newAccountTitle'),
          description: t('google.newAccountLead', { email }),
          duration: toast.durationMs,
        });
      } else {
        toaster.createAfter(toast.delayMs, {
          type: 'info',
          title: t('google.passwordAlsoWorks', { email }),
          duration: toast.durationMs,
        });
      }
    }
  };
}

/** The toast title of a failed Google sign-in: registration, or the given sign-in title. */
function failureTitle(error: unknown, signInTitle: string): string {
  return error instanceof FirebaseRegistrationError
    ? 'toast.firebaseRegistrationFailed'
    : signInTitle;
}

/** What to describe: the server's or Firebase's own error under a registration failure. */
const causeOf = (error: unknown) =>
  error instanceof FirebaseRegistrationError ? error.cause : error;

export function useGoogleSignIn(returnTo: string | null, onDone: () => void) {
  const { t } = useTranslation('auth');
  const finish = useFinishGoogleSignIn('in-page');
  const [busy, setBusy] = useState(false);

  const start = async (config: NonNullable<ClientConfig['firebase']>) => {
    if (busy) return;
    setBusy(true);
    try {
      const port = await loadFirebaseAuth(config);
      const outcome = await signInWithGoogle(port, authApi);
      if (outcome.kind === 'signed-in') {
        onDone();
        finish(outcome.response, returnTo);
      }
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t(failureTitle(error, 'toast.googleLoginFailed')),
        description: googleErrorMessage(t, causeOf(error)),
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
  const finish = useFinishGoogleSignIn('redirect');
  useEffect(() => {
    if (sessionStorage.getItem(REDIRECT_PENDING_KEY) !== '1') return;
    sessionStorage.removeItem(REDIRECT_PENDING_KEY);
    void (async () => {
      try {
        const config = await loadClientConfig();
        if (!config.firebase) return;
        const signIn = await (await loadFirebaseAuth(config.firebase)).getRedirectResult();
        if (signIn) finish(await exchangeFirebaseUser(signIn, authApi), null);
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t(failureTitle(error, 'toast.firebaseLoginFailed')),
          description: googleErrorMessage(t, causeOf(error)),
        });
      }
    })();
    // Runs once per page load, by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
