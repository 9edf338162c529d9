/**
 * Image editing on the run lifecycle (src/lib/generation/README.md): its choice is the
 * request — the picture and the painted mask by their registry fields, the prompt, the presets
 * and the advanced settings as parameters — and a kept request gives the choice back.
 */
import { EDIT_PRESETS, type EditPreset } from '../../../common/studios/image-editing';
import type { PickedImage } from '../../lib/generation/picked-image';
import type { StudioRunSpec } from '../../lib/generation/studio-run-spec';
import { editBlocker, EMPTY_CHOICE, type EditChoice } from './edit-machine';

const isPreset = (value: unknown): value is EditPreset =>
  EDIT_PRESETS.includes(value as EditPreset);

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export const EDIT_RUN: StudioRunSpec<EditChoice> = {
  service: 'image-editing',
  requestOf: ({ photo, mask, prompt, presets, strength, guidanceScale, steps }) => ({
    picks: { image: photo, mask },
    params: {
      prompt: prompt.trim() || null,
      presets,
      strength,
      guidance_scale: guidanceScale,
      steps,
    },
  }),
  choiceOf: ({ picks, params }) => ({
    ...EMPTY_CHOICE,
    photo: (picks.image as PickedImage | null | undefined) ?? null,
    mask: (picks.mask as PickedImage | null | undefined) ?? null,
    prompt: typeof params.prompt === 'string' ? params.prompt : '',
    presets: Array.isArray(params.presets) ? params.presets.filter(isPreset) : [],
    strength: numberOr(params.strength, EMPTY_CHOICE.strength),
    guidanceScale: numberOr(params.guidance_scale, EMPTY_CHOICE.guidanceScale),
    steps: numberOr(params.steps, EMPTY_CHOICE.steps),
  }),
  canGenerate: (choice) => editBlocker(choice) === null,
};
