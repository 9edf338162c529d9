/**
 * The body generator's wizard: the parameters, then a face photo or customisation, generate,
 * and the result. Nothing past the parameters opens until all of them are given and in range
 * ('Please enter all body parameters before generating.'). On the shared wizard machine
 * (src/lib/generation/wizard-machine.ts), which does the navigation and the run.
 */
import { isBusy } from '../../lib/generation/run-state';
import {
  wizardMachine,
  type WizardAction as SharedAction,
  type WizardState as SharedState,
} from '../../lib/generation/wizard-machine';
import { EMPTY_BODY, parametersComplete, type BodyChoice } from './body-choice';

export { isBusy };

export const BODY_STEPS = ['parameters', 'face', 'generate', 'result'] as const;
export type BodyStep = (typeof BODY_STEPS)[number];

/** i18n key (namespace `body-generator`) of the validation text. */
export const ALL_PARAMETERS = 'validation.allParameters';

export type BodyState = SharedState<BodyStep, BodyChoice>;

const machine = wizardMachine<BodyStep, BodyChoice>({
  steps: BODY_STEPS,
  empty: EMPTY_BODY,
  blockerFor: (choice, step) =>
    step === 'parameters' || parametersComplete(choice) ? null : ALL_PARAMETERS,
});

export const INITIAL_BODY: BodyState = machine.initial;
export const canVisit = machine.canVisit;

export type BodyAction =
  | SharedAction<BodyStep, BodyChoice>
  /** "Reuse": the same body again, on the face and customise step. */
  | { type: 'reuseBody' };

export function bodyReducer(state: BodyState, action: BodyAction): BodyState {
  if (action.type === 'reuseBody') {
    return isBusy(state.run) ? state : { ...state, run: INITIAL_BODY.run, step: 'face' };
  }
  return machine.reducer(state, action);
}
