/**
 * One plan on the pricing pages: its price for the chosen period, its label against the user's
 * plan (current, upgrade, downgrade), what it offers, and where choosing it leads (the checkout;
 * enterprise to the contact form with its topic set; the free trial nowhere: it is given once).
 */
import { Badge, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlanView } from '../../../common/contracts/payments';
import type { BillingPeriod } from '../../../common/plans';
import { PATHS } from '../../../common/routes';
import { formatVnd } from '../../lib/billing/money';
import { featureText } from './plan-features';

const ENTERPRISE_CONTACT = `${PATHS.contact}?topic=service_pricing`;

function checkoutLink(plan: PlanView, period: BillingPeriod) {
  return `${PATHS.checkout}?${new URLSearchParams({ plan: plan.id, period })}`;
}

export function PlanCard({ plan, period }: { plan: PlanView; period: BillingPeriod }) {
  const { t, i18n } = useTranslation('billing');
  const name = t(`plans.${plan.id}.name`);
  const action =
    plan.relation && plan.relation !== 'current'
      ? t(`pricing.label.${plan.relation}`)
      : t('pricing.choose', { plan: name });
  const perMonth = period === 'annual' ? plan.annual_monthly_price_vnd : plan.monthly_price_vnd;
  const price =
    perMonth === null
      ? t('pricing.custom')
      : perMonth === 0
        ? t('pricing.free')
        : formatVnd(perMonth, i18n.language);
  return (
    <Stack
      as="article"
      aria-labelledby={`plan-${plan.id}`}
      gap="4"
      p="5"
      bg="white"
      borderWidth={plan.current ? '2px' : '1px'}
      borderColor={plan.current ? 'brand.solid' : undefined}
      borderRadius="2xl"
      data-testid={`plan-${plan.id}`}
      data-current={plan.current || undefined}
    >
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="2">
          <Heading id={`plan-${plan.id}`} as="h3" size="md">
            {name}
          </Heading>
          {plan.relation && plan.id !== 'free_trial' && plan.id !== 'enterprise' && (
            <Badge
              colorPalette={plan.relation === 'current' ? 'brand' : 'gray'}
              variant={plan.relation === 'current' ? 'solid' : 'subtle'}
              data-testid="plan-label"
            >
              {t(`pricing.label.${plan.relation}`)}
            </Badge>
          )}
          {plan.relation === 'current' && plan.id === 'free_trial' && (
            <Badge colorPalette="brand" variant="solid" data-testid="plan-label">
              {t('pricing.label.current')}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t(`plans.${plan.id}.tagline`)}
        </Text>
      </Stack>
      <Stack gap="0">
        <Text fontSize="2xl" fontWeight="bold" data-testid="plan-price">
          {price}
          {perMonth ? (
            <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
              {t('pricing.perMonth')}
            </Text>
          ) : null}
        </Text>
        {perMonth ? (
          <Text fontSize="xs" color="fg.muted">
            {period === 'annual'
              ? t('pricing.billedAnnually', {
                  total: formatVnd(plan.annual_price_vnd ?? 0, i18n.language),
                })
              : t('pricing.billedMonthly')}
          </Text>
        ) : null}
      </Stack>
      <List.Root gap="1.5" ps="4" fontSize="sm" flex="1">
        {plan.features.map((feature) => (
          <List.Item key={feature}>{featureText(t, plan, feature)}</List.Item>
        ))}
      </List.Root>
      {plan.id === 'enterprise' ? (
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={ENTERPRISE_CONTACT}>{t('pricing.contact')}</RouterLink>
        </Button>
      ) : plan.inactive ? (
        <Text fontSize="sm" color="fg.muted">
          {t('pricing.trialGiven')}
        </Text>
      ) : (
        <Button asChild colorPalette="brand" variant={plan.current ? 'outline' : 'solid'}>
          {/* The visible words first, then the plan: every card's button says which plan. */}
          <RouterLink to={checkoutLink(plan, period)} aria-label={`${action}: ${name}`}>
            {action}
          </RouterLink>
        </Button>
      )}
    </Stack>
  );
}
