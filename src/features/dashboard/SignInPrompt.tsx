/**
 * A section's "sign in first" for guests (signed out, recent generations ask for login:
 * docs/product-rules.md#dashboard).
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../components/icons';

export function SignInPrompt({ onSignIn }: { onSignIn: (returnTo: string) => void }) {
  const { t } = useTranslation('dashboard');
  const { pathname, search } = useLocation();
  return (
    <HStack
      gap="4"
      p="5"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      justify="space-between"
      flexWrap="wrap"
      data-testid="recent-sign-in"
    >
      <HStack gap="3" align="start">
        <ShieldIcon boxSize="6" color="brand.solid" mt="0.5" />
        <Stack gap="0.5">
          <Text fontWeight="semibold">{t('common:auth.required.title')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('common:auth.required.message')}
          </Text>
        </Stack>
      </HStack>
      <Button colorPalette="brand" onClick={() => onSignIn(pathname + search)}>
        {t('quick.signIn')}
      </Button>
    </HStack>
  );
}
