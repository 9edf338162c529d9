/**
 * The first screen: what the studio is, the two main actions, the tour, and the slides. Only
 * CSS gradients and inline SVG: nothing to download before it paints on a phone.
 */
import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_CREDITS } from '../../../../common/credits';
import { PATHS, SIGN_UP_SEARCH } from '../../../../common/routes';
import { KEEP_SCROLL } from '../../../components/page/ScrollRestoration';
import { CompassIcon, SparklesIcon } from '../../../components/icons';
import { HeroCarousel } from './HeroCarousel';
import { HOME_TOUR_TARGETS } from './home.tour';

export function Hero({ onStartTour }: { onStartTour(): void }) {
  const { t } = useTranslation('marketing');
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      color="white"
      pt="calc(64px + 3.5rem)"
      pb={{ base: 14, md: 20 }}
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientVia="brand.700"
      gradientTo="accent.600"
    >
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 10, lg: 14 }} alignItems="center">
          <Stack gap="6">
            <HStack gap="2" fontSize="sm" fontWeight="semibold" color="brand.100">
              <SparklesIcon /> {t('home.hero.eyebrow')}
            </HStack>
            <Heading
              id="hero-title"
              as="h1"
              fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }}
              lineHeight="1.1"
              letterSpacing="tight"
            >
              {t('home.hero.title')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
              {t('home.hero.lead')}
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
                <RouterLink to={SIGN_UP_SEARCH} state={KEEP_SCROLL}>
                  {t('home.hero.primary', { count: FREE_TRIAL_CREDITS })}
                </RouterLink>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to={PATHS.pricing}>{t('home.hero.secondary')}</RouterLink>
              </Button>
            </HStack>
            <Button
              alignSelf="start"
              variant="plain"
              color="white"
              px="0"
              textDecoration="underline"
              textUnderlineOffset="4px"
              onClick={onStartTour}
              data-testid="start-tour"
            >
              <CompassIcon /> {t('home.hero.tour')}
            </Button>
          </Stack>
          <HeroCarousel tourTarget={HOME_TOUR_TARGETS.slides} />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
