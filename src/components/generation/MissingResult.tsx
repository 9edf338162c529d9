/**
 * 'Missing Result' (docs/product-rules.md#studio-and-library-messages): the generation succeeded
 * but its image cannot be shown.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FileTextIcon } from '../icons';

export function MissingResult({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('generation');
  return (
    <Stack
      align="center"
      justify="center"
      textAlign="center"
      gap="1"
      h="full"
      w="full"
      p={compact ? '3' : '8'}
      color="fg.muted"
      bg="gray.100"
      data-testid="missing-result"
    >
      <FileTextIcon boxSize={compact ? '6' : '10'} />
      <Text fontWeight="semibold" fontSize={compact ? 'sm' : 'md'} color="fg">
        {t('missingResult.title')}
      </Text>
      {!compact && <Text fontSize="sm">{t('missingResult.lead')}</Text>}
    </Stack>
  );
}
