/**
 * /payment/success, /payment/cancel (= /payment/cancelled) and /payment/error. The gateway's
 * return picks the page; the payment's own state (polled) has the last word: success waits
 * 'confirming your payment…' until the notification has arrived, then shows what was bought and
 * the new balance; a payment that failed shows its reason in words.
 */
import { Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_FAILURE_REASONS,
  type PaymentFailureReason,
  type PaymentView,
} from '../../../common/contracts/payments';
import { PATHS } from '../../../common/routes';
import { formatDay } from '../../lib/billing/money';
import { paymentDescription } from '../../lib/billing/payment-description';
import { usePaymentStatus } from './use-payment-status';

export type ResultVariant = 'success' | 'cancelled' | 'error';

const reasonOf = (value: string | null): PaymentFailureReason =>
  (PAYMENT_FAILURE_REASONS as readonly string[]).includes(value ?? '')
    ? (value as PaymentFailureReason)
    : 'gateway_error';

function Actions({ failed }: { failed: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <HStack gap="3" flexWrap="wrap">
      {failed ? (
        <Button asChild colorPalette="brand">
          <RouterLink to={PATHS.studioPricing}>{t('result.tryAgain')}</RouterLink>
        </Button>
      ) : (
        <Button asChild colorPalette="brand">
          <RouterLink to={PATHS.dashboard}>{t('result.toStudio')}</RouterLink>
        </Button>
      )}
      <Button asChild variant="outline">
        <RouterLink to={PATHS.paymentHistory}>{t('result.toHistory')}</RouterLink>
      </Button>
    </HStack>
  );
}

function Completed({ payment }: { payment: PaymentView }) {
  const { t, i18n } = useTranslation('billing');
  return (
    <Stack gap="3" role="status" data-testid="payment-completed">
      <Heading as="h1" size="2xl">
        {t('result.successTitle')}
      </Heading>
      <Text>{t('result.successLead')}</Text>
      <Text>{t('result.bought', { item: paymentDescription(t, payment) })}</Text>
      <Text fontWeight="bold" data-testid="payment-balance">
        {t('result.balance', { count: payment.balance })}
      </Text>
      {payment.period_ends_at && (
        <Text>
          {t('result.planUntil', { date: formatDay(payment.period_ends_at, i18n.language) })}
        </Text>
      )}
      <Actions failed={false} />
    </Stack>
  );
}

function Failed({ reason, cancelled }: { reason: PaymentFailureReason; cancelled: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <Stack gap="3" role="alert" data-testid={cancelled ? 'payment-cancelled' : 'payment-error'}>
      <Heading as="h1" size="2xl">
        {t(cancelled ? 'result.cancelledTitle' : 'result.errorTitle')}
      </Heading>
      <Text>{cancelled ? t('result.cancelledLead') : t(`result.reasons.${reason}`)}</Text>
      {!cancelled && <Text color="fg.muted">{t('result.errorLead')}</Text>}
      <Actions failed />
    </Stack>
  );
}

function Confirming({ slow }: { slow: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <Stack gap="3" role="status" aria-live="polite" data-testid="payment-confirming">
      <HStack gap="3">
        <Spinner size="md" color="brand.solid" />
        <Heading as="h1" size="xl">
          {t('result.confirming')}
        </Heading>
      </HStack>
      <Text color="fg.muted">{slow ? t('result.stillWaiting') : t('result.confirmingLead')}</Text>
    </Stack>
  );
}

/** The page's heading and one line, when there is no payment to show (signed out, none found). */
function Notice({
  text,
  alert = false,
  testId,
}: {
  text: string;
  alert?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('billing');
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {t('result.title')}
      </Heading>
      <Text role={alert ? 'alert' : undefined} data-testid={testId}>
        {text}
      </Text>
    </Stack>
  );
}

export function PaymentResultPage({ variant }: { variant: ResultVariant }) {
  const { t } = useTranslation('billing');
  const [query] = useSearchParams();
  const paymentId = query.get('payment_id');
  const state = usePaymentStatus(variant === 'success' || paymentId ? paymentId : null);
  const returnedReason = variant === 'cancelled' ? 'cancelled' : reasonOf(query.get('reason'));

  let body;
  if (state.status === 'ready') {
    const { payment } = state;
    if (payment.status === 'completed') body = <Completed payment={payment} />;
    else if (payment.status === 'failed') {
      const reason = payment.failure_reason ?? returnedReason;
      body = <Failed reason={reason} cancelled={reason === 'cancelled'} />;
    } else if (variant === 'success') body = <Confirming slow={state.slow} />;
  } else if (state.status === 'loading' && variant === 'success') {
    body = <Confirming slow={false} />;
  } else if (state.status === 'signed-out' && variant === 'success') {
    body = <Notice text={t('result.signInToSee')} />;
  } else if (state.status === 'error' && variant === 'success') {
    body = <Notice text={t('result.loadFailed')} alert testId="payment-load-failed" />;
  }
  body ??= <Failed reason={returnedReason} cancelled={variant === 'cancelled'} />;
  return (
    <Container maxW="2xl" py={{ base: 10, md: 16 }}>
      {body}
    </Container>
  );
}

export function PaymentSuccessPage() {
  return <PaymentResultPage variant="success" />;
}
export function PaymentCancelledPage() {
  return <PaymentResultPage variant="cancelled" />;
}
export function PaymentErrorPage() {
  return <PaymentResultPage variant="error" />;
}
