/**
 * The body generator at /body-generator: the body's parameters (with the BMI), a face photo or
 * customisation, generate, then the result, which can be saved as a body model; with its guided
 * tour. The wizard's frame, steps and run are the shared ones (src/components/studio,
 * src/lib/generation); what is the body generator's own is here.
 */
import { Stack } from '@chakra-ui/react';
import { StudioRoot } from '../../components/studio/StudioRoot';
import type { StudioPageProps } from '../../components/studio/studio-context';
import { StudioWizard } from '../../components/studio/StudioWizard';
import { BODY_STEPS, canVisit } from './body-machine';
import { useBodyPage, useBodyParts } from './body-parts';
import { BODY_TOUR_TARGETS, bodyTutorial } from './body.tour';
import { BodyRail } from './BodyRail';
import type { SaveBodyModel } from './SaveBodyModelButton';

export interface BodyStudioProps extends StudioPageProps {
  saveBodyModel?: SaveBodyModel;
}

export function BodyStudio({ initialBalance, saveBodyModel, ...root }: BodyStudioProps) {
  return (
    <StudioRoot service="body-generator" namespace="body-generator" {...root}>
      <BodyWizard initialBalance={initialBalance} saveBodyModel={saveBodyModel} />
    </StudioRoot>
  );
}

function BodyWizard({
  initialBalance,
  saveBodyModel,
}: Pick<BodyStudioProps, 'initialBalance' | 'saveBodyModel'>) {
  const page = useBodyPage(initialBalance);
  const parts = useBodyParts(page, saveBodyModel);
  const { step } = page.state;
  return (
    <StudioWizard
      page={page}
      testId="body-studio"
      steps={BODY_STEPS}
      canVisit={canVisit}
      tutorial={bodyTutorial}
      rail={<BodyRail page={page} />}
      review={parts.review}
      result={{ ...parts.result, tourTarget: BODY_TOUR_TARGETS.result }}
    >
      {step === 'parameters' && parts.parameters}
      {step === 'face' && (
        <Stack gap="8">
          {parts.face}
          {parts.look}
        </Stack>
      )}
    </StudioWizard>
  );
}
