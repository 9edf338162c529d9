/**
 * "Your model": the body asked for so far, then the wizard's actions (cost, balance, Continue /
 * Generate / Generate again, Back, Start over) and, on the result, "Change face or look", which
 * keeps the body.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { WizardActions } from '../../components/studio/WizardActions';
import type { CreditCheck } from '../../lib/generation/credit-check';
import { EMPTY_BODY } from './body-choice';
import { BODY_STEPS, type BodyAction, type BodyState } from './body-machine';
import { BodySummary } from './BodySummary';
import { BODY_TOUR_TARGETS } from './body.tour';

interface BodyRailProps {
  state: BodyState;
  dispatch: (action: BodyAction) => void;
  credits: CreditCheck | null;
  onGenerate: () => void;
}

const chosenAnything = (state: BodyState) =>
  (Object.keys(EMPTY_BODY) as (keyof typeof EMPTY_BODY)[]).some(
    (key) => state[key] !== EMPTY_BODY[key],
  );

export function BodyRail({ state, dispatch, credits, onGenerate }: BodyRailProps) {
  const { t } = useTranslation('body-generator');
  return (
    <Stack
      as="aside"
      aria-labelledby="body-rail-title"
      gap="5"
      p="5"
      bg="white"
      borderWidth="1px"
      borderRadius="2xl"
      shadow="xs"
      position={{ md: 'sticky' }}
      top={{ md: '4', lg: '6' }}
      data-testid="body-rail"
    >
      <Text id="body-rail-title" fontWeight="bold" fontSize="lg">
        {t('rail.title')}
      </Text>
      <BodySummary choice={state} withLook={state.step !== 'parameters'} testId="rail-summary" />
      <WizardActions
        step={state.step}
        firstStep={BODY_STEPS[0]}
        run={state.run}
        validation={state.validation}
        credits={credits}
        canStartOver={chosenAnything(state)}
        onContinue={() => dispatch({ type: 'continue' })}
        onGenerate={onGenerate}
        onBack={() => dispatch({ type: 'back' })}
        onStartOver={() => dispatch({ type: 'startOver' })}
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
      />
    </Stack>
  );
}
