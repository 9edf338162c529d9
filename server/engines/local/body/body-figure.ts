/**
 * A body's proportions from its parameters (README.md): girths estimated from height, BMI and
 * body type unless measured, turned into front-view half-widths in cm (a torso section is close
 * to an ellipse), landmark heights as shares of the stature, and the shape of the one
 * parametric figure (figure-shape.ts) that draws them.
 */
import { bodyMassIndex, type BodyGender, type BodyParams, type BodyType } from './body-params';
import type { FigureShape, Landmarks } from './figure-shape';

/** Girths (cm) of the reference bodies, and their height and BMI. */
export const REFERENCE_BODIES = {
  female: { heightCm: 163, bmi: 21.5, chest: 86, waist: 68, hips: 94 },
  male: { heightCm: 172, bmi: 22.5, chest: 94, waist: 80, hips: 94 },
} as const;

/** How each girth follows BMI: the waist gains most with weight, the chest least. */
const BMI_EXPONENT = { chest: 0.55, waist: 0.95, hips: 0.6, shoulder: 0.25, limb: 0.5 } as const;

type Girths = { chest: number; waist: number; hips: number; shoulder: number; limb: number };

/**
 * Body-type multipliers on the estimated girths, shoulder width and limb thickness. The three
 * somatotypes: the ectomorph narrow and long-limbed, the mesomorph broad-shouldered with a
 * narrow waist, the endomorph fuller through the waist and hips.
 */
const TYPE_SHAPE: Record<BodyType, Girths> = {
  ectomorph: { chest: 0.95, waist: 0.95, hips: 0.95, shoulder: 0.96, limb: 0.88 },
  mesomorph: { chest: 1.06, waist: 0.95, hips: 0.98, shoulder: 1.08, limb: 1.08 },
  endomorph: { chest: 1.04, waist: 1.08, hips: 1.07, shoulder: 1, limb: 1.08 },
  slim: { chest: 0.97, waist: 0.97, hips: 0.97, shoulder: 0.98, limb: 0.92 },
  average: { chest: 1, waist: 1, hips: 1, shoulder: 1, limb: 1 },
  athletic: { chest: 1.03, waist: 0.94, hips: 0.98, shoulder: 1.05, limb: 1.02 },
  muscular: { chest: 1.08, waist: 0.98, hips: 1, shoulder: 1.1, limb: 1.14 },
  curvy: { chest: 1.05, waist: 0.95, hips: 1.09, shoulder: 1, limb: 1.06 },
};

/** Front width ÷ depth of the torso's sections: wider than deep, the chest most. */
const SECTION_RATIO = {
  female: { chest: 1.35, waist: 1.3, hips: 1.38 },
  male: { chest: 1.45, waist: 1.3, hips: 1.22 },
} as const;

/** Shoulder (bideltoid) half-width and neck half-width as shares of the stature. */
const SHOULDER_SHARE = { female: 0.118, male: 0.132 } as const;
const NECK_SHARE = { female: 0.028, male: 0.032 } as const;
/** Upper-arm half-width as a share of the stature. */
const ARM_SHARE = { female: 0.024, male: 0.029 } as const;
/** Women's hips flare out from the waist sooner; men's run straighter. */
const HIP_FLARE = { female: 0.75, male: 0.5 } as const;

const FEMALE_LANDMARKS: Landmarks = {
  chin: 0.122,
  neckBase: 0.155,
  shoulderTop: 0.172,
  shoulder: 0.19,
  armpit: 0.228,
  chest: 0.258,
  underChest: 0.295,
  waist: 0.375,
  highHip: 0.43,
  hips: 0.485,
  crotch: 0.52,
  midThigh: 0.6,
  knee: 0.72,
  calf: 0.8,
  ankle: 0.945,
  sole: 0.995,
};

const LANDMARKS: Record<BodyGender, Landmarks> = {
  female: FEMALE_LANDMARKS,
  male: { ...FEMALE_LANDMARKS, chest: 0.262, underChest: 0.31, waist: 0.395, highHip: 0.445 },
};

export interface BodyFigure {
  gender: BodyGender;
  heightCm: number;
  bmi: number;
  /** The girths drawn (cm): the measured ones, or estimates. */
  girths: { chestCm: number; waistCm: number; hipsCm: number };
  /** Front-view half-widths in cm, from the body's centre line (thigh: one leg's half-width). */
  half: {
    neck: number;
    shoulder: number;
    chest: number;
    waist: number;
    hips: number;
    thigh: number;
    arm: number;
  };
  landmarks: Landmarks;
  /** The same body as the one parametric figure draws it, in cm. */
  shape: FigureShape;
}

/** Half the front width of an elliptic section of circumference `girth` (root-mean-square radius approximation). */
export function sectionHalfWidth(girthCm: number, widthOverDepth: number): number {
  const depthShare = 1 / widthOverDepth;
  return girthCm / (2 * Math.PI * Math.sqrt((1 + depthShare * depthShare) / 2));
}

/** Estimated girths (cm) and shape factors of a body with no measurements. */
function estimate(params: BodyParams, bmi: number): Girths {
  const reference = REFERENCE_BODIES[params.gender];
  const shape = TYPE_SHAPE[params.bodyType ?? 'average'];
  const byHeight = Math.sqrt(params.heightCm / reference.heightCm);
  const byBmi = (key: keyof typeof BMI_EXPONENT) => (bmi / reference.bmi) ** BMI_EXPONENT[key];
  return {
    chest: reference.chest * byHeight * byBmi('chest') * shape.chest,
    waist: reference.waist * byHeight * byBmi('waist') * shape.waist,
    hips: reference.hips * byHeight * byBmi('hips') * shape.hips,
    shoulder: byBmi('shoulder') * shape.shoulder,
    limb: byBmi('limb') * shape.limb,
  };
}

/** The figure's proportions for a set of (valid) parameters. */
export function bodyFigure(params: BodyParams): BodyFigure {
  const { gender, heightCm } = params;
  const bmi = bodyMassIndex(heightCm, params.weightKg);
  const estimated = estimate(params, bmi);
  const girths = {
    chestCm: params.chestCm ?? estimated.chest,
    waistCm: params.waistCm ?? estimated.waist,
    hipsCm: params.hipsCm ?? estimated.hips,
  };
  const ratio = SECTION_RATIO[gender];
  const chest = sectionHalfWidth(girths.chestCm, ratio.chest);
  const waist = sectionHalfWidth(girths.waistCm, ratio.waist);
  const hips = sectionHalfWidth(girths.hipsCm, ratio.hips);
  const shoulder = Math.max(SHOULDER_SHARE[gender] * heightCm * estimated.shoulder, chest + 1.5);
  const reference = REFERENCE_BODIES[gender].bmi;
  const half = {
    neck: NECK_SHARE[gender] * heightCm * (bmi / reference) ** 0.35,
    shoulder,
    chest,
    waist,
    hips,
    thigh: hips / 1.95,
    arm: ARM_SHARE[gender] * heightCm * estimated.limb,
  };
  const landmarks = LANDMARKS[gender];
  return {
    gender,
    heightCm,
    bmi,
    girths,
    half,
    landmarks,
    shape: {
      stature: heightCm,
      neck: half.neck,
      shoulderJoint: half.shoulder - half.arm,
      chest: half.chest,
      waist: half.waist,
      hips: half.hips,
      thigh: half.thigh,
      arm: half.arm,
      hipFlare: HIP_FLARE[gender],
      landmarks,
    },
  };
}
