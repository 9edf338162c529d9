/**
 * A wizard's actions, at the foot of its side panel: the cost and the balance, the validation
 * message, the insufficient-credit message, the step's primary action (Continue, Generate,
 * Generate again, Try again) and Back and Start over.
 */
import type { ReactNode } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { GENERATE_STEP, RESULT_STEP } from '../../lib/generation/wizard-machine';
import type { CreditCheck } from '../../lib/generation/credit-check';
import { isBusy, type RunState } from '../../lib/generation/run-state';
import { GenerateButton, GenerateChecks } from './GenerateControls';
import { useStudioText } from './use-studio-text';

export interface WizardActionsProps {
  step: string;
  /** The first step has no Back. */
  firstStep: string;
  run: RunState;
  /** The validation message's key (the studio's namespace), or null. */
  validation: string | null;
  credits: CreditCheck | null;
  /** The balance could not be read. */
  balanceUnavailable: boolean;
  /** Something is chosen that Start over would forget. */
  canStartOver: boolean;
  onContinue: () => void;
  onGenerate: () => void;
  onBack: () => void;
  onStartOver: () => void;
  /** Shown under the primary action on the result step (try-on: another garment). */
  resultAction?: ReactNode;
  /** The tour's target for this block. */
  tourTarget?: string;
}

function PrimaryAction(props: WizardActionsProps) {
  const t = useStudioText();
  const { step, run, credits } = props;
  if (step !== GENERATE_STEP && step !== RESULT_STEP) {
    return (
      <Button
        colorPalette="brand"
        size="lg"
        onClick={props.onContinue}
        data-testid="wizard-continue"
      >
        {t('actions.continue')}
      </Button>
    );
  }
  return (
    <GenerateButton
      run={run}
      credits={credits}
      again={step === RESULT_STEP}
      onClick={props.onGenerate}
    />
  );
}

export function WizardActions(props: WizardActionsProps) {
  const t = useStudioText();
  const { step, run, credits, validation } = props;
  const busy = isBusy(run);
  return (
    <Stack gap="3" borderTopWidth="1px" pt="4" data-tour={props.tourTarget}>
      <GenerateChecks
        run={run}
        credits={credits}
        balanceUnavailable={props.balanceUnavailable}
        validation={validation}
        showShortfall={step === GENERATE_STEP || step === RESULT_STEP}
      />
      <PrimaryAction {...props} />
      {step === RESULT_STEP && props.resultAction}
      <HStack justify="space-between">
        <Button
          variant="ghost"
          size="sm"
          onClick={props.onBack}
          disabled={busy || step === props.firstStep}
          data-testid="wizard-back"
        >
          {t('actions.back')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          colorPalette="red"
          onClick={props.onStartOver}
          disabled={busy || !props.canStartOver}
          data-testid="wizard-start-over"
        >
          {t('actions.startOver')}
        </Button>
      </HStack>
    </Stack>
  );
}
