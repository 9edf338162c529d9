/**
 * The hairstyle changer at /hairstyle-changer: upload the photo, choose a style, customise and
 * generate, then the result, with its guided tour. The wizard's frame, steps and run are the
 * shared ones (src/components/studio, src/lib/generation); what is the studio's own is here.
 */
import { StudioRoot } from '../../components/studio/StudioRoot';
import type { StudioPageProps } from '../../components/studio/studio-context';
import { StudioWizard } from '../../components/studio/StudioWizard';
import { canVisit, HAIR_STEPS } from './hair-machine';
import { useHairPage, useHairParts } from './hair-parts';
import { HairRail } from './HairRail';
import { HAIR_TOUR_TARGETS, hairTutorial } from './hairstyle.tour';

export function HairStudio({ initialBalance, ...root }: StudioPageProps) {
  return (
    <StudioRoot service="hairstyle-changer" namespace="hairstyle" {...root}>
      <HairWizard initialBalance={initialBalance} />
    </StudioRoot>
  );
}

function HairWizard({ initialBalance }: { initialBalance: number | null }) {
  const page = useHairPage(initialBalance);
  const parts = useHairParts(page);
  const { step } = page.state;
  return (
    <StudioWizard
      page={page}
      testId="hairstyle-studio"
      steps={HAIR_STEPS}
      canVisit={canVisit}
      tutorial={hairTutorial}
      rail={<HairRail page={page} />}
      review={parts.review}
      settings={parts.settings}
      result={{ ...parts.result, tourTarget: HAIR_TOUR_TARGETS.result }}
    >
      {step === 'photo' && parts.photo}
      {step === 'style' && parts.style}
    </StudioWizard>
  );
}
