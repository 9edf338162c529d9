/** What stands in for a studio page's steps while its lifecycle looks for a run kept on the device. */
import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useStudioText } from './use-studio-text';

export function RestoringRun() {
  const t = useStudioText();
  return (
    <HStack justify="center" py="16" color="fg.muted" role="status">
      <Spinner color="brand.solid" /> <Text>{t('restoring')}</Text>
    </HStack>
  );
}
