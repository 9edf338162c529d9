/**
 * "Your new look": the photo, the style and the colour chosen so far (the photo and the style
 * each a way back to its step), in the shared side panel (src/components/studio/StudioRail.tsx)
 * and, on the result, "Try another colour", which keeps the photo and the style.
 */
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RailCaption, RailPhoto, RailSlot } from '../../components/studio/RailSlot';
import { StudioRail } from '../../components/studio/StudioRail';
import { HAIR_STEPS, isBusy, type HairStep } from './hair-machine';
import type { HairPage } from './hair-parts';
import { ColourSummary, StyleSummary } from './HairReview';
import { HAIR_TOUR_TARGETS } from './hairstyle.tour';

export function HairRail({ page }: { page: HairPage }) {
  const { t } = useTranslation('hairstyle');
  const { state, dispatch } = page;
  const busy = isBusy(state.run);
  const go = (step: HairStep) => dispatch({ type: 'goTo', step });
  return (
    <StudioRail
      page={page}
      firstStep={HAIR_STEPS[0]}
      testId="hair-rail"
      canStartOver={Boolean(state.photo || state.hairstyle || state.prompt)}
      tourTarget={HAIR_TOUR_TARGETS.generate}
      resultAction={
        <Button
          variant="outline"
          onClick={() => dispatch({ type: 'anotherColour' })}
          data-testid="hair-another-colour"
        >
          {t('actions.anotherColour')}
        </Button>
      }
    >
      <Stack gap="4">
        <SimpleGrid columns={2} gap="3">
          <RailSlot
            step="photo"
            title={t('rail.photo')}
            disabled={busy}
            active={state.step === 'photo'}
            onOpen={() => go('photo')}
            tourTarget={HAIR_TOUR_TARGETS.photo}
          >
            <RailPhoto
              photo={state.photo}
              emptyText={t('rail.choosePhoto')}
              aspectRatio={3 / 4}
              fit="cover"
            />
          </RailSlot>
          <RailSlot
            step="style"
            title={t('rail.style')}
            disabled={busy || !state.photo}
            active={state.step === 'style'}
            onOpen={() => go('style')}
            tourTarget={HAIR_TOUR_TARGETS.style}
          >
            <StyleSummary choice={state} compact testId="rail-style" />
            {state.mode === 'template' && !state.hairstyle && (
              <Text fontSize="sm" color="fg.muted">
                {t(state.photo ? 'rail.chooseStyle' : 'rail.afterPhoto')}
              </Text>
            )}
            {state.mode === 'custom' && !state.prompt.trim() && (
              <Text fontSize="sm" color="fg.muted">
                {t('rail.describeStyle')}
              </Text>
            )}
          </RailSlot>
        </SimpleGrid>
        <Stack gap="1.5">
          <RailCaption>{t('rail.colour')}</RailCaption>
          <ColourSummary colour={state.colour} />
        </Stack>
      </Stack>
    </StudioRail>
  );
}
