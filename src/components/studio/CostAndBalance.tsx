/**
 * What a generation of this studio costs and what the user has, before they generate; when the
 * balance could not be read, a note says so (the server checks it again on Generate).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { STUDIOS } from '../../../common/studios/studios';
import type { CreditCheck } from '../../lib/generation/credit-check';
import { useStudio } from './studio-context';
import { useStudioText } from './use-studio-text';

interface CostAndBalanceProps {
  credits: CreditCheck | null;
  /** The last read of the balance failed: the balance shown, if any, may be out of date. */
  balanceUnavailable: boolean;
}

export function CostAndBalance({ credits, balanceUnavailable }: CostAndBalanceProps) {
  const t = useStudioText();
  const { service } = useStudio();
  const cost = t('generation:meta.credits', { count: STUDIOS[service].cost });
  return (
    <Stack gap="1" fontSize="sm">
      <HStack justify="space-between">
        <Text color="fg.muted">{t('rail.cost')}</Text>
        <Text fontWeight="semibold" data-testid="rail-cost">
          {t('rail.costValue', { cost })}
        </Text>
      </HStack>
      {credits && (
        <HStack justify="space-between">
          <Text color="fg.muted">{t('rail.balance')}</Text>
          <Text
            fontWeight="semibold"
            color={credits.ok ? undefined : 'red.600'}
            data-testid="rail-balance"
          >
            {t('generation:meta.credits', { count: credits.balance })}
          </Text>
        </HStack>
      )}
      {balanceUnavailable && (
        <Text color="orange.700" data-testid="rail-balance-unavailable">
          {t('generation:credits.unknownBalance')}
        </Text>
      )}
    </Stack>
  );
}
