/**
 * Shown in place of a login-only page or card for guests: 'Authentication Required'
 * (docs/product-rules.md#auth-modal-views).
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../components/icons';
import { useSetAtom } from '../../lib/state';
import { openLoginModalAtom } from './session.atoms';

export function AuthRequired() {
  const { t } = useTranslation();
  const openLogin = useSetAtom(openLoginModalAtom);
  const { pathname, search } = useLocation();
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      maxW="md"
      mx="auto"
      my="16"
      p="8"
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      data-testid="auth-required"
    >
      <ShieldIcon boxSize="10" color="brand.solid" />
      <Heading as="h2" size="lg">
        {t('auth.required.title')}
      </Heading>
      <Text color="fg.muted">{t('auth.required.message')}</Text>
      <Button colorPalette="brand" onClick={() => openLogin(pathname + search)}>
        {t('account.signIn')}
      </Button>
    </Stack>
  );
}
