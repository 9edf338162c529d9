/**
 * Said on the pricing and checkout pages when the server takes no payment method (no gateway
 * is set up: production's default, docs/payments.md#which-gateways-are-on), instead of a "Pay"
 * button that could only fail.
 */
import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../common/routes';

const PRICING_CONTACT = `${PATHS.contact}?topic=service_pricing`;

export function PaymentsNotSetUp() {
  const { t } = useTranslation('billing');
  return (
    <Alert.Root status="info" borderRadius="lg" data-testid="payments-not-set-up">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('paymentsOff.title')}</Alert.Title>
        <Alert.Description>
          {t('paymentsOff.body')}{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={PRICING_CONTACT}>{t('paymentsOff.contact')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
