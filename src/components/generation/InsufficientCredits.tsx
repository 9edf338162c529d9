/**
 * The insufficient-credit message (docs/product-rules.md#credits-check): balance, cost, shortage,
 * alternatives, and a way to buy.
 */
import { Alert, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CREDIT_PACK_LIST } from '../../../common/plans';
import { PATHS } from '../../../common/routes';
import type { CreditCheck } from '../../lib/generation/credit-check';

/** The smallest pack that covers the shortage (the largest when none does), at checkout. */
function packCheckoutFor(shortage: number): string {
  const pack =
    CREDIT_PACK_LIST.find((candidate) => candidate.credits >= shortage) ?? CREDIT_PACK_LIST.at(-1)!;
  return `${PATHS.checkout}?pack=${pack.id}`;
}

export function InsufficientCredits({
  check,
  titled = true,
}: {
  check: Extract<CreditCheck, { ok: false }>;
  /** False inside a dialog whose title already says it. */
  titled?: boolean;
}) {
  const { t } = useTranslation('generation');
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="insufficient-credits">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        {titled && <Alert.Title>{t('credits.insufficientTitle')}</Alert.Title>}
        <Alert.Description>
          <Stack gap="2">
            <Text>
              {t('credits.insufficient', {
                balance: check.balance,
                cost: check.cost,
                shortage: check.shortage,
              })}
            </Text>
            {check.alternatives.length > 0 ? (
              <Stack gap="1">
                <Text>{t('credits.alternatives')}</Text>
                <List.Root ps="5">
                  {check.alternatives.map((alternative) => (
                    <List.Item key={alternative.service}>
                      {t('credits.alternativeItem', {
                        service: t(`common:services.${alternative.service}.name`),
                        cost: t('meta.credits', { count: alternative.cost }),
                      })}
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            ) : (
              <Text>{t('credits.noAlternatives')}</Text>
            )}
          </Stack>
        </Alert.Description>
        <HStack gap="2" flexWrap="wrap">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={packCheckoutFor(check.shortage)}>{t('credits.buyCredits')}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={PATHS.studioPricing}>{t('credits.upgrade')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
