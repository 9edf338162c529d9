/**
 * The image-to-video studio at /image-to-video: upload the photo, configure the clip, generate,
 * then the result, a player over the clip's poster, with its guided tour. The wizard's frame,
 * steps and run are the shared ones (src/components/studio, src/lib/generation); what is the
 * studio's own is here.
 */
import { StudioRoot } from '../../components/studio/StudioRoot';
import type { StudioPageProps } from '../../components/studio/studio-context';
import { StudioWizard } from '../../components/studio/StudioWizard';
import { canVisit, VIDEO_STEPS } from './video-machine';
import { useVideoPage, useVideoParts } from './video-parts';
import { VIDEO_TOUR_TARGETS, videoTutorial } from './video.tour';
import { VideoRail } from './VideoRail';

export function VideoStudio({ initialBalance, planId, ...root }: StudioPageProps) {
  return (
    <StudioRoot service="image-to-video" namespace="image-to-video" {...root}>
      <VideoWizard initialBalance={initialBalance} planId={planId} />
    </StudioRoot>
  );
}

function VideoWizard({
  initialBalance,
  planId,
}: Pick<StudioPageProps, 'initialBalance' | 'planId'>) {
  const page = useVideoPage(initialBalance);
  const parts = useVideoParts(page, planId);
  const { step } = page.state;
  return (
    <StudioWizard
      page={page}
      testId="video-studio"
      steps={VIDEO_STEPS}
      canVisit={canVisit}
      tutorial={videoTutorial}
      rail={<VideoRail page={page} />}
      review={parts.review}
      result={{ ...parts.result, tourTarget: VIDEO_TOUR_TARGETS.result }}
    >
      {step === 'photo' && parts.photo}
      {step === 'configure' && parts.settings}
    </StudioWizard>
  );
}
