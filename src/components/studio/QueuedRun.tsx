/**
 * A request kept in the outbox: what happens next, in plain words, and Cancel while it has not
 * left the device yet.
 */
import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { OutboxEntry } from '../../lib/pwa/outbox-types';
import { HistoryIcon } from '../icons';
import { useStudioText } from './use-studio-text';

export function QueuedRun({
  entry,
  onCancel,
}: {
  /** Undefined for the moment the outbox's list is being read. */
  entry: OutboxEntry | undefined;
  onCancel: () => void;
}) {
  const t = useStudioText();
  const sending = entry?.state === 'sending';
  const signedOut = entry?.lastError?.kind === 'signed-out';
  return (
    <Stack
      role="status"
      gap="3"
      p="5"
      bg="brand.subtle"
      borderRadius="xl"
      data-testid="run-queued"
      data-state={entry?.state ?? 'queued'}
    >
      <HStack gap="3">
        {sending ? <Spinner size="sm" color="brand.solid" /> : <HistoryIcon boxSize="5" />}
        <Heading as="h2" size="md">
          {sending ? t('queued.sendingTitle') : t('queued.title')}
        </Heading>
      </HStack>
      <Text>{signedOut ? t('queued.signIn') : t('queued.lead')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('queued.charge')}
      </Text>
      <Button
        alignSelf="start"
        variant="outline"
        colorPalette="red"
        size="sm"
        onClick={onCancel}
        disabled={sending}
        data-testid="queued-cancel"
      >
        {t('queued.cancel')}
      </Button>
    </Stack>
  );
}
