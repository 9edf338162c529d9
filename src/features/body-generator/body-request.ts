/**
 * The body generator on the run lifecycle (src/lib/generation/README.md): its choice is the
 * request — the parameters by their registry names, the face photo as the `face` input — and a
 * kept request gives the choice back.
 */
import {
  BODY_ASPECT_RATIOS,
  BODY_GENDERS,
  BODY_TYPES,
  SKIN_TONES,
  type SkinTone,
} from '../../../common/studios/body-generator';
import type { StudioRunSpec } from '../../lib/generation/studio-run-spec';
import { EMPTY_BODY, measureValue, parametersComplete, type BodyChoice } from './body-choice';

const oneOf = <Value extends string>(values: readonly Value[], value: unknown): Value | null =>
  values.includes(value as Value) ? (value as Value) : null;

const text = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

export const BODY_RUN: StudioRunSpec<BodyChoice> = {
  service: 'body-generator',
  requestOf: (choice) => ({
    picks: { face: choice.face },
    params: {
      gender: choice.gender,
      height_cm: measureValue('height', choice.height),
      weight_kg: measureValue('weight', choice.weight),
      age: measureValue('age', choice.age),
      body_type: choice.bodyType,
      skin_tone: choice.skinTone,
      aspect_ratio: choice.aspectRatio,
      prompt: choice.prompt.trim() || null,
    },
  }),
  choiceOf: ({ picks, params }) => ({
    gender: oneOf(BODY_GENDERS, params.gender),
    height: text(params.height_cm),
    weight: text(params.weight_kg),
    age: text(params.age),
    bodyType: oneOf(BODY_TYPES, params.body_type),
    skinTone: oneOf(Object.keys(SKIN_TONES) as SkinTone[], params.skin_tone),
    aspectRatio: oneOf(BODY_ASPECT_RATIOS, params.aspect_ratio) ?? EMPTY_BODY.aspectRatio,
    prompt: typeof params.prompt === 'string' ? params.prompt : '',
    face: picks.face ?? null,
  }),
  canGenerate: parametersComplete,
};
