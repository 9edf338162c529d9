/**
 * What both body generator pages (the wizard and the one-page form) show of the studio's own, on
 * its state and run: the parameters form, the face photo and the look, the review, the result
 * with "save as a body model".
 */
import { useCallback } from 'react';
import type { Generation } from '../../../common/contracts/generations';
import { useStudioPage, type StudioPage } from '../../components/studio/use-studio-page';
import type { BodyChoice } from './body-choice';
import {
  ALL_PARAMETERS,
  bodyReducer,
  INITIAL_BODY,
  isBusy,
  type BodyAction,
  type BodyState,
} from './body-machine';
import { BODY_RUN } from './body-request';
import { BodySummary } from './BodySummary';
import { FaceChoice, LookChoice } from './FaceAndLook';
import { ParametersForm } from './ParametersForm';
import { SaveBodyModelButton, type SaveBodyModel } from './SaveBodyModelButton';

export type BodyPage = StudioPage<BodyState, BodyAction>;

export function useBodyPage(initialBalance: number | null): BodyPage {
  return useStudioPage({
    spec: BODY_RUN,
    reducer: bodyReducer,
    initial: INITIAL_BODY,
    initialBalance,
  });
}

export function useBodyParts({ state, dispatch }: BodyPage, saveBodyModel?: SaveBodyModel) {
  const choose = useCallback(
    (choice: Partial<BodyChoice>) => dispatch({ type: 'choose', choice }),
    [dispatch],
  );
  const busy = isBusy(state.run);
  return {
    parameters: (
      <ParametersForm
        choice={state}
        showMissing={state.validation === ALL_PARAMETERS}
        disabled={busy}
        onChange={choose}
      />
    ),
    face: <FaceChoice choice={state} onChange={choose} disabled={busy} />,
    look: <LookChoice choice={state} onChange={choose} disabled={busy} />,
    review: <BodySummary choice={state} testId="body-review" />,
    result: {
      testId: 'body-result',
      actions:
        saveBodyModel &&
        ((generation: Generation) => (
          <SaveBodyModelButton key={generation.id} generation={generation} save={saveBodyModel} />
        )),
    },
  };
}
