/**
 * The shipped samples (spec: "Sample models and garments shipped with the app, made by us, with
 * clear licensing, grouped by garment categories"): four studio mannequins and eight garment
 * product shots, drawn by the team and rendered by `npm run samples:make` into public/samples/
 * (licence: public/samples/LICENSE.md). The client shows the thumbnails; the server reads
 * `public<file>` for a `<name>_sample_id` and hands a model's `anchors` to the engine, which then
 * skips pose detection (the figures are drawn, so their joints are known exactly).
 */
import type { GarmentCategory } from './contracts/generations';

/** Shoulder and hip joints as [x, y] pixels of the sample file (the person's left = image right). */
export interface SampleAnchors {
  leftShoulder: [number, number];
  rightShoulder: [number, number];
  leftHip: [number, number];
  rightHip: [number, number];
}

export interface Sample {
  id: string;
  kind: 'model' | 'garment';
  /** The garment's category; null for models. */
  category: GarmentCategory | null;
  /** Display name in each language. */
  names: { vi: string; en: string };
  /** Site path of the full picture (served from public/). */
  file: string;
  /** Site path of the ~320 px thumbnail. */
  thumbnail: string;
  width: number;
  height: number;
  /** Models only: where the figure's joints are in `file`. */
  anchors?: SampleAnchors;
}

/** Size of every sample model picture, in pixels. */
export const SAMPLE_MODEL_SIZE = { width: 1200, height: 1600 } as const;
/** Size of every sample garment picture, in pixels. */
export const SAMPLE_GARMENT_SIZE = { width: 1200, height: 1500 } as const;

function model(id: string, names: Sample['names'], anchors: SampleAnchors): Sample {
  return {
    id,
    kind: 'model',
    category: null,
    names,
    file: `/samples/models/${id}.webp`,
    thumbnail: `/samples/models/${id}-thumb.webp`,
    ...SAMPLE_MODEL_SIZE,
    anchors,
  };
}

function garment(id: string, category: GarmentCategory, names: Sample['names']): Sample {
  return {
    id,
    kind: 'garment',
    category,
    names,
    file: `/samples/garments/${id}.webp`,
    thumbnail: `/samples/garments/${id}-thumb.webp`,
    ...SAMPLE_GARMENT_SIZE,
  };
}

export const SAMPLES: readonly Sample[] = [
  model(
    'model-linh',
    { vi: 'Linh — dáng thon, da sáng', en: 'Linh — slim, fair skin' },
    {
      leftShoulder: [718, 341],
      rightShoulder: [482, 341],
      leftHip: [687, 761],
      rightHip: [513, 761],
    },
  ),
  model(
    'model-mai',
    { vi: 'Mai — dáng đầy đặn, da bánh mật', en: 'Mai — curvy, tan skin' },
    {
      leftShoulder: [727, 348],
      rightShoulder: [473, 348],
      leftHip: [710, 759],
      rightHip: [490, 759],
    },
  ),
  model(
    'model-an',
    { vi: 'An — nam, dáng khỏe, da nâu sẫm', en: 'An — male, athletic, deep skin' },
    {
      leftShoulder: [744, 333],
      rightShoulder: [456, 333],
      leftHip: [685, 763],
      rightHip: [515, 763],
    },
  ),
  model(
    'model-ngoc',
    { vi: 'Ngọc — dáng cân đối, da trung bình', en: 'Ngọc — balanced, medium skin' },
    {
      leftShoulder: [722, 341],
      rightShoulder: [478, 341],
      leftHip: [695, 761],
      rightHip: [505, 761],
    },
  ),
  garment('garment-breton-tee', 'tops', { vi: 'Áo thun sọc Breton', en: 'Breton striped tee' }),
  garment('garment-floral-blouse', 'tops', { vi: 'Áo sơ mi hoa nhí', en: 'Ditsy floral blouse' }),
  garment('garment-emerald-slip-dress', 'dresses', {
    vi: 'Đầm lụa hai dây xanh ngọc',
    en: 'Emerald satin slip dress',
  }),
  garment('garment-polka-dot-dress', 'dresses', {
    vi: 'Đầm xòe chấm bi',
    en: 'Polka-dot swing dress',
  }),
  garment('garment-pleated-skirt', 'bottoms', {
    vi: 'Chân váy xếp ly midi',
    en: 'Pleated midi skirt',
  }),
  garment('garment-wide-leg-trousers', 'bottoms', {
    vi: 'Quần ống rộng',
    en: 'Wide-leg trousers',
  }),
  garment('garment-camel-blazer', 'outerwear', {
    vi: 'Áo blazer màu lạc đà',
    en: 'Camel blazer',
  }),
  garment('garment-trench-coat', 'outerwear', { vi: 'Áo khoác trench', en: 'Trench coat' }),
];

/** The sample with this id, or undefined. */
export function findSample(id: string): Sample | undefined {
  return SAMPLES.find((sample) => sample.id === id);
}
