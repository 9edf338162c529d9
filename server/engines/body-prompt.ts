/**
 * The prompt a hosted model draws the body generator's person from (docs/engines.md "The fal
 * body engine"): every parameter in words a text-to-image model follows — age, gender, height,
 * weight and its build, body type, skin tone — a plain, fitted outfit and a full-length studio
 * shot, so the result can serve as a try-on model; then the user's own description.
 */
import { bmiCategory, bodyMassIndex, type BmiCategory } from '../../common/bmi';
import type { BodyType, SkinTone } from '../../common/studios/body-generator';
import type { BodyInput } from './body-engine';

/** Each body type as a photographer would brief it. */
const BODY_TYPE_WORDS: Record<BodyType, string> = {
  ectomorph: 'a lean ectomorph build with narrow shoulders and hips and long limbs',
  mesomorph: 'a mesomorph build with broad shoulders, a narrow waist and defined muscles',
  endomorph: 'an endomorph build, full and soft, wider through the waist and hips',
  slim: 'a slim build',
  average: 'an average build',
  athletic: 'an athletic, toned build',
  muscular: 'a muscular build with broad shoulders and strong arms and legs',
  curvy: 'a curvy build with full bust and hips and a defined waist',
};

/** The ten tones, light to deep, in words (after the Monk scale's descriptions). */
const SKIN_TONE_WORDS: Record<SkinTone, string> = {
  'tone-01': 'very fair',
  'tone-02': 'fair',
  'tone-03': 'light',
  'tone-04': 'light beige',
  'tone-05': 'medium beige',
  'tone-06': 'tan',
  'tone-07': 'medium brown',
  'tone-08': 'brown',
  'tone-09': 'dark brown',
  'tone-10': 'deep brown',
};

/** What the weight looks like on that height (the WHO's categories of the BMI). */
const BUILD_WORDS: Record<BmiCategory, string> = {
  underweight: 'very thin',
  normal: 'healthy weight',
  overweight: 'heavier-set',
  obese: 'large, heavy-set',
};

export function bodyPrompt(input: BodyInput): string {
  const person = input.gender === 'female' ? 'woman' : 'man';
  const build = BUILD_WORDS[bmiCategory(bodyMassIndex(input.heightCm, input.weightKg))];
  const parts = [
    `Full-length studio photograph of a ${input.age}-year-old ${person}, ` +
      `${Math.round(input.heightCm)} cm tall and ${Math.round(input.weightKg)} kg (${build}), ` +
      `with ${BODY_TYPE_WORDS[input.bodyType]} and ${SKIN_TONE_WORDS[input.skinTone]} skin.`,
    'Standing straight, facing the camera, arms relaxed at the sides, whole body from head to ' +
      'feet in frame, wearing a plain fitted neutral-grey outfit, on a plain light-grey studio ' +
      'backdrop, soft even light, sharp focus, photorealistic.',
  ];
  if (input.prompt) parts.push(input.prompt);
  return parts.join(' ');
}
