/**
 * /auth/google/callback: Google's OAuth authorization-code redirect lands here; the code is
 * exchanged by our server (POST /auth/google/callback) for a session.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import { authApi } from '../auth.api';
import { googleErrorMessage } from '../google/google-errors';
import { useFinishGoogleSignIn } from '../google/use-google-sign-in';
import { AuthPageFrame } from './AuthPageFrame';

export const GOOGLE_CALLBACK_PATH = PATHS.googleCallback;

export default function GoogleCallbackPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const finish = useFinishGoogleSignIn('redirect');
  const code = params.get('code');
  const [error, setError] = useState<string | null>(code ? null : t('google.callbackMissingCode'));
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return; // a code is single-use: exchange it once
    started.current = true;
    authApi.googleCallback(code, window.location.origin + GOOGLE_CALLBACK_PATH).then(
      (response) => finish(response, null),
      (failure: unknown) => setError(googleErrorMessage(t, failure)),
    );
  }, [code, finish, t]);

  return (
    <AuthPageFrame title={t('common:titles.googleCallback')}>
      {error ? (
        <Stack gap="4">
          <Text role="alert" color="fg.error">
            {error}
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={PATHS.home}>{t('common:notFound.home')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" align="center" gap="3">
          <Spinner color="brand.solid" />
          <Text>{t('google.callbackWorking')}</Text>
        </Stack>
      )}
    </AuthPageFrame>
  );
}
