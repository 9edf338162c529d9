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
  // Presets first: the public API's example (common/api-examples.ts) takes a group's first, and
  // a preset runs on every engine, where a free description needs a hosted one.
  requiredOneOf: [['presets', 'prompt']],
});

export type EditPreset = (typeof EDIT_PRESETS)[number];

/**
 * Presets that are not offered together (docs/studios.md "Image editing", "What combines"):
 * the artistic look redraws the picture as an illustration, which throws away the detail that
 * enhance quality and face enhancement add. Everything else combines, in EDIT_PRESET_ORDER.
 */
export const EDIT_PRESET_CONFLICTS: readonly (readonly [EditPreset, EditPreset])[] = [
  ['artistic_style', 'enhance_quality'],
  ['artistic_style', 'face_enhancement'],
];

/** The presets that cannot go with `preset`. */
export function conflictsOf(preset: EditPreset): EditPreset[] {
  return EDIT_PRESET_CONFLICTS.flatMap(([a, b]) => (a === preset ? [b] : b === preset ? [a] : []));
}

/** The first pair of chosen presets that do not combine, or null. */
export function conflictIn(presets: readonly EditPreset[]): [EditPreset, EditPreset] | null {
  for (const [a, b] of EDIT_PRESET_CONFLICTS) {
    if (presets.includes(a) && presets.includes(b)) return [a, b];
  }
  return null;
}

/**
 * The order presets are applied in, whatever order they were chosen in: light first, then
 * colour, detail, the look, the face, and the background cut last (so the cut-out keeps the
 * corrected person).
 */
export const EDIT_PRESET_ORDER: readonly EditPreset[] = [
  'lighting_correction',
  'colour_adjustment',
  'enhance_quality',
  'artistic_style',
  'face_enhancement',
  'remove_background',
];

/** The presets, once each, in EDIT_PRESET_ORDER. */
export function orderedPresets(presets: Iterable<EditPreset>): EditPreset[] {
  const chosen = new Set(presets);
  return EDIT_PRESET_ORDER.filter((preset) => chosen.has(preset));
}

/** The advanced settings (the studio's number parameters). */
export const EDIT_SETTINGS = ['strength', 'guidance_scale', 'steps'] as const;
export type EditSetting = (typeof EDIT_SETTINGS)[number];

/**
 * Which advanced settings each engine follows; the page shows only those (GET /api/studios
 * names the engine). The local engine's strength is how strongly the presets apply; fal's
 * prompt editor (FLUX Kontext dev) takes guidance and steps, and its masked editor (FLUX LoRA
 * inpainting) strength too. An engine not listed follows none.
 */
export const EDIT_ENGINE_SETTINGS: Partial<Record<string, readonly EditSetting[]>> = {
  local: ['strength'],
  fal: ['strength', 'guidance_scale', 'steps'],
};

/** The advanced settings the named engine follows (none for an unknown one). */
export function editSettingsOf(engine: string | null | undefined): readonly EditSetting[] {
  return (engine && EDIT_ENGINE_SETTINGS[engine]) || [];
}
