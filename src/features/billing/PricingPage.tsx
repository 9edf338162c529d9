/**
 * The plans with the monthly/annual toggle, the credit packs and the questions: /pricing in the
 * public layout and /studio-pricing in the studio's (`inStudio`). Signed in, each plan says
 * whether it is the user's, an upgrade or a downgrade (the server labels them).
 */
import { useState } from 'react';
import { Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PlansResponse } from '../../../common/contracts/payments';
import type { BillingPeriod } from '../../../common/plans';
import { SectionError } from '../../components/SectionError';
import { useApiResource } from '../../lib/api/use-api-resource';
import { billingApi } from './billing.api';
import { formatDay } from '../../lib/billing/money';
import { PacksSection } from './PacksSection';
import { PaymentsNotSetUp } from './PaymentsNotSetUp';
import { PeriodToggle } from './PeriodToggle';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';

function CurrentPlan({ plans }: { plans: PlansResponse }) {
  const { t, i18n } = useTranslation('billing');
  const current = plans.current_plan;
  if (!current) return null;
  const plan = t(`plans.${current.id}.name`);
  return (
    <Text data-testid="current-plan" color="fg.muted">
      {current.ends_at
        ? t('pricing.yourPlanUntil', { plan, date: formatDay(current.ends_at, i18n.language) })
        : t('pricing.yourPlan', { plan })}
      {' · '}
      {t('pricing.balance', { count: current.balance })}
    </Text>
  );
}

function PricingBody({ plans }: { plans: PlansResponse }) {
  const { t } = useTranslation('billing');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  if (plans.plans.length === 0) return <Text>{t('pricing.empty')}</Text>;
  return (
    <Stack gap="12">
      <Stack gap="5">
        {plans.payment_methods.length === 0 && <PaymentsNotSetUp />}
        <CurrentPlan plans={plans} />
        <PeriodToggle
          period={period}
          discountPercent={plans.annual_discount_percent}
          onChange={setPeriod}
        />
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" data-testid="plans">
          {plans.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} period={period} />
          ))}
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          {t('pricing.vatIncluded', { percent: plans.vat_percent })}
        </Text>
      </Stack>
      <PacksSection packs={plans.packs} />
      <PricingFaq
        vatPercent={plans.vat_percent}
        discountPercent={plans.annual_discount_percent}
        fairUseCredits={plans.plans.find((plan) => plan.fair_use_credits)?.fair_use_credits ?? 0}
      />
    </Stack>
  );
}

export function PricingPage({ inStudio = false }: { inStudio?: boolean }) {
  const { t } = useTranslation('billing');
  const plans = useApiResource('plans', (signal) => billingApi.plans(signal));
  return (
    <Container maxW="7xl" py={inStudio ? { base: 4, md: 6 } : { base: 8, md: 14 }}>
      <Stack gap="3" mb="8" textAlign={inStudio ? 'start' : 'center'}>
        <Heading as="h1" fontSize={inStudio ? '2xl' : { base: '3xl', md: '5xl' }}>
          {t('pricing.title')}
        </Heading>
        <Text color="fg.muted">{t('pricing.lead')}</Text>
      </Stack>
      {plans.status === 'loading' && <Skeleton height="96" borderRadius="2xl" />}
      {plans.status === 'error' && (
        <SectionError
          message={t('pricing.loadFailed')}
          retryLabel={t('pricing.retry')}
          onRetry={plans.retry}
        />
      )}
      {plans.status === 'ready' && <PricingBody plans={plans.data} />}
    </Container>
  );
}

export default function PublicPricingPage() {
  return <PricingPage />;
}

export function StudioPricingPage() {
  return <PricingPage inStudio />;
}
