/**
 * "Continue with Google". A server with no Firebase configuration offers no Google sign-in, so
 * the button is not shown; one with a broken configuration says so instead of failing silently
 * ('Firebase Configuration Error - contact support', docs/product-rules.md#google-sign-in-messages).
 */
import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GoogleMark } from '../../../components/brand/GoogleMark';
import { useFirebaseSetup, useGoogleSignIn } from './use-google-sign-in';

export function GoogleSignInButton({
  returnTo,
  onSignedIn,
  orLabel,
}: {
  returnTo: string | null;
  onSignedIn: () => void;
  /** A separator with this word ('or') above the button, shown only with it. */
  orLabel?: string;
}) {
  const { t } = useTranslation('auth');
  const setup = useFirebaseSetup();
  const google = useGoogleSignIn(returnTo, onSignedIn);
  // While the (cached) configuration arrives nothing shows, so a server without Google sign-in
  // never flashes the button.
  if (setup.state === 'off' || setup.state === 'loading') return null;

  return (
    <Stack gap="2">
      {orLabel && (
        <HStack>
          <Separator flex="1" />
          <Text fontSize="sm" color="fg.muted">
            {orLabel}
          </Text>
          <Separator flex="1" />
        </HStack>
      )}
      <Button
        variant="outline"
        loading={google.busy}
        disabled={setup.state === 'broken'}
        onClick={() => setup.state === 'ready' && void google.start(setup.config)}
        data-testid="google-sign-in"
      >
        <GoogleMark /> {t('google.button')}
      </Button>
      {setup.state === 'broken' && (
        <Text fontSize="sm" color="fg.error" textAlign="center" role="alert">
          {t('google.configError')}
        </Text>
      )}
    </Stack>
  );
}
