/** A service page's top: breadcrumbs, the headline, what it costs and the way into the studio. */
import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GENERATION_CREDIT_COST } from '../../../../common/credits';
import type { ServiceSlug } from '../../../../common/routes';
import { ArrowRightIcon } from '../../../components/icons';
import { SERVICE_ICONS } from '../shared/service-icons';
import { ServiceBreadcrumbs } from './ServiceBreadcrumbs';
import { SERVICE_STUDIO_PATHS } from './service-studios';

export function ServiceHeader({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation(['service-pages', 'marketing']);
  const Icon = SERVICE_ICONS[slug];
  return (
    <Box
      as="header"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      pt={{ base: 8, md: 10 }}
      pb={{ base: 12, md: 16 }}
    >
      <Container maxW="6xl">
        <Stack gap="6">
          <ServiceBreadcrumbs slug={slug} />
          <HStack gap="3" color="brand.100" fontSize="sm" fontWeight="semibold">
            <Icon boxSize="5" />
            <Text>{t(`services.${slug}.eyebrow`)}</Text>
          </HStack>
          <Heading
            as="h1"
            fontSize={{ base: '3xl', md: '5xl' }}
            lineHeight="1.15"
            letterSpacing="tight"
            maxW="4xl"
          >
            {t(`services.${slug}.title`)}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="3xl">
            {t(`services.${slug}.lead`)}
          </Text>
          <HStack gap="4" flexWrap="wrap">
            <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              <RouterLink to={SERVICE_STUDIO_PATHS[slug]}>
                {t('service.openStudio')} <ArrowRightIcon />
              </RouterLink>
            </Button>
            <Badge size="lg" bg="whiteAlpha.200" color="white" px="3" py="1.5">
              {t('marketing:cost.perResult', { count: GENERATION_CREDIT_COST[slug] })}
            </Badge>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
