/**
 * Body mass index and its category, as the body generator shows them beside the parameters
 * (docs/studios.md "Body generator"): for information, never medical advice. The WHO's
 * international cut-offs, and the lower ones the WHO's expert consultation set for Asian
 * populations, which Vietnam's health services use.
 */

/** kg/m², to one decimal. */
export function bodyMassIndex(heightCm: number, weightKg: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

export const BMI_CATEGORIES = ['underweight', 'normal', 'overweight', 'obese'] as const;
export type BmiCategory = (typeof BMI_CATEGORIES)[number];

export const BMI_SCALES = ['who', 'asian'] as const;
export type BmiScale = (typeof BMI_SCALES)[number];

/** The lowest BMI of each category above underweight, per scale. */
const LOWER_BOUNDS: Record<BmiScale, Record<Exclude<BmiCategory, 'underweight'>, number>> = {
  who: { normal: 18.5, overweight: 25, obese: 30 },
  asian: { normal: 18.5, overweight: 23, obese: 25 },
};

export function bmiCategory(bmi: number, scale: BmiScale = 'who'): BmiCategory {
  const bounds = LOWER_BOUNDS[scale];
  if (bmi >= bounds.obese) return 'obese';
  if (bmi >= bounds.overweight) return 'overweight';
  if (bmi >= bounds.normal) return 'normal';
  return 'underweight';
}
