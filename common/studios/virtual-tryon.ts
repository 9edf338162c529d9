/** Virtual try-on: a model photo and a garment photo, and the garment's category. */
import { defineStudio } from './studio';

/** `all` is only a filter in the pickers, never a request's category. */
export const GARMENT_CATEGORIES = ['dresses', 'tops', 'bottoms', 'outerwear'] as const;
export type GarmentCategory = (typeof GARMENT_CATEGORIES)[number];

export const VIRTUAL_TRYON = defineStudio({
  service: 'virtual-tryon',
  path: '/virtual-tryon',
  legacyPath: '/virtual-tryon-legacy',
  cost: 1,
  order: 1,
  icon: 'shirt',
  inputs: [
    { field: 'model', role: 'person_image', required: true, samples: 'model' },
    { field: 'garment', role: 'clothing_item', required: true, samples: 'garment' },
  ],
  params: {
    category: { type: 'enum', values: GARMENT_CATEGORIES, required: true },
  },
});
