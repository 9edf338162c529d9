/**
 * The requests still waiting in this device's outbox (docs/architecture.md#the-outbox), above the
 * server's list: under the same filters (queued and sending count as processing; refused as
 * failed).
 */
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { QueuedGenerationCard } from '../../components/generation/QueuedGenerationCard';
import { useCancelQueued } from '../../components/generation/use-cancel-queued';
import type { OutboxEntry } from '../../lib/pwa/outbox-types';
import { useOutboxEntries } from '../../lib/pwa/use-outbox';
import type { HistoryFilters } from './history-cache';

export function matchesQueuedFilters(entry: OutboxEntry, filters: HistoryFilters): boolean {
  if (filters.service && entry.service !== filters.service) return false;
  switch (filters.status) {
    case undefined:
      return true;
    case 'processing':
      return entry.state !== 'failed';
    case 'failed':
      return entry.state === 'failed';
    case 'completed':
      return false;
  }
}

export function QueuedSection({
  owner,
  filters,
  columns,
}: {
  owner: string;
  filters: HistoryFilters;
  columns: Record<string, number>;
}) {
  const { t } = useTranslation('history');
  const cancel = useCancelQueued();
  const entries = useOutboxEntries(owner).filter((entry) => matchesQueuedFilters(entry, filters));
  if (entries.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="history-queued-title" gap="3" data-testid="history-queued">
      <Stack gap="0.5">
        <Heading as="h2" size="md" id="history-queued-title">
          {t('queued.title', { count: entries.length })}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('queued.lead')}
        </Text>
      </Stack>
      <SimpleGrid columns={columns} gap="4">
        {entries.map((entry) => (
          <QueuedGenerationCard key={entry.id} entry={entry} onCancel={(e) => void cancel(e)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
