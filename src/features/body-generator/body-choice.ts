/**
 * What the body generator asks for (docs/studios.md "Body generator"): the body's parameters,
 * then a face photo or customisation (the picture's shape, a description). Numbers are kept as
 * typed, so a half-typed value stays on screen; they are read, and checked against the studio's
 * ranges, here. The ranges and values are the registry's (common/studios/body-generator.ts).
 */
import { bmiCategory, bodyMassIndex, type BmiCategory } from '../../../common/bmi';
import {
  BODY_GENERATOR,
  type BodyAspectRatio,
  type BodyGender,
  type BodyType,
  type SkinTone,
} from '../../../common/studios/body-generator';
import type { PickedImage } from '../../lib/generation/picked-image';

export interface BodyChoice {
  gender: BodyGender | null;
  /** As typed. */
  height: string;
  weight: string;
  age: string;
  bodyType: BodyType | null;
  skinTone: SkinTone | null;
  aspectRatio: BodyAspectRatio;
  prompt: string;
  face: PickedImage | null;
}

export const EMPTY_BODY: BodyChoice = {
  gender: null,
  height: '',
  weight: '',
  age: '',
  bodyType: null,
  skinTone: null,
  aspectRatio: BODY_GENERATOR.params.aspect_ratio.default,
  prompt: '',
  face: null,
};

/** The numbers the form asks for, by the name of their field in the request. */
export const MEASURES = {
  height: { param: 'height_cm', ...BODY_GENERATOR.params.height_cm },
  weight: { param: 'weight_kg', ...BODY_GENERATOR.params.weight_kg },
  age: { param: 'age', ...BODY_GENERATOR.params.age },
} as const;
export type Measure = keyof typeof MEASURES;

/** An aspect ratio's locale key: `3x4` for 3:4 (i18next reads a colon as a namespace). */
export const ratioKey = (ratio: BodyAspectRatio) => ratio.replace(':', 'x');

export const PROMPT_MAX_LENGTH = BODY_GENERATOR.params.prompt.max_length;

/** What is wrong with a typed number: nothing, missing, not a number, out of range. */
export type MeasureProblem = 'missing' | 'not_a_number' | 'not_whole' | 'out_of_range' | null;

/** A typed number as the request sends it: a comma is a decimal point, as Vietnamese writes it. */
export function parseMeasure(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function measureProblem(measure: Measure, text: string): MeasureProblem {
  if (text.trim() === '') return 'missing';
  const value = parseMeasure(text);
  if (value === null) return 'not_a_number';
  const spec = MEASURES[measure];
  if (spec.type === 'integer' && !Number.isInteger(value)) return 'not_whole';
  return value >= spec.min && value <= spec.max ? null : 'out_of_range';
}

/** The valid value of a measure, or null. */
export function measureValue(measure: Measure, text: string): number | null {
  return measureProblem(measure, text) === null ? parseMeasure(text) : null;
}

/** Every parameter the body needs is given and valid. */
export function parametersComplete(choice: BodyChoice): boolean {
  return Boolean(
    choice.gender &&
    choice.bodyType &&
    choice.skinTone &&
    (Object.keys(MEASURES) as Measure[]).every(
      (measure) => measureProblem(measure, choice[measure]) === null,
    ),
  );
}

export interface Bmi {
  value: number;
  who: BmiCategory;
  asian: BmiCategory;
}

/** The BMI of the typed height and weight, once both are valid. */
export function bmiOf(choice: Pick<BodyChoice, 'height' | 'weight'>): Bmi | null {
  const height = measureValue('height', choice.height);
  const weight = measureValue('weight', choice.weight);
  if (height === null || weight === null) return null;
  const value = bodyMassIndex(height, weight);
  return { value, who: bmiCategory(value, 'who'), asian: bmiCategory(value, 'asian') };
}
