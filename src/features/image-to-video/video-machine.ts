/**
 * The image-to-video wizard: upload the photo, configure the clip, generate, then the result.
 * Nothing past the photo opens without one. On the shared wizard machine
 * (src/lib/generation/wizard-machine.ts), which does the navigation and the run.
 */
import { isBusy } from '../../lib/generation/run-state';
import {
  wizardMachine,
  type WizardAction as SharedAction,
  type WizardState as SharedState,
} from '../../lib/generation/wizard-machine';
import { EMPTY_VIDEO, type VideoChoice } from './video-choice';

export { isBusy };

export const VIDEO_STEPS = ['photo', 'configure', 'generate', 'result'] as const;
export type VideoStep = (typeof VIDEO_STEPS)[number];

/** i18n key (namespace `image-to-video`) of the validation text. */
export const PHOTO_FIRST = 'validation.photoFirst';

export type VideoState = SharedState<VideoStep, VideoChoice>;

const machine = wizardMachine<VideoStep, VideoChoice>({
  steps: VIDEO_STEPS,
  empty: EMPTY_VIDEO,
  blockerFor: (choice, step) => (step === 'photo' || choice.photo ? null : PHOTO_FIRST),
});

export const INITIAL_VIDEO: VideoState = machine.initial;
export const canVisit = machine.canVisit;
export const videoReducer = machine.reducer;
export type VideoAction = SharedAction<VideoStep, VideoChoice>;
