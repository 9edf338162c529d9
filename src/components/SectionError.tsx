/** A part of a page that failed to load: what failed, and Retry (the dashboard's, the profile's). */
import { Button, HStack, Text } from '@chakra-ui/react';

export function SectionError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
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
        {retryLabel}
      </Button>
    </HStack>
  );
}
