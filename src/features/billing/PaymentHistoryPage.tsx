/**
 * /payment-history in the studio: every payment of the user (date, description, amount in VND,
 * status, credits, method), newest first; a completed one's receipt went out by e-mail.
 */
import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '../../../common/contracts/payments';
import { PATHS } from '../../../common/routes';
import { SectionError } from '../../components/SectionError';
import { useApiResource } from '../../lib/api/use-api-resource';
import { billingApi } from './billing.api';
import { formatDay, formatVnd } from '../../lib/billing/money';
import { paymentDescription } from '../../lib/billing/payment-description';

const STATUS_PALETTE = { completed: 'green', pending: 'yellow', failed: 'red' } as const;

function PaymentRow({ payment }: { payment: PaymentView }) {
  const { t, i18n } = useTranslation('billing');
  const credits =
    payment.credits === null
      ? t('history.unlimited')
      : payment.kind === 'plan'
        ? t('history.perMonth', { count: payment.credits })
        : String(payment.credits);
  return (
    <Table.Row data-testid="payment-row" data-status={payment.status}>
      <Table.Cell>{formatDay(payment.created_at, i18n.language)}</Table.Cell>
      <Table.Cell>
        {paymentDescription(t, payment)}
        {payment.status === 'completed' && (
          <Text fontSize="xs" color="fg.muted">
            {t('history.receipt')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {formatVnd(payment.amount_vnd, i18n.language)}
        {payment.gateway_amount && (
          <Text fontSize="xs" color="fg.muted">
            {payment.gateway_amount}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_PALETTE[payment.status]} variant="subtle">
          {t(`history.statuses.${payment.status}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">{credits}</Table.Cell>
      <Table.Cell>{t(`checkout.methods.${payment.method}`)}</Table.Cell>
    </Table.Row>
  );
}

export default function PaymentHistoryPage() {
  const { t } = useTranslation('billing');
  const payments = useApiResource('payments', (signal) => billingApi.payments(signal));
  return (
    <Container maxW="6xl" py={{ base: 4, md: 6 }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('history.title')}
        </Heading>
        <Text color="fg.muted">{t('history.lead')}</Text>
      </Stack>
      {payments.status === 'loading' && <Skeleton height="48" borderRadius="xl" />}
      {payments.status === 'error' && (
        <SectionError
          message={t('history.loadFailed')}
          retryLabel={t('history.retry')}
          onRetry={payments.retry}
        />
      )}
      {payments.status === 'ready' &&
        (payments.data.payments.length === 0 ? (
          <Stack gap="3" align="start" data-testid="payments-empty">
            <Text>{t('history.empty')}</Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={PATHS.studioPricing}>{t('history.seePlans')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Box bg="white" borderWidth="1px" borderRadius="xl" overflowX="auto">
            <Table.Root size="sm" data-testid="payments-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('history.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.description')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('history.amount')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('history.credits')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.method')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {payments.data.payments.map((payment) => (
                  <PaymentRow key={payment.id} payment={payment} />
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ))}
    </Container>
  );
}
