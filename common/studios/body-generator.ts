/**
 * The body (virtual model) generator: a figure from body measurements, with an optional face
 * photo. Every measurement is needed; the description is optional.
 */
import { defineStudio } from './studio';

export const BODY_GENDERS = ['female', 'male'] as const;
export type BodyGender = (typeof BODY_GENDERS)[number];

/** The body types offered: the three somatotypes and the five everyday words for them. */
export const BODY_TYPES = [
  'ectomorph',
  'mesomorph',
  'endomorph',
  'slim',
  'average',
  'athletic',
  'muscular',
  'curvy',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** Ten skin tones, light to deep (after the Monk scale), with the colour each one draws. */
export const SKIN_TONES = {
  'tone-01': '#f6ede4',
  'tone-02': '#f3e7db',
  'tone-03': '#f7ead0',
  'tone-04': '#eadaba',
  'tone-05': '#d7bd96',
  'tone-06': '#a07e56',
  'tone-07': '#825c43',
  'tone-08': '#604134',
  'tone-09': '#3a312a',
  'tone-10': '#292420',
} as const;
export type SkinTone = keyof typeof SKIN_TONES;

/** Shapes of the result picture, width:height. */
export const BODY_ASPECT_RATIOS = ['3:4', '2:3', '9:16', '1:1'] as const;
export type BodyAspectRatio = (typeof BODY_ASPECT_RATIOS)[number];

export const BODY_GENERATOR = defineStudio({
  service: 'body-generator',
  path: '/body-generator',
  legacyPath: '/body-generator-legacy',
  cost: 1,
  order: 2,
  icon: 'body',
  inputs: [{ field: 'face', role: 'face_reference', required: false }],
  params: {
    gender: { type: 'enum', values: BODY_GENDERS, required: true },
    height_cm: { type: 'number', min: 140, max: 210, required: true },
    weight_kg: { type: 'number', min: 35, max: 160, required: true },
    age: { type: 'integer', min: 16, max: 90, required: true },
    body_type: { type: 'enum', values: BODY_TYPES, required: true },
    skin_tone: {
      type: 'enum',
      values: Object.keys(SKIN_TONES) as readonly SkinTone[],
      required: true,
    },
    aspect_ratio: { type: 'enum', values: BODY_ASPECT_RATIOS, default: '3:4' },
    prompt: { type: 'text', max_length: 500 },
  },
});
