/**
 * "Your model": the body asked for so far, in the shared side panel
 * (src/components/studio/StudioRail.tsx) and, on the result, "Change face or look", which keeps
 * the body.
 */
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StudioRail } from '../../components/studio/StudioRail';
import { EMPTY_BODY } from './body-choice';
import { BODY_STEPS, type BodyState } from './body-machine';
import type { BodyPage } from './body-parts';
import { BodySummary } from './BodySummary';
import { BODY_TOUR_TARGETS } from './body.tour';

const chosenAnything = (state: BodyState) =>
  (Object.keys(EMPTY_BODY) as (keyof typeof EMPTY_BODY)[]).some(
    (key) => state[key] !== EMPTY_BODY[key],
  );

export function BodyRail({ page }: { page: BodyPage }) {
  const { t } = useTranslation('body-generator');
  const { state, dispatch } = page;
  return (
    <StudioRail
      page={page}
      firstStep={BODY_STEPS[0]}
      testId="body-rail"
      canStartOver={chosenAnything(state)}
      tourTarget={BODY_TOUR_TARGETS.generate}
      resultAction={
        <Button
          variant="outline"
          onClick={() => dispatch({ type: 'reuseBody' })}
          data-testid="wizard-reuse-body"
        >
          {t('actions.reuseBody')}
        </Button>
      }
    >
      <BodySummary choice={state} withLook={state.step !== 'parameters'} testId="rail-summary" />
    </StudioRail>
  );
}
