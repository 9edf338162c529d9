/**
 * The body generator's inputs (spec §3 "Body parameters": gender, height, weight, body type,
 * skin tone) plus optional tape measurements, and the BMI the studio shows beside the result.
 */

export const BODY_GENDERS = ['female', 'male'] as const;
export type BodyGender = (typeof BODY_GENDERS)[number];

/** Spec §3's body types (ectomorph ≈ slim, mesomorph ≈ athletic/muscular, endomorph ≈ curvy). */
export const BODY_TYPES = ['slim', 'average', 'athletic', 'muscular', 'curvy'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export interface BodyParams {
  gender: BodyGender;
  heightCm: number;
  weightKg: number;
  /** Default 'average'. */
  bodyType?: BodyType;
  /** Circumferences in cm; each one given replaces the estimate from height, weight and type. */
  chestCm?: number;
  waistCm?: number;
  hipsCm?: number;
  /** `#rrggbb`. */
  skinTone: string;
}

/** Accepted ranges (inclusive): adults, from petite to very tall, and plausible girths. */
export const BODY_LIMITS = {
  heightCm: [140, 210],
  weightKg: [35, 160],
  chestCm: [60, 160],
  waistCm: [50, 160],
  hipsCm: [65, 170],
} as const;

/** Body mass index, kg/m², to one decimal. */
export function bodyMassIndex(heightCm: number, weightKg: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

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
