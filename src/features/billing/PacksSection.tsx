/** The credit packs (top-ups), each linked to its checkout. */
import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PackView } from '../../../common/contracts/payments';
import { PATHS } from '../../../common/routes';
import { formatVnd } from '../../lib/billing/money';

/** The anchor the insufficient-credits panel and the dashboard link to. */
export const PACKS_ANCHOR = 'packs';

export function PacksSection({ packs }: { packs: PackView[] }) {
  const { t, i18n } = useTranslation('billing');
  return (
    <Stack as="section" id={PACKS_ANCHOR} aria-labelledby="packs-title" gap="4">
      <Stack gap="1">
        <Heading id="packs-title" as="h2" size="lg">
          {t('packs.title')}
        </Heading>
        <Text color="fg.muted">{t('packs.lead')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {packs.map((pack) => (
          <Stack
            key={pack.id}
            gap="2"
            p="5"
            bg="white"
            borderWidth="1px"
            borderRadius="2xl"
            data-testid={`pack-${pack.id}`}
          >
            <Heading as="h3" size="md">
              {t('packs.credits', { count: pack.credits })}
            </Heading>
            <Text fontSize="xl" fontWeight="bold">
              {formatVnd(pack.price_vnd, i18n.language)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('packs.perCredit', {
                price: formatVnd(Math.round(pack.price_vnd / pack.credits), i18n.language),
              })}
            </Text>
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to={`${PATHS.checkout}?pack=${pack.id}`}>
                {t('packs.buy', { count: pack.credits })}
              </RouterLink>
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
