/**
 * Offers a waiting app update. It never reloads on its own, and refuses while unsaved work is
 * open (docs/architecture.md#updates), so a mask being painted or a form being filled is never
 * lost.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  applyUpdate,
  dismissUpdate,
  serviceWorkerAtom,
} from '../../lib/pwa/register-service-worker';
import { unsavedWorkAtom } from '../../lib/pwa/unsaved-work';
import { useAtomValue } from '../../lib/state';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const { updateWaiting } = useAtomValue(serviceWorkerAtom);
  const hasUnsavedWork = useAtomValue(unsavedWorkAtom).size > 0;
  if (!updateWaiting) return null;

  return (
    <Box
      role="status"
      position="fixed"
      insetBlockEnd="4"
      insetInlineStart="4"
      zIndex="toast"
      maxW="sm"
      p="4"
      bg="brand.900"
      color="white"
      borderRadius="xl"
      boxShadow="xl"
      data-testid="update-prompt"
    >
      <Stack gap="3">
        <Text fontWeight="semibold">{t('pwa.updateTitle')}</Text>
        <Text fontSize="sm" color="whiteAlpha.800">
          {hasUnsavedWork ? t('pwa.updateBlocked') : t('pwa.updateLead')}
        </Text>
        <HStack gap="2">
          <Button
            size="sm"
            bg="white"
            color="brand.900"
            disabled={hasUnsavedWork}
            onClick={() => void applyUpdate()}
          >
            {t('pwa.updateNow')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={dismissUpdate}
          >
            {t('pwa.later')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
