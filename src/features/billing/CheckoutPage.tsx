/**
 * /checkout (sign-in required): what is bought, its price with the VAT stated, the payment
 * method, the terms to accept, then the gateway's page. The server prices the order again; the
 * page only shows it.
 */
import { useState } from 'react';
import { Box, Button, Container, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, PlansResponse } from '../../../common/contracts/payments';
import { PATHS } from '../../../common/routes';
import { SectionError } from '../../components/SectionError';
import { apiErrorText } from '../../lib/api/error-text';
import { useApiResource } from '../../lib/api/use-api-resource';
import { billingApi } from './billing.api';
import { type CheckoutItem, checkoutItemOf, vatIncluded } from './checkout-item';
import { formatVnd } from '../../lib/billing/money';
import { PaymentsNotSetUp } from './PaymentsNotSetUp';

function ItemSummary({ item, plans }: { item: CheckoutItem; plans: PlansResponse }) {
  const { t, i18n } = useTranslation('billing');
  const line =
    item.kind === 'pack'
      ? t('checkout.packLine', { count: item.credits })
      : t('checkout.planLine', {
          plan: t(`plans.${item.planId}.name`),
          period: t(item.period === 'annual' ? 'checkout.periodAnnual' : 'checkout.periodMonthly'),
        });
  const credits =
    item.kind === 'pack'
      ? t('checkout.creditsPack', { count: item.credits })
      : item.credits === null
        ? t('checkout.creditsUnlimited', { count: item.fairUse ?? 0 })
        : t('checkout.creditsPlan', { count: item.credits });
  return (
    <Stack as="section" aria-labelledby="checkout-what" gap="2" data-testid="checkout-item">
      <Heading id="checkout-what" as="h2" size="md">
        {t('checkout.what')}
      </Heading>
      <Text fontWeight="semibold">{line}</Text>
      <Text color="fg.muted">{credits}</Text>
      <Text fontSize="2xl" fontWeight="bold" data-testid="checkout-price">
        {formatVnd(item.priceVnd, i18n.language)}
      </Text>
      <Text fontSize="sm" color="fg.muted" data-testid="checkout-vat">
        {t('checkout.vat', {
          percent: plans.vat_percent,
          vat: formatVnd(vatIncluded(item.priceVnd, plans.vat_percent), i18n.language),
        })}
      </Text>
    </Stack>
  );
}

function MethodChoice({
  plans,
  item,
  method,
  onChange,
}: {
  plans: PlansResponse;
  item: CheckoutItem;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation('billing');
  const rate = plans.paypal_vnd_per_usd;
  // Rounded up to the cent, as the server asks PayPal for it.
  const usd = rate ? `${(Math.ceil((item.priceVnd * 100) / rate) / 100).toFixed(2)} USD` : '';
  return (
    <Box as="fieldset" borderWidth="0" p="0" m="0">
      <Heading as="legend" size="md" mb="2">
        {t('checkout.method')}
      </Heading>
      <Stack gap="2">
        {plans.payment_methods.map((option) => (
          <Box
            as="label"
            key={option}
            display="flex"
            gap="3"
            p="3"
            borderWidth="1px"
            borderRadius="lg"
            cursor="pointer"
            borderColor={method === option ? 'brand.solid' : undefined}
          >
            <input
              type="radio"
              name="method"
              value={option}
              checked={method === option}
              onChange={() => onChange(option)}
            />
            <Stack gap="0">
              <Text fontWeight="medium">{t(`checkout.methods.${option}`)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`checkout.methodHints.${option}`, { usd, rate: rate?.toLocaleString() })}
              </Text>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function CheckoutForm({
  plans,
  item,
  renewal,
}: {
  plans: PlansResponse;
  item: CheckoutItem;
  /** Opened from a renewal reminder's link. */
  renewal: boolean;
}) {
  const { t, i18n } = useTranslation('billing');
  const [method, setMethod] = useState<PaymentMethod>(plans.payment_methods[0] ?? 'sandbox');
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!accepted) return setProblem(t('checkout.termsRequired'));
    setProblem(null);
    setSending(true);
    try {
      const what =
        item.kind === 'pack'
          ? { pack_id: item.packId }
          : { plan_id: item.planId, period: item.period };
      const started = await billingApi.checkout({ ...what, method, accept_terms: true });
      window.location.assign(started.redirect_url);
    } catch (error) {
      setSending(false);
      setProblem(apiErrorText(t, error, t('checkout.failed')));
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="checkout-form">
      <Stack gap="6">
        <ItemSummary item={item} plans={plans} />
        {renewal && item.kind === 'plan' && (
          <Text color="fg.muted" data-testid="checkout-renewal">
            {t('checkout.renewal')}
          </Text>
        )}
        <MethodChoice plans={plans} item={item} method={method} onChange={setMethod} />
        <Stack gap="1">
          <Box as="label" display="flex" gap="2" alignItems="start">
            <input
              type="checkbox"
              name="accept_terms"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              style={{ marginTop: '0.3em' }}
            />
            <Text>{t('checkout.terms')}</Text>
          </Box>
          <Link asChild color="brand.fg" fontSize="sm" ps="6">
            <RouterLink to={PATHS.terms}>{t('checkout.termsLink')}</RouterLink>
          </Link>
        </Stack>
        {problem && (
          <Text role="alert" color="red.700" data-testid="checkout-problem">
            {problem}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={sending}
          loadingText={t('checkout.paying')}
        >
          {t('checkout.pay', { amount: formatVnd(item.priceVnd, i18n.language) })}
        </Button>
      </Stack>
    </form>
  );
}

export default function CheckoutPage() {
  const { t } = useTranslation('billing');
  const [query] = useSearchParams();
  const plans = useApiResource('plans', (signal) => billingApi.plans(signal));
  const item = plans.status === 'ready' ? checkoutItemOf(query, plans.data) : null;
  return (
    <Container maxW="2xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="2xl" mb="6">
        {t('checkout.title')}
      </Heading>
      <Box bg="white" borderWidth="1px" borderRadius="2xl" p={{ base: 5, md: 8 }}>
        {plans.status === 'loading' && <Skeleton height="64" borderRadius="xl" />}
        {plans.status === 'error' && (
          <SectionError
            message={t('pricing.loadFailed')}
            retryLabel={t('pricing.retry')}
            onRetry={plans.retry}
          />
        )}
        {plans.status === 'ready' && plans.data.payment_methods.length === 0 && (
          <Stack gap="4">
            <PaymentsNotSetUp />
            <Button asChild variant="outline" alignSelf="start">
              <RouterLink to={PATHS.pricing}>{t('checkout.backToPricing')}</RouterLink>
            </Button>
          </Stack>
        )}
        {plans.status === 'ready' &&
          plans.data.payment_methods.length > 0 &&
          (item ? (
            <CheckoutForm plans={plans.data} item={item} renewal={query.get('renew') === '1'} />
          ) : (
            <Stack gap="3" role="alert">
              <Text>{t('checkout.unknownItem')}</Text>
              <Button asChild variant="outline" alignSelf="start">
                <RouterLink to={PATHS.pricing}>{t('checkout.backToPricing')}</RouterLink>
              </Button>
            </Stack>
          ))}
      </Box>
    </Container>
  );
}
