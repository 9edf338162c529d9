/**
 * Quick access to the five studios (docs/product-rules.md#dashboard). Guests see each card say
 * 'Authentication Required' / 'Please login to access this feature.' and sign in from it.
 */
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GENERATION_CREDIT_COST } from '../../../common/credits';
import { type ServiceSlug, STUDIOS, STUDIOS_IN_ORDER } from '../../../common/studios/studios';
import { SERVICE_ICONS } from '../../components/generation/generation-labels';
import { ArrowRightIcon, ShieldIcon } from '../../components/icons';

/** The studio sidebar's order, from the registry. */
const STUDIO_ORDER: ServiceSlug[] = STUDIOS_IN_ORDER.map((studio) => studio.service);

interface QuickAccessProps {
  signedIn: boolean;
  onSignIn: (returnTo: string) => void;
}

function FeatureCard({ slug, signedIn, onSignIn }: QuickAccessProps & { slug: ServiceSlug }) {
  const { t } = useTranslation('dashboard');
  const Icon = SERVICE_ICONS[slug];
  const path = STUDIOS[slug].path;
  return (
    <Stack
      gap="3"
      p="4"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      shadow="xs"
      transition="all 150ms"
      _hover={{ shadow: 'md', borderColor: 'brand.emphasized' }}
      data-testid={`feature-card-${slug}`}
    >
      <HStack justify="space-between" align="start">
        <Stack
          align="center"
          justify="center"
          boxSize="10"
          borderRadius="lg"
          bg="brand.subtle"
          color="brand.solid"
        >
          <Icon boxSize="5" />
        </Stack>
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
          {t('quick.cost', { count: GENERATION_CREDIT_COST[slug] })}
        </Text>
      </HStack>
      <Stack gap="1" flex="1">
        <Text fontWeight="semibold">{t(`common:services.${slug}.name`)}</Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {t(`common:services.${slug}.summary`)}
        </Text>
      </Stack>
      {signedIn ? (
        <Button
          asChild
          size="sm"
          variant="subtle"
          colorPalette="brand"
          justifyContent="space-between"
        >
          <RouterLink to={path}>
            {t('quick.open')} <ArrowRightIcon />
          </RouterLink>
        </Button>
      ) : (
        <Stack gap="2" p="3" bg="gray.50" borderRadius="lg" data-testid="feature-auth-required">
          <HStack gap="1.5">
            <ShieldIcon color="brand.solid" />
            <Text fontSize="sm" fontWeight="semibold">
              {t('common:auth.required.title')}
            </Text>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t('common:auth.required.message')}
          </Text>
          <Button size="xs" colorPalette="brand" onClick={() => onSignIn(path)}>
            {t('quick.signIn')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function QuickAccess(props: QuickAccessProps) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3">
      {STUDIO_ORDER.map((slug) => (
        <FeatureCard key={slug} slug={slug} {...props} />
      ))}
    </SimpleGrid>
  );
}
