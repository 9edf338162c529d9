/**
 * "Your clip": the photo and the clip's settings so far, in the shared side panel
 * (src/components/studio/StudioRail.tsx), with its price; on the result, "Animate this photo
 * again" goes back to the settings with the same photo.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RailCaption, RailPhoto } from '../../components/studio/RailSlot';
import { StudioRail } from '../../components/studio/StudioRail';
import { EMPTY_VIDEO } from './video-choice';
import { isBusy, VIDEO_STEPS, type VideoState } from './video-machine';
import type { VideoPage } from './video-parts';
import { ClipSettings } from './VideoSummary';
import { VIDEO_TOUR_TARGETS } from './video.tour';

const chosenAnything = (state: VideoState) =>
  (Object.keys(EMPTY_VIDEO) as (keyof typeof EMPTY_VIDEO)[]).some(
    (key) => key !== 'model' && state[key] !== EMPTY_VIDEO[key],
  );

export function VideoRail({ page }: { page: VideoPage }) {
  const { t } = useTranslation('image-to-video');
  const { state, dispatch } = page;
  return (
    <StudioRail
      page={page}
      firstStep={VIDEO_STEPS[0]}
      testId="video-rail"
      canStartOver={chosenAnything(state)}
      tourTarget={VIDEO_TOUR_TARGETS.generate}
      resultAction={
        <Button
          variant="outline"
          disabled={isBusy(state.run)}
          onClick={() => dispatch({ type: 'goTo', step: 'configure' })}
          data-testid="video-again"
        >
          {t('actions.again')}
        </Button>
      }
    >
      <Stack gap="3">
        <RailCaption>{t('rail.photo')}</RailCaption>
        <RailPhoto
          photo={state.photo}
          emptyText={t('rail.choosePhoto')}
          aspectRatio={4 / 3}
          fit="cover"
        />
        <ClipSettings choice={state} />
      </Stack>
    </StudioRail>
  );
}
