/**
 * The body generator at /body-generator: the body's parameters (with the BMI), a face photo or
 * customisation, generate, then the result, which can be saved as a body model; with its guided
 * tour. The wizard's frame, steps and run are the shared ones (src/components/studio,
 * src/lib/generation); what is the body generator's own is here.
 */
import { useCallback, useReducer } from 'react';
import { Stack } from '@chakra-ui/react';
import { GenerateStep } from '../../components/studio/GenerateStep';
import { ResultStep } from '../../components/studio/ResultStep';
import { StudioRoot } from '../../components/studio/StudioRoot';
import {
  useStudio,
  type AssetsPickerComponent,
  type SaveToAssets,
} from '../../components/studio/studio-context';
import { useRunNotices } from '../../components/studio/use-run-notices';
import { WizardShell } from '../../components/studio/WizardShell';
import { useTutorial } from '../../components/tutorial/use-tutorial';
import { useStudioRun } from '../../lib/generation/use-studio-run';
import type { BodyChoice } from './body-choice';
import {
  ALL_PARAMETERS,
  BODY_STEPS,
  bodyReducer,
  canVisit,
  INITIAL_BODY,
  isBusy,
  type BodyStep,
} from './body-machine';
import { BODY_RUN } from './body-request';
import { BODY_TOUR_TARGETS, bodyTutorial } from './body.tour';
import { BodyRail } from './BodyRail';
import { BodySummary } from './BodySummary';
import { FaceChoice, LookChoice } from './FaceAndLook';
import { ParametersForm } from './ParametersForm';
import { SaveBodyModelButton, type SaveBodyModel } from './SaveBodyModelButton';

export interface BodyStudioProps {
  /** The signed-in user's id: their gallery, their running generation. */
  owner: string;
  /** The balance known at sign-in, shown until the fresh one arrives. */
  initialBalance: number | null;
  AssetsPicker: AssetsPickerComponent;
  saveToAssets?: SaveToAssets;
  saveBodyModel?: SaveBodyModel;
}

export function BodyStudio({ owner, AssetsPicker, saveToAssets, ...props }: BodyStudioProps) {
  return (
    <StudioRoot
      service="body-generator"
      namespace="body-generator"
      owner={owner}
      AssetsPicker={AssetsPicker}
      saveToAssets={saveToAssets}
    >
      <BodyWizard owner={owner} {...props} />
    </StudioRoot>
  );
}

function BodyWizard({
  owner,
  initialBalance,
  saveBodyModel,
}: Omit<BodyStudioProps, 'AssetsPicker' | 'saveToAssets'>) {
  const { objectUrl } = useStudio();
  const [state, dispatch] = useReducer(bodyReducer, INITIAL_BODY);
  const lifecycle = useStudioRun({
    spec: BODY_RUN,
    owner,
    state,
    dispatch,
    initialBalance,
    objectUrl,
    onNotice: useRunNotices(),
  });
  const tour = useTutorial(bodyTutorial);
  const visit = useCallback((step: BodyStep) => dispatch({ type: 'goTo', step }), []);
  const choose = useCallback(
    (choice: Partial<BodyChoice>) => dispatch({ type: 'choose', choice }),
    [],
  );
  const { run, step } = state;
  const stepIndex = BODY_STEPS.indexOf(step);
  const busy = isBusy(run);

  return (
    <WizardShell
      testId="body-studio"
      steps={BODY_STEPS}
      current={step}
      isDone={(other) =>
        BODY_STEPS.indexOf(other) < stepIndex ||
        (other === 'generate' && run.status === 'succeeded')
      }
      canVisit={(other) => !busy && canVisit(state, other)}
      onVisit={visit}
      balance={lifecycle.balance}
      restoring={lifecycle.restoring}
      tour={tour}
      hideHeading={step === 'generate' && busy}
      aside={
        <BodyRail
          state={state}
          dispatch={dispatch}
          credits={lifecycle.credits}
          onGenerate={() => void lifecycle.generate(state)}
        />
      }
    >
      {step === 'parameters' && (
        <ParametersForm
          choice={state}
          showMissing={state.validation === ALL_PARAMETERS}
          disabled={busy}
          onChange={choose}
        />
      )}
      {step === 'face' && (
        <Stack gap="8">
          <FaceChoice choice={state} onChange={choose} disabled={busy} />
          <LookChoice choice={state} onChange={choose} disabled={busy} />
        </Stack>
      )}
      {step === 'generate' && (
        <GenerateStep
          run={run}
          queued={lifecycle.queued}
          review={<BodySummary choice={state} testId="body-review" />}
        />
      )}
      {step === 'result' && run.status === 'succeeded' && (
        <ResultStep
          generation={run.generation}
          testId="body-result"
          tourTarget={BODY_TOUR_TARGETS.result}
          actions={
            saveBodyModel && (
              <SaveBodyModelButton
                key={run.generation.id}
                generation={run.generation}
                save={saveBodyModel}
              />
            )
          }
        />
      )}
    </WizardShell>
  );
}
