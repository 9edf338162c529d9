/**
 * Image editing's wizard: upload the picture, describe the edit (a prompt, presets, the
 * advanced settings the engine follows, an optional painted mask), generate, then the result
 * with its before/after comparison. Its steps, choice and rules on the shared wizard machine
 * (src/lib/generation/wizard-machine.ts), which does the navigation and the run.
 */
import { presetsOfPrompt } from '../../../common/studios/edit-prompt';
import {
  conflictIn,
  IMAGE_EDITING,
  orderedPresets,
  type EditPreset,
} from '../../../common/studios/image-editing';
import type { PickedImage } from '../../lib/generation/picked-image';
import { IDLE_RUN, isBusy } from '../../lib/generation/run-state';
import {
  wizardMachine,
  type WizardAction as SharedAction,
  type WizardState as SharedState,
} from '../../lib/generation/wizard-machine';

export { isBusy };

export const EDIT_STEPS = ['upload', 'describe', 'generate', 'result'] as const;
export type EditStep = (typeof EDIT_STEPS)[number];

const { params } = IMAGE_EDITING;
export const PROMPT_MAX_LENGTH = params.prompt.max_length;

export interface EditChoice {
  photo: PickedImage | null;
  prompt: string;
  presets: EditPreset[];
  strength: number;
  guidanceScale: number;
  steps: number;
  /** The painted area to change (white), the photo's size; null: the whole picture. */
  mask: PickedImage | null;
  /**
   * Whether the studio runs on the built-in offline engine here (GET /api/studios): it reads
   * only its presets' names in a prompt. Not part of the request.
   */
  offline: boolean;
}

export type EditState = SharedState<EditStep, EditChoice>;

/** i18n keys (namespace `image-editing`) of the validation texts. */
export const VALIDATION = {
  photoFirst: 'validation.photoFirst',
  describe: 'validation.describe',
  needsHosted: 'validation.needsHosted',
  notCombinable: 'validation.notCombinable',
} as const;

/** The presets the edit will apply: the chosen ones, and offline those the prompt names. */
export function appliedPresets(choice: Pick<EditChoice, 'presets' | 'prompt' | 'offline'>) {
  const named = choice.offline ? (presetsOfPrompt(choice.prompt) ?? []) : [];
  return orderedPresets([...choice.presets, ...named]);
}

/** Whether the prompt asks the offline engine for something only a hosted one can do. */
export function promptNeedsHosted(choice: Pick<EditChoice, 'prompt' | 'offline'>): boolean {
  return choice.offline && choice.prompt.trim() !== '' && presetsOfPrompt(choice.prompt) === null;
}

/** Why `step` cannot be shown now, or null when it can. */
function blockerFor(choice: EditChoice, step: EditStep): string | null {
  if (step === 'upload') return null;
  if (!choice.photo) return VALIDATION.photoFirst;
  if (step === 'describe') return null;
  if (choice.prompt.trim() === '' && choice.presets.length === 0) return VALIDATION.describe;
  if (promptNeedsHosted(choice)) return VALIDATION.needsHosted;
  if (conflictIn(appliedPresets(choice))) return VALIDATION.notCombinable;
  return null;
}

export const EMPTY_CHOICE: EditChoice = {
  photo: null,
  prompt: '',
  presets: [],
  strength: params.strength.default,
  guidanceScale: params.guidance_scale.default,
  steps: params.steps.default,
  mask: null,
  offline: true,
};

const machine = wizardMachine<EditStep, EditChoice>({
  steps: EDIT_STEPS,
  empty: EMPTY_CHOICE,
  blockerFor,
});

export const INITIAL_EDIT: EditState = machine.initial;
export const canVisit = machine.canVisit;
export const editBlocker = (choice: EditChoice) => blockerFor(choice, 'generate');

export type EditAction =
  | SharedAction<EditStep, EditChoice>
  /** A new photo: a mask painted on the old one no longer fits. */
  | { type: 'pickPhoto'; photo: PickedImage }
  | { type: 'setChoice'; choice: Partial<Omit<EditChoice, 'photo'>> }
  | { type: 'togglePreset'; preset: EditPreset }
  /** "Edit again": the same picture, back to the description. */
  | { type: 'editAgain' };

export function editReducer(state: EditState, action: EditAction): EditState {
  const choose = (choice: Partial<EditChoice>) =>
    machine.reducer(state, { type: 'choose', choice });
  switch (action.type) {
    case 'pickPhoto':
      return choose({ photo: action.photo, mask: null });
    case 'setChoice':
      // The engine's kind is a fact about the server, not a new intent: the run stays.
      if (Object.keys(action.choice).every((key) => key === 'offline'))
        return { ...state, ...action.choice };
      return choose(action.choice);
    case 'togglePreset': {
      const on = state.presets.includes(action.preset);
      return choose({
        presets: on
          ? state.presets.filter((preset) => preset !== action.preset)
          : orderedPresets([...state.presets, action.preset]),
      });
    }
    case 'editAgain':
      return isBusy(state.run) || state.run.status !== 'succeeded'
        ? state
        : { ...state, step: 'describe', run: IDLE_RUN, validation: null };
    default:
      return machine.reducer(state, action);
  }
}
