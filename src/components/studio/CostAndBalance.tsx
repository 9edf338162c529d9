/** What a generation of this studio costs and what the user has, before they generate. */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { STUDIOS } from '../../../common/studios/studios';
import type { CreditCheck } from '../../lib/generation/credit-check';
import { useStudio } from './studio-context';
import { useStudioText } from './use-studio-text';

export function CostAndBalance({ credits }: { credits: CreditCheck | null }) {
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
    </Stack>
  );
}
