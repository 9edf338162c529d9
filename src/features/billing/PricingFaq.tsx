/** The pricing questions, the credit roll-over rule first (docs/payments.md#credits). */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['rollover', 'annual', 'vat', 'methods', 'renew', 'unlimited'] as const;

export function PricingFaq({
  vatPercent,
  discountPercent,
  fairUseCredits,
}: {
  vatPercent: number;
  discountPercent: number;
  fairUseCredits: number;
}) {
  const { t } = useTranslation('billing');
  const values = { percent: 0, count: fairUseCredits };
  const percentOf = { annual: discountPercent, vat: vatPercent } as Record<string, number>;
  return (
    <Stack as="section" aria-labelledby="faq-title" gap="4" data-testid="pricing-faq">
      <Heading id="faq-title" as="h2" size="lg">
        {t('faq.title')}
      </Heading>
      {QUESTIONS.map((key) => (
        <Stack key={key} gap="1" p="4" bg="white" borderWidth="1px" borderRadius="xl">
          <Heading as="h3" size="sm">
            {t(`faq.${key}Q`)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t(`faq.${key}A`, { ...values, percent: percentOf[key] ?? 0 })}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
