/**
 * The line above a page's content when what it shows is the device's copy: offline, or the
 * server could not be reached or refused. One look for /history and /dashboard.
 */
import { Button, HStack, Text } from '@chakra-ui/react';

export function OfflineBanner({
  message,
  retryLabel,
  onRetry,
  testId,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  testId: string;
}) {
  return (
    <HStack
      role="status"
      p="3"
      bg="orange.50"
      color="orange.800"
      borderRadius="lg"
      fontSize="sm"
      justify="space-between"
      data-testid={testId}
    >
      <Text>{message}</Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </HStack>
  );
}
