/** A part of the page that failed to load: what failed, and Retry. */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function SectionLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <HStack
      role="alert"
      justify="space-between"
      p="4"
      bg="red.50"
      borderRadius="xl"
      flexWrap="wrap"
      gap="2"
    >
      <Text fontWeight="medium" color="red.800">
        {message}
      </Text>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
        {t('retry')}
      </Button>
    </HStack>
  );
}
