/** /about: brand story, mission and vision, team, roadmap (docs/product-rules.md#public-pages). */
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_CREDITS } from '../../../../common/credits';
import { PATHS, SIGN_UP_SEARCH } from '../../../../common/routes';
import { KEEP_SCROLL } from '../../../components/page/ScrollRestoration';
import { CallToAction } from '../shared/CallToAction';
import { AboutRoadmap } from './AboutRoadmap';
import { AboutStory } from './AboutStory';
import { AboutTeam } from './AboutTeam';

export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <Box
        as="header"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.900"
        gradientTo="brand.700"
        py={{ base: 14, md: 20 }}
      >
        <Container maxW="4xl">
          <Stack gap="5" textAlign="center" align="center">
            <Text
              fontSize="sm"
              fontWeight="semibold"
              color="brand.100"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {t('about.hero.eyebrow')}
            </Text>
            <Heading
              as="h1"
              fontSize={{ base: '3xl', md: '5xl' }}
              lineHeight="1.15"
              letterSpacing="tight"
            >
              {t('about.hero.title')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">
              {t('about.hero.lead')}
            </Text>
          </Stack>
        </Container>
      </Box>
      <AboutStory />
      <AboutTeam />
      <AboutRoadmap />
      <CallToAction
        title={t('about.cta.title')}
        text={t('about.cta.text', { count: FREE_TRIAL_CREDITS })}
        primary={{ to: SIGN_UP_SEARCH, state: KEEP_SCROLL, label: t('about.cta.primary') }}
        secondary={{ to: PATHS.contact, label: t('about.cta.secondary') }}
      />
    </>
  );
}
