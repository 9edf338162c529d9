/**
 * The hairstyle changer at /hairstyle-changer: upload the photo, choose a style, customise and
 * generate, then the result, with its guided tour. The wizard's frame, steps and run are the
 * shared ones (src/components/studio, src/lib/generation); what is the studio's own is here.
 */
import { useCallback, useReducer } from 'react';
import { GenerateStep } from '../../components/studio/GenerateStep';
import { ImagePicker } from '../../components/studio/ImagePicker';
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
import {
  canVisit,
  HAIR_STEPS,
  hairReducer,
  INITIAL_HAIR,
  isBusy,
  type HairStep,
} from './hair-machine';
import { HAIR_RUN } from './hair-request';
import { usePreviewEngine } from './hair-texts';
import { HairRail } from './HairRail';
import { HairReview } from './HairReview';
import { HairSettings } from './HairSettings';
import { HAIR_TOUR_TARGETS, hairTutorial } from './hairstyle.tour';
import { StylePicker } from './StylePicker';

export interface HairStudioProps {
  /** The signed-in user's id: their gallery, their running generation. */
  owner: string;
  /** The balance known at sign-in, shown until the fresh one arrives. */
  initialBalance: number | null;
  AssetsPicker: AssetsPickerComponent;
  saveToAssets?: SaveToAssets;
}

export function HairStudio({ owner, initialBalance, AssetsPicker, saveToAssets }: HairStudioProps) {
  return (
    <StudioRoot
      service="hairstyle-changer"
      namespace="hairstyle"
      owner={owner}
      AssetsPicker={AssetsPicker}
      saveToAssets={saveToAssets}
    >
      <HairWizard owner={owner} initialBalance={initialBalance} />
    </StudioRoot>
  );
}

function HairWizard({ owner, initialBalance }: { owner: string; initialBalance: number | null }) {
  const { objectUrl } = useStudio();
  const [state, dispatch] = useReducer(hairReducer, INITIAL_HAIR);
  const onNotice = useRunNotices();
  const lifecycle = useStudioRun({
    spec: HAIR_RUN,
    owner,
    state,
    dispatch,
    initialBalance,
    objectUrl,
    onNotice,
  });
  const preview = usePreviewEngine();
  const tour = useTutorial(hairTutorial);
  const visit = useCallback((step: HairStep) => dispatch({ type: 'goTo', step }), []);
  const { run, step } = state;
  const stepIndex = HAIR_STEPS.indexOf(step);

  return (
    <WizardShell
      testId="hairstyle-studio"
      steps={HAIR_STEPS}
      current={step}
      isDone={(other) =>
        HAIR_STEPS.indexOf(other) < stepIndex ||
        (other === 'generate' && run.status === 'succeeded')
      }
      canVisit={(other) => !isBusy(run) && canVisit(state, other)}
      onVisit={visit}
      balance={lifecycle.balance}
      restoring={lifecycle.restoring}
      tour={tour}
      hideHeading={step === 'generate' && isBusy(run)}
      aside={
        <HairRail
          state={state}
          dispatch={dispatch}
          credits={lifecycle.credits}
          onGenerate={() => void lifecycle.generate(state)}
        />
      }
    >
      {step === 'photo' && (
        <ImagePicker
          key="image"
          field="image"
          selectedKey={state.photo?.key}
          onPick={(photo) => dispatch({ type: 'pickPhoto', photo })}
        />
      )}
      {step === 'style' && <StylePicker choice={state} dispatch={dispatch} preview={preview} />}
      {step === 'generate' && (
        <GenerateStep
          run={run}
          queued={lifecycle.queued}
          review={<HairReview choice={state} />}
          settings={<HairSettings choice={state} dispatch={dispatch} preview={preview} />}
        />
      )}
      {step === 'result' && run.status === 'succeeded' && (
        <ResultStep
          generation={run.generation}
          before={state.photo && { src: state.photo.previewUrl, alt: state.photo.label }}
          testId="hair-result"
          tourTarget={HAIR_TOUR_TARGETS.result}
        />
      )}
    </WizardShell>
  );
}
