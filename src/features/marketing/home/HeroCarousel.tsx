/**
 * The hero's slides (WAI-ARIA carousel): a pause/play button first, then previous, the dots
 * and next. Every slide sits in the same grid cell, so the box keeps the tallest slide's
 * height and never shifts the page when slides change.
 */
import { useEffect, useReducer, type FocusEvent } from 'react';
import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import {
  ArrowRightIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
} from '../../../components/icons';
import { prefersReducedMotion } from '../../../lib/motion/use-reduced-motion';
import {
  carouselReducer,
  initialCarouselState,
  isRotating,
  SLIDE_INTERVAL_MS,
} from './carousel-state';
import { HERO_SLIDES } from './hero-slides';

const SLIDES_ID = 'hero-slides';
const controlStyle = {
  variant: 'ghost',
  size: 'sm',
  color: 'white',
  _hover: { bg: 'whiteAlpha.300' },
} as const;

export function HeroCarousel({ tourTarget }: { tourTarget?: string }) {
  const { t } = useTranslation(['marketing', 'common']);
  const [state, dispatch] = useReducer(carouselReducer, HERO_SLIDES.length, (count) =>
    initialCarouselState(count, prefersReducedMotion()),
  );
  const rotating = isRotating(state);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: 'next' }), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focus', on: false });
  };

  return (
    <Box
      as="section"
      aria-roledescription={t('home.slides.roleDescription')}
      aria-label={t('home.slides.label')}
      data-tour={tourTarget}
      data-testid="hero-carousel"
      onMouseEnter={() => dispatch({ type: 'hover', on: true })}
      onMouseLeave={() => dispatch({ type: 'hover', on: false })}
      onFocus={() => dispatch({ type: 'focus', on: true })}
      onBlur={onBlur}
      display="flex"
      flexDirection="column"
      gap="3"
    >
      <HStack order={2} justify="center" gap="1">
        <IconButton
          {...controlStyle}
          aria-label={state.stopped ? t('home.slides.play') : t('home.slides.pause')}
          onClick={() => dispatch({ type: 'toggleRotation' })}
          data-testid="carousel-rotation"
        >
          {state.stopped ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
        <IconButton
          {...controlStyle}
          aria-label={t('home.slides.previous')}
          aria-controls={SLIDES_ID}
          onClick={() => dispatch({ type: 'previous' })}
        >
          <ChevronLeftIcon />
        </IconButton>
        {HERO_SLIDES.map((slide, index) => (
          <IconButton
            key={slide.id}
            {...controlStyle}
            minW="6"
            aria-label={t('home.slides.goTo', { number: index + 1 })}
            aria-current={index === state.index ? 'true' : undefined}
            aria-controls={SLIDES_ID}
            onClick={() => dispatch({ type: 'goTo', index })}
          >
            <Box
              as="span"
              boxSize="2.5"
              borderRadius="full"
              bg={index === state.index ? 'white' : 'whiteAlpha.500'}
            />
          </IconButton>
        ))}
        <IconButton
          {...controlStyle}
          aria-label={t('home.slides.next')}
          aria-controls={SLIDES_ID}
          onClick={() => dispatch({ type: 'next' })}
        >
          <ChevronRightIcon />
        </IconButton>
      </HStack>
      <Box id={SLIDES_ID} order={1} display="grid" aria-live={rotating ? 'off' : 'polite'}>
        {HERO_SLIDES.map(({ id, service, Art, colors }, index) => {
          const current = index === state.index;
          return (
            <Stack
              key={id}
              role="group"
              aria-roledescription={t('home.slides.slideRoleDescription')}
              aria-label={t('home.slides.position', {
                number: index + 1,
                total: HERO_SLIDES.length,
              })}
              aria-hidden={!current}
              inert={!current}
              gridArea="1 / 1"
              visibility={current ? 'visible' : 'hidden'}
              opacity={current ? 1 : 0}
              transition="opacity 400ms ease"
              _motionReduce={{ transition: 'none' }}
              borderRadius="2xl"
              p={{ base: 5, md: 6 }}
              gap="3"
              color="white"
              bgGradient="to-br"
              gradientFrom={colors[0]}
              gradientTo={colors[1]}
              boxShadow="xl"
              data-testid="hero-slide"
              data-current={current}
            >
              <Box h={{ base: '24', md: '32' }} color="white">
                <Art />
              </Box>
              <Text
                fontSize="xs"
                fontWeight="bold"
                textTransform="uppercase"
                letterSpacing="wider"
                color="whiteAlpha.800"
              >
                {t(`common:services.${service}.name`)}
              </Text>
              <Text
                as="h2"
                fontSize={{ base: 'xl', md: '2xl' }}
                fontWeight="bold"
                lineHeight="short"
              >
                {t(`home.slides.${id}.title`)}
              </Text>
              <Text color="whiteAlpha.900">{t(`home.slides.${id}.text`)}</Text>
              <Button
                asChild
                alignSelf="start"
                size="sm"
                variant="subtle"
                bg="whiteAlpha.300"
                color="white"
                _hover={{ bg: 'whiteAlpha.400' }}
              >
                <RouterLink to={PATHS.service(service)}>
                  {t('home.slides.learnMore', { service: t(`common:services.${service}.name`) })}{' '}
                  <ArrowRightIcon />
                </RouterLink>
              </Button>
            </Stack>
          );
        })}
      </Box>
    </Box>
  );
}
