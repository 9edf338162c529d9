/** One endpoint's delivery log: event, outcome, status code, time, attempts, and "send again". */
import { useState } from 'react';
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '../../../common/contracts/webhooks';
import { RefreshIcon } from '../../components/icons';
import { SectionError } from '../../components/SectionError';
import { toaster } from '../../components/toaster';
import { useApiResource } from '../../lib/api/use-api-resource';
import { apiManagementApi } from './api-management.api';
import { toastApiFailure } from './api-errors';
import { useDateFormat } from '../../lib/i18n/use-date-format';

const STATUS_PALETTE: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  succeeded: 'green',
  failed: 'red',
};

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('api');
  const formatDate = useDateFormat();
  const [version, setVersion] = useState(0);
  const log = useApiResource(`deliveries:${endpointId}:${version}`, (signal) =>
    apiManagementApi.deliveries(endpointId, signal),
  );
  const [resending, setResending] = useState<string | null>(null);

  const resend = async (delivery: WebhookDelivery) => {
    setResending(delivery.id);
    try {
      await apiManagementApi.resend(endpointId, delivery.id);
      toaster.create({ type: 'success', title: t('webhooks.resent') });
      setVersion((current) => current + 1);
    } catch (error) {
      toastApiFailure(t, t('webhooks.resendFailed'), error);
    } finally {
      setResending(null);
    }
  };

  if (log.status === 'error') {
    return (
      <SectionError message={t('webhooks.logFailed')} retryLabel={t('retry')} onRetry={log.retry} />
    );
  }
  if (log.status === 'loading') return <Text fontSize="sm">{t('loading')}</Text>;
  return (
    <>
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="medium">
          {t('webhooks.log')}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => setVersion((v) => v + 1)}
          data-testid="deliveries-refresh"
        >
          <RefreshIcon />
          {t('webhooks.refresh')}
        </Button>
      </HStack>
      {log.data.deliveries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="deliveries-empty">
          {t('webhooks.noDeliveries')}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm" data-testid="delivery-log">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('webhooks.event')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('webhooks.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('webhooks.statusCode')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('webhooks.time')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('webhooks.attempts')}</Table.ColumnHeader>
                <Table.ColumnHeader srOnly>{t('tokens.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {log.data.deliveries.map((delivery) => (
                <Table.Row key={delivery.id} data-testid="delivery">
                  <Table.Cell>
                    <code>{delivery.event}</code>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge
                      colorPalette={STATUS_PALETTE[delivery.status]}
                      data-testid="delivery-status"
                    >
                      {t(`webhooks.statuses.${delivery.status}`)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell data-testid="delivery-code">
                    {delivery.response_status ?? '—'}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {formatDate(delivery.last_attempt_at ?? delivery.created_at)}
                  </Table.Cell>
                  <Table.Cell>{delivery.attempts}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={resending === delivery.id}
                      disabled={resending !== null}
                      onClick={() => void resend(delivery)}
                      data-testid="delivery-resend"
                    >
                      {t('webhooks.resend')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  );
}
