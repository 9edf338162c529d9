/**
 * A generation request still in the outbox (docs/architecture.md#the-outbox), shown above the
 * server's list in the history and on the dashboard: queued, sending, or refused and why — with
 * Cancel (or Remove, once refused) while it has not left the device.
 */
import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { garmentCategorySchema } from '../../../common/contracts/generations';
import type { OutboxEntry } from '../../lib/pwa/outbox-types';
import { HistoryIcon, XIcon } from '../icons';
import { formatDate, SERVICE_ICONS } from './generation-labels';
import { outboxDetail } from './outbox-labels';

const TONE = {
  queued: { bg: 'orange.50', color: 'orange.800', palette: 'orange' },
  sending: { bg: 'brand.subtle', color: 'brand.fg', palette: 'blue' },
  failed: { bg: 'red.50', color: 'red.700', palette: 'red' },
} as const;

function StateIcon({ state }: { state: OutboxEntry['state'] }) {
  if (state === 'sending') return <Spinner size="lg" />;
  return state === 'failed' ? <XIcon boxSize="8" /> : <HistoryIcon boxSize="8" />;
}

export function QueuedGenerationCard({
  entry,
  onCancel,
}: {
  entry: OutboxEntry;
  onCancel: (entry: OutboxEntry) => void;
}) {
  const { t, i18n } = useTranslation('generation');
  const tone = TONE[entry.state];
  const ServiceIcon = SERVICE_ICONS[entry.service];
  const category = garmentCategorySchema.safeParse(entry.fields.category);
  const created = formatDate(new Date(entry.createdAt).toISOString(), i18n.language);
  return (
    <Stack
      as="article"
      gap="0"
      bg="white"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="xl"
      overflow="hidden"
      data-testid="queued-card"
      data-outbox-id={entry.id}
      data-state={entry.state}
    >
      <Box position="relative" aspectRatio={3 / 4}>
        <Stack
          h="full"
          align="center"
          justify="center"
          gap="2"
          p="4"
          bg={tone.bg}
          color={tone.color}
        >
          <StateIcon state={entry.state} />
          <Text fontSize="sm" textAlign="center" lineClamp={5} data-testid="queued-detail">
            {outboxDetail(t, entry)}
          </Text>
        </Stack>
        <Box position="absolute" top="2" left="2" pointerEvents="none">
          <Badge colorPalette={tone.palette} variant="subtle" size="sm" data-testid="queued-badge">
            {t(`outbox.badge.${entry.state}`)}
          </Badge>
        </Box>
      </Box>
      <Stack gap="1.5" p="3">
        <HStack gap="2" minW="0">
          <ServiceIcon boxSize="4" />
          <Text fontWeight="semibold" fontSize="sm" truncate>
            {t(`common:services.${entry.service}.name`)}
          </Text>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {category.success ? `${created} · ${t(`categories.${category.data}`)}` : created}
        </Text>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={entry.state === 'sending'}
          onClick={() => onCancel(entry)}
          data-testid="queued-cancel"
        >
          {entry.state === 'failed' ? t('outbox.remove') : t('outbox.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
