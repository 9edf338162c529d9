/**
 * "Your look": the model and garment chosen so far, then the wizard's actions (cost, balance,
 * Continue / Generate / Generate again, Back, Start over) and, on the result, "Try another
 * garment", which keeps the model. The tour's model, garment and generate steps point here.
 */
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { WizardActions } from '../../components/studio/WizardActions';
import type { CreditCheck } from '../../lib/generation/credit-check';
import { LookSlot } from './LookSlot';
import { isBusy, WIZARD_STEPS, type WizardAction, type WizardState } from './try-on-machine';
import { TRY_ON_TOUR_TARGETS } from './try-on.tour';

interface LookRailProps {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  credits: CreditCheck | null;
  onGenerate: () => void;
}

export function LookRail({ state, dispatch, credits, onGenerate }: LookRailProps) {
  const { t } = useTranslation('try-on');
  const busy = isBusy(state.run);
  return (
    <Stack
      as="aside"
      aria-labelledby="look-rail-title"
      gap="5"
      p="5"
      bg="white"
      borderWidth="1px"
      borderRadius="2xl"
      shadow="xs"
      position={{ md: 'sticky' }}
      top={{ md: '4', lg: '6' }}
      data-testid="look-rail"
    >
      <Text id="look-rail-title" fontWeight="bold" fontSize="lg">
        {t('rail.title')}
      </Text>
      <SimpleGrid columns={2} gap="3">
        <LookSlot
          slot="model"
          pick={state.model}
          active={state.step === 'model'}
          disabled={busy}
          onClick={() => dispatch({ type: 'goTo', step: 'model' })}
          tourTarget={TRY_ON_TOUR_TARGETS.model}
        />
        <LookSlot
          slot="garment"
          pick={state.garment}
          locked={!state.model}
          active={state.step === 'garment'}
          disabled={busy}
          onClick={() => dispatch({ type: 'goTo', step: 'garment' })}
          tourTarget={TRY_ON_TOUR_TARGETS.garment}
        />
      </SimpleGrid>
      <WizardActions
        step={state.step}
        firstStep={WIZARD_STEPS[0]}
        run={state.run}
        validation={state.validation}
        credits={credits}
        canStartOver={Boolean(state.model || state.garment)}
        onContinue={() => dispatch({ type: 'continue' })}
        onGenerate={onGenerate}
        onBack={() => dispatch({ type: 'back' })}
        onStartOver={() => dispatch({ type: 'startOver' })}
        tourTarget={TRY_ON_TOUR_TARGETS.generate}
        resultAction={
          <Button
            variant="outline"
            onClick={() => dispatch({ type: 'reuseModel' })}
            data-testid="wizard-reuse-model"
            title={t('actions.reuseModelHint')}
          >
            {t('actions.reuseModel')}
          </Button>
        }
      />
    </Stack>
  );
}
