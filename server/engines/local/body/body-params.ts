/**
 * The body figure's inputs: the body generator's parameters (common/studios/body-generator.ts:
 * gender, height, weight, age, body type, skin tone) plus optional tape measurements, and
 * their accepted ranges, which are the studio's.
 */
import { bodyMassIndex } from '../../../../common/bmi';
import {
  BODY_GENDERS,
  BODY_GENERATOR,
  BODY_TYPES,
} from '../../../../common/studios/body-generator';

export { bodyMassIndex };

export type BodyGender = (typeof BODY_GENDERS)[number];
export type BodyType = (typeof BODY_TYPES)[number];

export interface BodyParams {
  gender: BodyGender;
  heightCm: number;
  weightKg: number;
  /** Years; the hair greys with it. None: the hair keeps its colour. */
  age?: number;
  /** Default 'average'. */
  bodyType?: BodyType;
  /** Circumferences in cm; each one given replaces the estimate from height, weight and type. */
  chestCm?: number;
  waistCm?: number;
  hipsCm?: number;
  /** `#rrggbb`. */
  skinTone: string;
}

const { height_cm: height, weight_kg: weight, age } = BODY_GENERATOR.params;

/** Accepted ranges (inclusive): the studio's for what it asks, plausible girths for the rest. */
export const BODY_LIMITS = {
  heightCm: [height.min, height.max],
  weightKg: [weight.min, weight.max],
  age: [age.min, age.max],
  chestCm: [60, 160],
  waistCm: [50, 160],
  hipsCm: [65, 170],
} as const;

/** The problems with a set of parameters (field names), empty when they can be drawn. */
export function bodyParamProblems(params: BodyParams): string[] {
  const problems: string[] = [];
  for (const [field, [min, max]] of Object.entries(BODY_LIMITS)) {
    const value = params[field as keyof typeof BODY_LIMITS];
    if (value === undefined && (field === 'heightCm' || field === 'weightKg')) problems.push(field);
    else if (value !== undefined && !(value >= min && value <= max)) problems.push(field);
  }
  if (!BODY_GENDERS.includes(params.gender)) problems.push('gender');
  if (params.bodyType !== undefined && !BODY_TYPES.includes(params.bodyType))
    problems.push('bodyType');
  if (!/^#[0-9a-f]{6}$/i.test(params.skinTone)) problems.push('skinTone');
  return problems;
}
