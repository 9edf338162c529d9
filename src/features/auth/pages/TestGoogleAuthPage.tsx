/**
 * /test-google-auth: a developer page that shows whether Google sign-in is configured and runs
 * both flows for real: Firebase (popup, then redirect) and the OAuth authorization code.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ClientConfig } from '../../../../common/contracts/client-config';
import { loadClientConfig } from '../../../lib/config/client-config';
import { GoogleSignInButton } from '../google/GoogleSignInButton';
import { GOOGLE_CALLBACK_PATH } from './GoogleCallbackPage';
import { AuthPageFrame } from './AuthPageFrame';

function oauthUrl(clientId: string): string {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: window.location.origin + GOOGLE_CALLBACK_PATH,
    response_type: 'code',
    scope: 'openid email profile',
    prompt: 'select_account',
  });
  return `https://accounts.google.com/o/oauth2/v2/auth?${params.toString()}`;
}

export default function TestGoogleAuthPage() {
  const { t } = useTranslation('auth');
  const [config, setConfig] = useState<ClientConfig | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadClientConfig().then(setConfig, () => setFailed(true));
  }, []);

  return (
    <AuthPageFrame title={t('google.testTitle')}>
      <Text color="fg.muted">{t('google.testLead')}</Text>
      {failed && <Text color="fg.error">{t('google.configValidationFailed')}</Text>}
      {config && (
        <Stack gap="4">
          <Badge
            alignSelf="start"
            colorPalette={config.firebase ? 'green' : 'orange'}
            data-testid="firebase-status"
          >
            {config.firebase
              ? t('google.configured', { projectId: config.firebase.projectId })
              : t('google.notConfigured')}
          </Badge>
          <GoogleSignInButton returnTo={null} onSignedIn={() => undefined} />
          {config.googleClientId && (
            <Button asChild variant="outline">
              <a href={oauthUrl(config.googleClientId)}>{t('google.oauthButton')}</a>
            </Button>
          )}
        </Stack>
      )}
    </AuthPageFrame>
  );
}
