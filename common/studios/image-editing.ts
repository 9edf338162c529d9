/**
 * Image editing: a picture changed by a prompt and presets, with advanced settings and an
 * optional painted mask (white = the area to change).
 */
import { defineStudio } from './studio';

export const EDIT_PRESETS = [
  'enhance_quality',
  'artistic_style',
  'colour_adjustment',
  'remove_background',
  'face_enhancement',
  'lighting_correction',
] as const;

export const IMAGE_EDITING = defineStudio({
  service: 'image-editing',
  path: '/image-editing',
  legacyPath: null,
  // 1, like the other single-image studios (docs/studios.md "Costs").
  cost: 1,
  order: 5,
  icon: 'wand',
  inputs: [
    { field: 'image', role: 'source_image', required: true },
    { field: 'mask', role: 'mask', required: false },
  ],
  params: {
    prompt: { type: 'text', max_length: 1000 },
    presets: { type: 'enum_list', values: EDIT_PRESETS, max_items: EDIT_PRESETS.length },
    strength: { type: 'number', min: 0, max: 1, default: 0.85 },
    guidance_scale: { type: 'number', min: 1, max: 20, default: 3.5 },
    steps: { type: 'integer', min: 10, max: 50, default: 28 },
  },
  requiredOneOf: [['prompt', 'presets']],
});
