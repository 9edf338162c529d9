/**
 * The virtual try-on studio at /virtual-tryon: choose a model, choose a garment, generate, then
 * the result, with its guided tour. The wizard's frame, steps and run are the shared ones
 * (src/components/studio, src/lib/generation); what is try-on's own is here.
 */
import { useCallback, useReducer } from 'react';
import { GARMENT_CATEGORIES } from '../../../common/contracts/generations';
import { GenerateStep } from '../../components/studio/GenerateStep';
import { ImagePicker } from '../../components/studio/ImagePicker';
import { ResultStep } from '../../components/studio/ResultStep';
import { StudioRoot } from '../../components/studio/StudioRoot';
import { useStudio, type AssetsPickerComponent } from '../../components/studio/studio-context';
import { useRunNotices } from '../../components/studio/use-run-notices';
import { WizardShell } from '../../components/studio/WizardShell';
import { useTutorial } from '../../components/tutorial/use-tutorial';
import { useStudioRun } from '../../lib/generation/use-studio-run';
import { LookRail } from './LookRail';
import { CategoryChoice, TryOnReview } from './TryOnReview';
import {
  canVisit,
  INITIAL_WIZARD,
  isBusy,
  wizardReducer,
  WIZARD_STEPS,
  type WizardStep,
} from './try-on-machine';
import { TRY_ON_RUN } from './try-on-request';
import { TRY_ON_TOUR_TARGETS, tryOnTutorial } from './try-on.tour';

export interface TryOnStudioProps {
  /** The signed-in user's id: their gallery, their running generation. */
  owner: string;
  /** The balance known at sign-in, shown until the fresh one arrives. */
  initialBalance: number | null;
  AssetsPicker: AssetsPickerComponent;
}

export function TryOnStudio({ owner, initialBalance, AssetsPicker }: TryOnStudioProps) {
  return (
    <StudioRoot
      service="virtual-tryon"
      namespace="try-on"
      owner={owner}
      AssetsPicker={AssetsPicker}
    >
      <TryOnWizard owner={owner} initialBalance={initialBalance} />
    </StudioRoot>
  );
}

function TryOnWizard({ owner, initialBalance }: Omit<TryOnStudioProps, 'AssetsPicker'>) {
  const { objectUrl } = useStudio();
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const onNotice = useRunNotices();
  const lifecycle = useStudioRun({
    spec: TRY_ON_RUN,
    owner,
    state,
    dispatch,
    initialBalance,
    objectUrl,
    onNotice,
  });
  const tour = useTutorial(tryOnTutorial);
  const visit = useCallback((step: WizardStep) => dispatch({ type: 'goTo', step }), []);
  const { run, step } = state;
  const stepIndex = WIZARD_STEPS.indexOf(step);

  return (
    <WizardShell
      testId="try-on-studio"
      steps={WIZARD_STEPS}
      current={step}
      isDone={(other) =>
        WIZARD_STEPS.indexOf(other) < stepIndex ||
        (other === 'generate' && run.status === 'succeeded')
      }
      canVisit={(other) => !isBusy(run) && canVisit(state, other)}
      onVisit={visit}
      balance={lifecycle.balance}
      restoring={lifecycle.restoring}
      tour={tour}
      hideHeading={step === 'generate' && isBusy(run)}
      aside={
        <LookRail
          state={state}
          dispatch={dispatch}
          credits={lifecycle.credits}
          onGenerate={() => void lifecycle.generate(state)}
        />
      }
    >
      {step === 'model' && (
        <ImagePicker
          key="model"
          field="model"
          selectedKey={state.model?.key}
          onPick={(image) => dispatch({ type: 'pickModel', image })}
        />
      )}
      {step === 'garment' && (
        <ImagePicker
          key="garment"
          field="garment"
          selectedKey={state.garment?.key}
          onPick={(image, sample) =>
            dispatch({
              type: 'pickGarment',
              image: sample ? { ...image, category: sample.category } : image,
            })
          }
        />
      )}
      {step === 'generate' && (
        <GenerateStep
          run={run}
          queued={lifecycle.queued}
          review={<TryOnReview model={state.model} garment={state.garment} />}
          settings={
            <CategoryChoice
              categories={GARMENT_CATEGORIES}
              selected={state.category}
              onSelect={(category) => dispatch({ type: 'setCategory', category })}
            />
          }
        />
      )}
      {step === 'result' && run.status === 'succeeded' && (
        <ResultStep
          generation={run.generation}
          before={state.model && { src: state.model.previewUrl, alt: state.model.label }}
          testId="try-on-result"
          tourTarget={TRY_ON_TOUR_TARGETS.result}
        />
      )}
    </WizardShell>
  );
}
