/**
 * The image-to-video studio as one plain page (/image-to-video-legacy, public layout, signed
 * in): the photo and the clip's settings at once and a Generate button, on the shared one-page
 * frame (src/components/studio/LegacyStudioPage.tsx) and the wizard's state and run.
 */
import { LegacySection, LegacyStudioPage } from '../../components/studio/LegacyStudioPage';
import { StudioRoot } from '../../components/studio/StudioRoot';
import type { StudioPageProps } from '../../components/studio/studio-context';
import { useStudioText } from '../../components/studio/use-studio-text';
import { useVideoPage, useVideoParts } from './video-parts';

export function VideoLegacyStudio({ initialBalance, planId, ...root }: StudioPageProps) {
  return (
    <StudioRoot service="image-to-video" namespace="image-to-video" {...root}>
      <VideoLegacyPage initialBalance={initialBalance} planId={planId} />
    </StudioRoot>
  );
}

function VideoLegacyPage({
  initialBalance,
  planId,
}: Pick<StudioPageProps, 'initialBalance' | 'planId'>) {
  const t = useStudioText();
  const page = useVideoPage(initialBalance);
  const parts = useVideoParts(page, planId);
  return (
    <LegacyStudioPage page={page} testId="video-legacy" review={parts.review} result={parts.result}>
      <LegacySection heading={t('headings.photo')} lead={t('headings.photoLead')}>
        {parts.photo}
      </LegacySection>
      <LegacySection heading={t('headings.configure')} lead={t('headings.configureLead')}>
        {parts.settings}
      </LegacySection>
    </LegacyStudioPage>
  );
}
