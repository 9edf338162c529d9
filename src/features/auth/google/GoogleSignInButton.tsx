/**
 * "Continue with Google". Without a Firebase configuration on the server it says so instead
 * of failing silently ('Firebase Configuration Error - contact support',
 * docs/product-rules.md#google-sign-in-messages).
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GoogleMark } from '../../../components/brand/GoogleMark';
import { useFirebaseSetup, useGoogleSignIn } from './use-google-sign-in';

export function GoogleSignInButton({
  returnTo,
  onSignedIn,
}: {
  returnTo: string | null;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation('auth');
  const setup = useFirebaseSetup();
  const google = useGoogleSignIn(returnTo, onSignedIn);

  return (
    <Stack gap="2">
      <Button
        variant="outline"
        loading={setup.state === 'loading' || google.busy}
        disabled={setup.state === 'missing'}
        onClick={() => setup.state === 'ready' && void google.start(setup.config)}
        data-testid="google-sign-in"
      >
        <GoogleMark /> {t('google.button')}
      </Button>
      {setup.state === 'missing' && (
        <Text fontSize="sm" color="fg.error" textAlign="center" role="alert">
          {t('google.configError')}
        </Text>
      )}
    </Stack>
  );
}
