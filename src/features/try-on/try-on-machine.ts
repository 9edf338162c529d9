/**
 * The try-on wizard: choose a model, choose a garment, generate, then the result; a garment
 * cannot be chosen before a model. Its steps, choice and rules on the shared wizard machine
 * (src/lib/generation/wizard-machine.ts), which does the navigation and the run.
 */
import type { GarmentCategory } from '../../../common/contracts/generations';
import type { PickedImage as Pick } from '../../lib/generation/picked-image';
import { isBusy } from '../../lib/generation/run-state';
import {
  wizardMachine,
  type WizardAction as SharedAction,
  type WizardState as SharedState,
} from '../../lib/generation/wizard-machine';

export { isBusy };

export const WIZARD_STEPS = ['model', 'garment', 'generate', 'result'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface PickedImage extends Pick {
  /** A sample garment knows its category; uploads take the one the user chooses. */
  category?: GarmentCategory | null;
}

/** i18n keys (namespace `try-on`) of the validation texts. */
export const VALIDATION = {
  modelFirst: 'validation.modelFirst',
  bothRequired: 'validation.bothRequired',
} as const;

export interface TryOnChoice {
  model: PickedImage | null;
  garment: PickedImage | null;
  category: GarmentCategory;
}

export type WizardState = SharedState<WizardStep, TryOnChoice>;

/** Tops are what shops try on most; a sample garment replaces it with its own category. */
export const DEFAULT_CATEGORY: GarmentCategory = 'tops';

/** Why `step` cannot be shown now, or null when it can. */
function blockerFor(choice: TryOnChoice, step: WizardStep): string | null {
  if (step === 'model') return null;
  if (!choice.model) return step === 'garment' ? VALIDATION.modelFirst : VALIDATION.bothRequired;
  if (step === 'garment') return null;
  if (!choice.garment) return VALIDATION.bothRequired;
  return null;
}

const machine = wizardMachine<WizardStep, TryOnChoice>({
  steps: WIZARD_STEPS,
  empty: { model: null, garment: null, category: DEFAULT_CATEGORY },
  blockerFor,
});

export const INITIAL_WIZARD: WizardState = machine.initial;
export const canVisit = machine.canVisit;
export const submitKey = machine.submitKey;

export type WizardAction =
  | SharedAction<WizardStep, TryOnChoice>
  | { type: 'pickModel'; image: PickedImage }
  | { type: 'pickGarment'; image: PickedImage }
  | { type: 'setCategory'; category: GarmentCategory }
  /** "Reuse the step 1 image": the same model, a new garment. */
  | { type: 'reuseModel' };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const choose = (choice: Partial<TryOnChoice>) =>
    machine.reducer(state, { type: 'choose', choice });
  switch (action.type) {
    case 'pickModel':
      return choose({ model: action.image });
    case 'pickGarment':
      if (isBusy(state.run)) return state;
      if (!state.model) return { ...state, validation: VALIDATION.modelFirst };
      return choose({ garment: action.image, category: action.image.category ?? state.category });
    case 'setCategory':
      return choose({ category: action.category });
    case 'reuseModel':
      return isBusy(state.run) || !state.model
        ? state
        : { ...INITIAL_WIZARD, model: state.model, step: 'garment' };
    default:
      return machine.reducer(state, action);
  }
}
