/**
 * One webhook endpoint of the list: its URL and events, a failing or paused mark (paused when
 * the account was recovered, with Resume), its delivery log on demand, and Delete.
 */
import { Badge, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../../../common/contracts/webhooks';
import { DeliveryLog } from './DeliveryLog';

interface WebhookRowProps {
  endpoint: WebhookEndpoint;
  logOpen: boolean;
  onToggleLog: () => void;
  resuming: boolean;
  onResume: () => void;
  onDelete: () => void;
}

export function WebhookRow({
  endpoint,
  logOpen,
  onToggleLog,
  resuming,
  onResume,
  onDelete,
}: WebhookRowProps) {
  const { t } = useTranslation('api');
  const paused = endpoint.paused_at !== null;
  return (
    <Stack as="li" gap="3" p="3" borderWidth="1px" borderRadius="lg" data-testid="webhook">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Stack gap="1" minW="0">
          <Text fontWeight="medium" wordBreak="break-all">
            {endpoint.url}
          </Text>
          <Wrap gap="1">
            {endpoint.events.map((event) => (
              <Badge key={event} variant="subtle">
                {event}
              </Badge>
            ))}
            {endpoint.failing_since && (
              <Badge colorPalette="red" data-testid="webhook-failing">
                {t('webhooks.failing')}
              </Badge>
            )}
            {paused && (
              <Badge colorPalette="orange" data-testid="webhook-paused">
                {t('webhooks.paused')}
              </Badge>
            )}
          </Wrap>
          {paused && (
            <Text fontSize="sm" color="fg.muted">
              {t('webhooks.pausedLead')}
            </Text>
          )}
        </Stack>
        <HStack gap="1">
          {paused && (
            <Button
              size="xs"
              colorPalette="brand"
              loading={resuming}
              onClick={onResume}
              data-testid="webhook-resume"
            >
              {t('webhooks.resume')}
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            onClick={onToggleLog}
            aria-expanded={logOpen}
            data-testid="webhook-deliveries"
          >
            {t('webhooks.deliveries')}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={onDelete}
            data-testid="webhook-delete"
          >
            {t('webhooks.delete')}
          </Button>
        </HStack>
      </HStack>
      {logOpen && <DeliveryLog endpointId={endpoint.id} />}
    </Stack>
  );
}
