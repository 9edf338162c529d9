/**
 * The accepted payment methods in the footer (docs/product-rules.md#navigation): Visa, MasterCard,
 * PayPal.
 */
import { HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const BADGE = { width: 52, height: 32, rx: 5 } as const;

function VisaLogo() {
  return (
    <svg viewBox="0 0 52 32" width={BADGE.width} height={BADGE.height} role="img" aria-label="Visa">
      <rect width="52" height="32" rx={BADGE.rx} fill="#fff" />
      <text x="26" y="21.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="900" fontStyle="italic" fontSize="14" fill="#1a1f71">
        VISA
      </text>
    </svg>
  );
}

function MastercardLogo() {
  return (
    <svg viewBox="0 0 52 32" width={BADGE.width} height={BADGE.height} role="img" aria-label="MasterCard">
      <rect width="52" height="32" rx={BADGE.rx} fill="#fff" />
      <circle cx="21" cy="16" r="9" fill="#eb001b" />
      <circle cx="31" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

function PaypalLogo() {
  return (
    <svg viewBox="0 0 52 32" width={BADGE.width} height={BADGE.height} role="img" aria-label="PayPal">
      <rect width="52" height="32" rx={BADGE.rx} fill="#fff" />
      <text x="26" y="20.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontStyle="italic" fontSize="11">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </svg>
  );
}

export function PaymentLogos() {
  const { t } = useTranslation();
  return (
    <HStack gap="2" aria-label={t('footer.paymentMethods')} role="group">
      <VisaLogo />
      <MastercardLogo />
      <PaypalLogo />
    </HStack>
  );
}
