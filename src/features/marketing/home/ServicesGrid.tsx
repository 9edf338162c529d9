/** The five services, each linking to its landing page with its credit cost. */
import {
  Badge,
  Container,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GENERATION_CREDIT_COST } from '../../../../common/credits';
import { PATHS, SERVICE_SLUGS } from '../../../../common/routes';
import { SERVICE_ICONS } from '../shared/service-icons';
import { SectionHeading } from '../shared/SectionHeading';

export function ServicesGrid({ tourTarget }: { tourTarget?: string }) {
  const { t } = useTranslation(['marketing', 'common']);
  return (
    <Container
      as="section"
      id="services"
      aria-labelledby="services-title"
      maxW="6xl"
      py={{ base: 14, md: 20 }}
    >
      <div data-tour={tourTarget}>
        <SectionHeading
          id="services-title"
          title={t('home.services.title')}
          lead={t('home.services.lead')}
        />
      </div>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {SERVICE_SLUGS.map((slug) => {
          const Icon = SERVICE_ICONS[slug];
          return (
            <LinkBox
              key={slug}
              as="article"
              p="6"
              borderWidth="1px"
              borderRadius="2xl"
              bg="white"
              transition="all 150ms"
              _hover={{ boxShadow: 'lg', borderColor: 'brand.200' }}
            >
              <Icon
                boxSize="10"
                p="2"
                mb="4"
                borderRadius="lg"
                bg="brand.subtle"
                color="brand.fg"
              />
              <Heading as="h3" size="md" mb="2">
                <LinkOverlay asChild>
                  <RouterLink to={PATHS.service(slug)}>
                    {t(`common:services.${slug}.name`)}
                  </RouterLink>
                </LinkOverlay>
              </Heading>
              <Text color="fg.muted" fontSize="sm" mb="4">
                {t(`common:services.${slug}.summary`)}
              </Text>
              <Badge colorPalette="brand" variant="subtle">
                {t('cost.perResult', { count: GENERATION_CREDIT_COST[slug] })}
              </Badge>
            </LinkBox>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
