/**
 * The hairstyle changer's wizard: upload the photo, choose a style (a template, or a hairstyle
 * described in words), then customise (colour, extra description, the optional painted mask)
 * and generate, then the result. The photo comes first: the style step shows the photo beside
 * the templates, and the mask is painted on it. Its steps, choice and rules on the shared
 * wizard machine (src/lib/generation/wizard-machine.ts), which does the navigation and the run.
 */
import type { HAIR_GENDERS, HairstyleTemplateId } from '../../../common/studios/hairstyle-changer';
import type { PickedImage } from '../../lib/generation/picked-image';
import { IDLE_RUN, isBusy } from '../../lib/generation/run-state';
import {
  wizardMachine,
  type WizardAction as SharedAction,
  type WizardState as SharedState,
} from '../../lib/generation/wizard-machine';

export { isBusy };

export const HAIR_STEPS = ['photo', 'style', 'generate', 'result'] as const;
export type HairStep = (typeof HAIR_STEPS)[number];

export type HairGender = (typeof HAIR_GENDERS)[number];
/** A template from the list, or a hairstyle described in the user's own words. */
export type StyleMode = 'template' | 'custom';

export interface HairChoice {
  photo: PickedImage | null;
  mode: StyleMode;
  /** The templates shown: the gender's (the picker's filter, kept with the choice). */
  gender: HairGender;
  hairstyle: HairstyleTemplateId | null;
  /** The custom style's description, or more about the template's (optional then). */
  prompt: string;
  /** A named colour or a `#rrggbb`; null keeps the hair's own colour. */
  colour: string | null;
  /** The painted hair mask (white = hair), the photo's size; null: found automatically. */
  mask: PickedImage | null;
}

export type HairState = SharedState<HairStep, HairChoice>;

/** i18n keys (namespace `hairstyle`) of the validation texts. */
export const VALIDATION = {
  photoFirst: 'validation.photoFirst',
  bothRequired: 'validation.bothRequired',
  promptRequired: 'validation.promptRequired',
} as const;

/** Whether a style is chosen: a template, or a description in custom mode. */
export function hasStyle(choice: Pick<HairChoice, 'mode' | 'hairstyle' | 'prompt'>): boolean {
  return choice.mode === 'template' ? choice.hairstyle !== null : choice.prompt.trim() !== '';
}

/** Why `step` cannot be shown now, or null when it can. */
function blockerFor(choice: HairChoice, step: HairStep): string | null {
  if (step === 'photo') return null;
  if (step === 'style') return choice.photo ? null : VALIDATION.photoFirst;
  if (choice.mode === 'custom' && choice.photo && !hasStyle(choice)) {
    return VALIDATION.promptRequired;
  }
  return choice.photo && hasStyle(choice) ? null : VALIDATION.bothRequired;
}

export const EMPTY_CHOICE: HairChoice = {
  photo: null,
  mode: 'template',
  gender: 'female',
  hairstyle: null,
  prompt: '',
  colour: null,
  mask: null,
};

const machine = wizardMachine<HairStep, HairChoice>({
  steps: HAIR_STEPS,
  empty: EMPTY_CHOICE,
  blockerFor,
});

export const INITIAL_HAIR: HairState = machine.initial;
export const canVisit = machine.canVisit;
export const hairBlocker = (choice: HairChoice) => blockerFor(choice, 'generate');

export type HairAction =
  | SharedAction<HairStep, HairChoice>
  /** A new photo: a mask painted on the old one no longer fits. */
  | { type: 'pickPhoto'; photo: PickedImage }
  | { type: 'setChoice'; choice: Partial<Omit<HairChoice, 'photo'>> }
  /** "Try another colour": the same photo and style, back to the colours. */
  | { type: 'anotherColour' };

export function hairReducer(state: HairState, action: HairAction): HairState {
  const choose = (choice: Partial<HairChoice>) =>
    machine.reducer(state, { type: 'choose', choice });
  switch (action.type) {
    case 'pickPhoto':
      return choose({ photo: action.photo, mask: null });
    case 'setChoice':
      return choose(action.choice);
    case 'anotherColour':
      return isBusy(state.run) || state.run.status !== 'succeeded'
        ? state
        : { ...state, step: 'generate', run: IDLE_RUN, validation: null };
    default:
      return machine.reducer(state, action);
  }
}
