/**
 * What both image-to-video pages (the wizard and the one-page form) show of the studio's own,
 * on its state and run: the photo picker, the clip's settings, the review, the result (the
 * shared result step plays the clip over its poster).
 */
import { useCallback } from 'react';
import { Box } from '@chakra-ui/react';
import type { PlanId } from '../../../common/plans';
import { ImagePicker } from '../../components/studio/ImagePicker';
import { useStudioPage, type StudioPage } from '../../components/studio/use-studio-page';
import type { VideoChoice } from './video-choice';
import {
  INITIAL_VIDEO,
  isBusy,
  videoReducer,
  type VideoAction,
  type VideoState,
} from './video-machine';
import { VIDEO_RUN } from './video-request';
import { VideoReview } from './VideoSummary';
import { VideoSettings } from './VideoSettings';
import { VIDEO_TOUR_TARGETS } from './video.tour';

export type VideoPage = StudioPage<VideoState, VideoAction>;

export function useVideoPage(initialBalance: number | null): VideoPage {
  return useStudioPage({
    spec: VIDEO_RUN,
    reducer: videoReducer,
    initial: INITIAL_VIDEO,
    initialBalance,
  });
}

export function useVideoParts({ state, dispatch }: VideoPage, planId?: PlanId) {
  const choose = useCallback(
    (choice: Partial<VideoChoice>) => dispatch({ type: 'choose', choice }),
    [dispatch],
  );
  return {
    photo: (
      <Box data-tour={VIDEO_TOUR_TARGETS.photo}>
        <ImagePicker
          key="image"
          field="image"
          selectedKey={state.photo?.key}
          onPick={(photo) => choose({ photo })}
        />
      </Box>
    ),
    settings: (
      <VideoSettings
        choice={state}
        planId={planId}
        disabled={isBusy(state.run)}
        onChange={choose}
      />
    ),
    review: <VideoReview choice={state} />,
    result: { testId: 'video-result' },
  };
}
